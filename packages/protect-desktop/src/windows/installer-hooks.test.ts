// The installer hooks compiled by Debian's makensis (package nsis), inside a script shaped like
// Tauri 2's NSIS template: the hooks file included at the top level, the post-install macro in the
// install section and the pre-uninstall macro in the uninstall section. A syntax error in the
// generated hooks fails here instead of in the Windows job's `tauri build`. Warnings count as errors.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { windowsInstallerHooks } from "./windows-service.ts";

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "protect-desktop-nsis-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Compiles an installer around `hooks`; returns makensis' exit code and output. */
async function compile(name: string, hooks: string): Promise<{ code: number; output: string; installer: string }> {
  const hooksFile = join(dir, `${name}.nsh`);
  const script = join(dir, `${name}.nsi`);
  const installer = join(dir, `${name}-setup.exe`);
  await writeFile(hooksFile, hooks);
  await writeFile(
    script,
    [
      "Unicode true",
      `!include "${hooksFile}"`,
      'Name "Protect Desktop"',
      `OutFile "${installer}"`,
      'InstallDir "$PROGRAMFILES64\\Protect Desktop"',
      "RequestExecutionLevel admin",
      "Section Install",
      '  SetOutPath "$INSTDIR"',
      '  WriteUninstaller "$INSTDIR\\uninstall.exe"',
      "  !insertmacro NSIS_HOOK_POSTINSTALL",
      "SectionEnd",
      "Section Uninstall",
      "  !insertmacro NSIS_HOOK_PREUNINSTALL",
      '  Delete "$INSTDIR\\uninstall.exe"',
      "SectionEnd",
      "",
    ].join("\r\n"),
  );
  try {
    const { stdout, stderr } = await run("makensis", ["-WX", "-V2", script]);
    return { code: 0, output: stdout + stderr, installer };
  } catch (error) {
    const failed = error as { code: number | string; stdout?: string; stderr?: string };
    if (failed.code === "ENOENT") throw new Error("makensis is missing: install Debian's nsis (.ci/run does)");
    return { code: Number(failed.code), output: `${failed.stdout ?? ""}${failed.stderr ?? ""}`, installer };
  }
}

describe("NSIS installer hooks", () => {
  it("the generated hooks compile into an installer with makensis, without warnings", async () => {
    const result = await compile("generated", windowsInstallerHooks());
    expect(result.output).toBe("");
    expect(result.code).toBe(0);
    expect(existsSync(result.installer)).toBe(true);
  });

  it("a broken hooks file fails the compilation, naming the macro and its line", async () => {
    const broken = windowsInstallerHooks().replace('StrCmp $0 "0" +3 0', 'StrCmp $0 "0 +3 0');
    const result = await compile("broken", broken);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("unterminated string parsing line at macro:NSIS_HOOK_PREUNINSTALL:4");
    expect(existsSync(result.installer)).toBe(false);
  });
});
