import { randomBytes } from "node:crypto";
import { lstat, mkdir, open, readdir, readFile, readlink, rename, rm, rmdir, symlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { z } from "zod";
import type { SystemAdapter } from "../agent/system-adapter.ts";
import type { ItemState } from "../core/agent-input.ts";
import {
  CHROMIUM_POLICIES,
  hasFirefoxPolicy,
  mergeFirefoxPolicies,
  withoutFirefoxPolicy,
} from "../plan/browser-policies.ts";
import type { DnsProfile } from "../plan/dns-profile.ts";
import {
  CHROMIUM_POLICY_DIRS,
  chromiumPolicyFile,
  FIREFOX_POLICIES,
  LINUX_ITEMS,
  MARKER,
  POLICY_FILE_NAME,
  RESOLV_CONF,
  RESOLV_CONF_BACKUP,
  RESOLVED_DROP_IN,
  type ResolverMode,
  resolverFile,
} from "./linux-plan.ts";

export interface LinuxAdapterOptions {
  /** The machine's root: "/" in production, a folder the tests create. */
  readonly root: string;
  readonly resolver: ResolverMode;
  /** Called after the resolver setting changed (production: reload systemd-resolved). */
  readonly onResolverChange?: () => Promise<void>;
}

const backupSchema = z.union([
  z.object({ kind: z.literal("file"), content: z.string() }),
  z.object({ kind: z.literal("link"), target: z.string() }),
  z.object({ kind: z.literal("none") }),
]);
const CHROMIUM_KEYS = Object.keys(CHROMIUM_POLICIES);
type ChromiumItem = keyof typeof CHROMIUM_POLICY_DIRS;

/** Applies the Linux plan to files under `root`, as root would on a real machine. */
export class LinuxAdapter implements SystemAdapter {
  readonly items = LINUX_ITEMS;
  readonly watchPaths: readonly string[];
  readonly #options: LinuxAdapterOptions;

  constructor(options: LinuxAdapterOptions) {
    this.#options = options;
    this.watchPaths = [
      ...Object.values(CHROMIUM_POLICY_DIRS),
      dirname(FIREFOX_POLICIES),
      dirname(options.resolver === "resolv-conf" ? RESOLV_CONF : RESOLVED_DROP_IN),
    ].map((path) => this.#path(path));
  }

  #path(relative: string): string {
    return join(this.#options.root, relative);
  }

  async observe(profile: DnsProfile | null): Promise<Record<string, ItemState>> {
    const states: Record<string, ItemState> = {};
    for (const [item, dir] of Object.entries(CHROMIUM_POLICY_DIRS)) states[item] = await this.#observeChromium(dir);
    const firefox = await readText(this.#path(FIREFOX_POLICIES));
    states["browser:firefox"] = hasFirefoxPolicy(firefox)
      ? "applied"
      : firefox !== null && /"DNSOverHTTPS"/.test(firefox)
        ? "drifted"
        : "missing";
    states.resolver = await this.#observeResolver(profile);
    return states;
  }

  async #observeChromium(dir: string): Promise<ItemState> {
    const own = await readText(this.#path(join(dir, POLICY_FILE_NAME)));
    if (own === null) return "missing";
    // Another managed file setting the same policies would conflict with ours: that is drift too.
    if (own !== chromiumPolicyFile() || (await this.#conflictingFiles(dir)).length > 0) return "drifted";
    return "applied";
  }

  async #conflictingFiles(dir: string): Promise<string[]> {
    const names = await readdir(this.#path(dir)).catch(() => [] as string[]);
    const conflicting: string[] = [];
    for (const name of names) {
      if (name === POLICY_FILE_NAME || !name.endsWith(".json")) continue;
      const text = (await readText(this.#path(join(dir, name)))) ?? "";
      if (CHROMIUM_KEYS.some((key) => text.includes(`"${key}"`))) conflicting.push(name);
    }
    return conflicting;
  }

  async #observeResolver(profile: DnsProfile | null): Promise<ItemState> {
    const path = this.#options.resolver === "resolv-conf" ? RESOLV_CONF : RESOLVED_DROP_IN;
    const text = await readText(this.#path(path));
    if (text === null || !text.startsWith(MARKER)) return "missing";
    if (profile === null) return "drifted";
    return text === resolverFile(profile, this.#options.resolver).content ? "applied" : "drifted";
  }

  async apply(profile: DnsProfile, items: readonly string[]): Promise<void> {
    for (const item of items) {
      if (item in CHROMIUM_POLICY_DIRS) await this.#applyChromium(CHROMIUM_POLICY_DIRS[item as ChromiumItem]);
      else if (item === "browser:firefox") {
        const path = this.#path(FIREFOX_POLICIES);
        await writePublicFile(path, mergeFirefoxPolicies(await readText(path)));
      } else if (item === "resolver") await this.#applyResolver(profile);
      else throw new Error(`Unknown Linux protection item "${item}"`);
    }
  }

  async #applyChromium(dir: string): Promise<void> {
    await writePublicFile(this.#path(join(dir, POLICY_FILE_NAME)), chromiumPolicyFile());
    for (const name of await this.#conflictingFiles(dir)) {
      const path = this.#path(join(dir, name));
      await writePublicFile(path, withoutKeys(await readText(path), CHROMIUM_KEYS));
    }
  }

  async #applyResolver(profile: DnsProfile): Promise<void> {
    const { path, content } = resolverFile(profile, this.#options.resolver);
    if (this.#options.resolver === "resolv-conf") await this.#backupResolvConf();
    await writePublicFile(this.#path(path), content);
    await this.#options.onResolverChange?.();
  }

  /** Keeps the machine's own resolv.conf (file or symlink) once, before the first overwrite. */
  async #backupResolvConf(): Promise<void> {
    const backup = this.#path(RESOLV_CONF_BACKUP);
    if ((await readText(backup)) !== null) return;
    const path = this.#path(RESOLV_CONF);
    const info = await lstat(path).catch(() => null);
    const saved = !info
      ? { kind: "none" }
      : info.isSymbolicLink()
        ? { kind: "link", target: await readlink(path) }
        : { kind: "file", content: await readFile(path, "utf8") };
    if (saved.kind === "file" && (saved.content ?? "").startsWith(MARKER)) return;
    await writePublicFile(backup, `${JSON.stringify(saved)}\n`, 0o600);
  }

  async remove(items: readonly string[]): Promise<void> {
    for (const item of items) {
      if (item in CHROMIUM_POLICY_DIRS)
        await rm(this.#path(join(CHROMIUM_POLICY_DIRS[item as ChromiumItem], POLICY_FILE_NAME)), { force: true });
      else if (item === "browser:firefox") {
        const path = this.#path(FIREFOX_POLICIES);
        const rest = withoutFirefoxPolicy(await readText(path));
        if (rest === null) await rm(path, { force: true });
        else await writePublicFile(path, rest);
      } else if (item === "resolver") await this.#removeResolver();
    }
  }

  async #removeResolver(): Promise<void> {
    if (this.#options.resolver === "systemd-resolved") await rm(this.#path(RESOLVED_DROP_IN), { force: true });
    else {
      const path = this.#path(RESOLV_CONF);
      const backupPath = this.#path(RESOLV_CONF_BACKUP);
      const text = await readText(backupPath);
      const saved = text === null ? { kind: "none" as const } : backupSchema.parse(JSON.parse(text));
      await rm(path, { force: true });
      if (saved.kind === "file") await writePublicFile(path, saved.content);
      if (saved.kind === "link") await symlink(saved.target, path);
      await rm(backupPath, { force: true });
      await removeEmptyFolder(dirname(backupPath));
    }
    await this.#options.onResolverChange?.();
  }
}

async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Removes a folder the backup needed, when nothing else is in it. On a machine it is also the
 * service's data folder (/var/lib/protect-desktop), which still holds its state and stays.
 */
async function removeEmptyFolder(path: string): Promise<void> {
  try {
    await rmdir(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST" && code !== "ENOENT") throw error;
  }
}

/** Atomic write of a file every user may read (browsers run as the user); folders 0755. */
async function writePublicFile(path: string, content: string, mode = 0o644): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o755 });
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", mode);
  try {
    await handle.writeFile(content, "utf8");
    await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}

function withoutKeys(text: string | null, keys: readonly string[]): string {
  let document: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      document = value as Record<string, unknown>;
  } catch {
    // An unreadable policy file that mentions our policies is replaced by an empty policy object.
  }
  for (const key of keys) delete document[key];
  return `${JSON.stringify(document, null, 2)}\n`;
}
