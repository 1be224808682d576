// Runs the Windows plan on a Windows machine (the service, as SYSTEM). Built and type-checked
// everywhere; it runs only on Windows (the Windows CI job), so the decisions it makes are kept in
// the pure, golden-tested plan and observation script — this file only executes them.
import { execFile } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { promisify } from "node:util";
import type { SystemAdapter } from "../agent/system-adapter.ts";
import type { ItemState } from "../core/agent-input.ts";
import { mergeFirefoxPolicies, withoutFirefoxPolicy } from "../plan/browser-policies.ts";
import type { DnsProfile } from "../plan/dns-profile.ts";
import { parseWindowsObservation, windowsObserveScript } from "./windows-observe.ts";
import {
  WINDOWS_ITEMS,
  type WindowsPlanOptions,
  type WindowsStep,
  windowsApplySteps,
  windowsRemoveSteps,
} from "./windows-plan.ts";
import { serviceReleaseCommands } from "./windows-service.ts";

const execFileAsync = promisify(execFile);

/** Runs a program and returns its stdout; rejects on a non-zero exit. */
export type CommandRunner = (program: string, args: readonly string[]) => Promise<string>;

const runCommand: CommandRunner = async (program, args) =>
  (await execFileAsync(program, [...args], { windowsHide: true, maxBuffer: 1 << 20 })).stdout;

function powershell(script: string): [string, string[]] {
  // -EncodedCommand takes UTF-16LE base64: no quoting of the script through cmd.exe at all.
  return [
    "powershell.exe",
    ["-NoProfile", "-NonInteractive", "-EncodedCommand", Buffer.from(script, "utf16le").toString("base64")],
  ];
}

export interface WindowsAdapterOptions {
  /** Interface aliases; empty = every adapter that is up. */
  readonly interfaces: readonly string[];
  readonly firefoxDir?: string;
  readonly run?: CommandRunner;
}

export class WindowsAdapter implements SystemAdapter {
  readonly items = WINDOWS_ITEMS;
  readonly watchPaths: readonly string[] = [];
  readonly #options: WindowsAdapterOptions;
  readonly #run: CommandRunner;

  constructor(options: WindowsAdapterOptions) {
    this.#options = options;
    this.#run = options.run ?? runCommand;
  }

  async #planOptions(): Promise<WindowsPlanOptions> {
    let interfaces = this.#options.interfaces;
    if (interfaces.length === 0) {
      const [program, args] = powershell("Get-NetAdapter | Where-Object Status -eq 'Up' | ForEach-Object { $_.Name }");
      interfaces = (await this.#run(program, args))
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
    }
    return { interfaces, ...(this.#options.firefoxDir ? { firefoxDir: this.#options.firefoxDir } : {}) };
  }

  async observe(profile: DnsProfile | null): Promise<Record<string, ItemState>> {
    // Without a profile there is nothing to compare with; a placeholder profile makes every present
    // item read as drifted (or missing), which is what decide needs.
    const [program, args] = powershell(
      windowsObserveScript(
        profile ?? { dohUrl: "https://unknown.invalid/", dotHost: null, addresses: [] },
        await this.#planOptions(),
      ),
    );
    return parseWindowsObservation(await this.#run(program, args));
  }

  async apply(profile: DnsProfile, items: readonly string[]): Promise<void> {
    for (const step of windowsApplySteps(profile, await this.#planOptions(), items)) await this.#step(step, false);
  }

  async remove(items: readonly string[], profile: DnsProfile | null): Promise<void> {
    const wanted = new Set(items);
    const steps = windowsRemoveSteps(
      profile ?? { dohUrl: "https://unknown.invalid/", dotHost: null, addresses: [] },
      await this.#planOptions(),
    );
    // A value or registration that is already gone makes reg/netsh fail: removal goes on.
    for (const step of steps) if (wanted.has(step.item)) await this.#step(step, true);
    // Everything is gone: let the uninstaller stop and delete the service.
    if (WINDOWS_ITEMS.every((item) => wanted.has(item)))
      for (const [program, ...args] of serviceReleaseCommands()) await this.#run(program!, args);
  }

  async #step(step: WindowsStep, tolerant: boolean): Promise<void> {
    if (step.kind === "firefox-policies") {
      const existing = await readFile(step.path, "utf8").catch(() => null);
      if (step.mode === "merge") {
        await mkdir(dirname(step.path), { recursive: true });
        await writeFile(step.path, mergeFirefoxPolicies(existing));
      } else {
        const rest = withoutFirefoxPolicy(existing);
        if (rest === null) await rm(step.path, { force: true });
        else await writeFile(step.path, rest);
      }
      return;
    }
    const [program, ...args] = step.argv;
    try {
      await this.#run(program!, args);
    } catch (error) {
      // A drifted DoH registration already exists: `add` fails, `set` rewrites it.
      if (args[0] === "dns" && args[1] === "add")
        return void (await this.#run(program!, ["dns", "set", ...args.slice(2)]));
      if (!tolerant) throw error;
    }
  }
}
