// The Tauri 2 shell's files, checked here because the Rust side is compiled only by the Windows CI
// job: the capability file with capcheck (@hq/capabilities' CLI, a real process), the commands the
// Rust shell registers against the permissions granted, and the window script's build.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const PACKAGE = new URL("../../", import.meta.url).pathname;
const CAPCHECK = new URL("../../../../node_modules/.bin/capcheck", import.meta.url).pathname;
const CAPABILITIES = join(PACKAGE, "src-tauri/capabilities");
const conf = JSON.parse(readFileSync(join(PACKAGE, "src-tauri/tauri.conf.json"), "utf8")) as {
  build: { frontendDist: string };
  app: { windows: { label: string }[] };
  bundle: { windows: { nsis: { installerHooks: string } }; resources: Record<string, string> };
};
const windows = conf.app.windows.map((w) => w.label);

async function capcheck(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    return { code: 0, stdout: (await run(CAPCHECK, args)).stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe("Tauri app shell", () => {
  it("the capability files are valid for the app's windows, strictly and without warnings", async () => {
    const result = await capcheck("validate", CAPABILITIES, "--strict", "--json", "--windows", windows.join(","));
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      files: { path: string; valid: boolean; errors: unknown[]; warnings: unknown[] }[];
    };
    expect(report.files.map((f) => ({ valid: f.valid, errors: f.errors, warnings: f.warnings }))).toEqual([
      { valid: true, errors: [], warnings: [] },
    ]);
  });

  it("the main window is granted exactly the commands its script invokes", async () => {
    const script = readFileSync(join(PACKAGE, "app/src/main.ts"), "utf8");
    // The script reaches the core only through `call`, whose one `invoke` takes the command given.
    expect([...script.matchAll(/__TAURI__\.([\w.]+)/g)].map((m) => m[1])).toEqual(["core.invoke"]);
    const calls = [...script.matchAll(/\bcall\(/g)].length;
    const invoked = [...script.matchAll(/\bcall\("(\w+)"/g)].map((m) => m[1]!);
    expect(invoked).toHaveLength(calls - 1); // every call names its command; minus the definition
    const expected = [...new Set(invoked)].sort();
    expect(expected).toEqual(["agent_cancel_release", "agent_pair", "agent_release", "agent_status"]);
    for (const platform of ["windows", "linux"]) {
      const result = await capcheck("resolve", CAPABILITIES, "--window", "main", "--platform", platform);
      expect(result.stdout.trim().split("\n")).toEqual(expected);
    }
  });

  it("remote pages, other windows and other platforms get no command", async () => {
    const remote = await capcheck(
      "explain",
      "agent_pair",
      CAPABILITIES,
      "--window",
      "main",
      "--url",
      "https://evil.example/",
      "--platform",
      "windows",
    );
    expect(remote.code).toBe(1);
    expect(remote.stdout).toMatch(/^denied: agent_pair/);
    const otherWindow = await capcheck("resolve", CAPABILITIES, "--window", "popup", "--platform", "windows");
    expect(otherWindow.stdout.trim()).toBe("");
    const closing = await capcheck(
      "explain",
      "core:window|close",
      CAPABILITIES,
      "--window",
      "main",
      "--platform",
      "windows",
    );
    expect(closing.code).toBe(1);
    const mac = await capcheck("resolve", CAPABILITIES, "--window", "main", "--platform", "macOS");
    expect(mac.stdout.trim()).toBe("");
  });

  it("the Rust shell registers exactly the app commands the capability grants, and build.rs declares them", () => {
    const main = readFileSync(join(PACKAGE, "src-tauri/src/main.rs"), "utf8");
    const build = readFileSync(join(PACKAGE, "src-tauri/build.rs"), "utf8");
    const capability = JSON.parse(readFileSync(join(CAPABILITIES, "main.json"), "utf8")) as { permissions: string[] };
    const granted = capability.permissions
      .filter((p) => p.startsWith("allow-agent-"))
      .map((p) => p.slice("allow-".length).replaceAll("-", "_"))
      .sort();
    const handler = /generate_handler!\[([^\]]*)\]/
      .exec(main)?.[1]
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .sort();
    const commands = [...main.matchAll(/#\[tauri::command\]\s*fn (\w+)/g)].map((m) => m[1]).sort();
    const declared = [...(/commands\(&\[([^\]]*)\]/.exec(build)?.[1] ?? "").matchAll(/"(\w+)"/g)]
      .map((m) => m[1])
      .sort();
    expect(handler).toEqual(granted);
    expect(commands).toEqual(granted);
    expect(declared).toEqual(granted);
  });

  it("the bundle configuration points at files that exist or that the Windows job builds", () => {
    expect(existsSync(join(PACKAGE, "src-tauri", conf.bundle.windows.nsis.installerHooks))).toBe(true);
    expect(conf.build.frontendDist).toBe("../app/dist");
    expect(Object.values(conf.bundle.resources).sort()).toEqual(["protect-desktop-agent.exe", "protect-guard.exe"]);
  });

  it("builds the window's files: the page and the compiled script it loads", async () => {
    const out = mkdtempSync(join(tmpdir(), "protect-desktop-app-"));
    try {
      await run(process.execPath, [join(PACKAGE, "scripts/build-app.ts"), out]);
      const html = readFileSync(join(out, "index.html"), "utf8");
      const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
      expect(script).toBe("app/src/main.js");
      expect(readFileSync(join(out, script!), "utf8")).toContain('from "../../src/app/view-model.js";');
      expect(existsSync(join(out, "style.css"))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
