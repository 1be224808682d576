// The installed `hub` runs a bundle of the CLI (scripts/bundle.ts: lazy chunks, built-ins taken as
// CommonJS views, commander's child_process loaded on first use). The bundle must behave exactly as
// the source: the same command lines on two copies of one project give the same output and exit
// codes, reads, writes, usage errors and help alike.
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle } from "../../scripts/bundle.ts";
import { makeProject } from "../../test/hub-fixture.ts";
import { openHub } from "../core/hub.ts";
import { type HubResult, runHub } from "./e2e/hub-process.ts";

const COMMAND_LINES = [
  ["--version"],
  ["--help"],
  ["task", "--help"],
  ["task", "create", "Write the docs", "--role", "dev", "--priority", "high"],
  ["task", "list"],
  ["task", "show", "TSK-0002", "--json"],
  ["task", "show", "TSK-9999"],
  ["task", "update", "TSK-0001", "--status", "bogus"],
  ["task", "update", "TSK-0001", "--status", "in_progress"],
  ["task", "list", "--status", "in_progress"],
  ["ready"],
  ["no-such-command"],
  ["task", "create"],
  ["message", "dev", "Ship it", "--from", "arch"],
  ["inbox", "--agent", "dev"],
  ["memory", "add", "Deploy", "--body", "restart the worker"],
  ["memory", "search", "worker"],
  ["log", "TSK-0001", "started", "--agent", "dev"],
  ["task", "show", "TSK-0001", "--log"],
  ["config", "get", "name"],
  ["reservations"],
];

/** Output with timestamps replaced: the two copies run a few milliseconds apart. */
const normalised = (result: HubResult) => ({
  code: result.code,
  stdout: result.stdout.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, "<time>"),
  stderr: result.stderr.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, "<time>"),
});

describe("the bundled CLI", () => {
  let bundleDir: string;
  let project: { projectDir: string; cleanup: () => Promise<void> };
  let copy: string;

  beforeAll(async () => {
    // Two folders below the package, as dist/bundle/ is: the bundle finds package.json and the
    // dashboard there, and its external dependencies in the repository's node_modules.
    const artifacts = join(import.meta.dirname, "../../test-artifacts");
    await mkdir(artifacts, { recursive: true });
    bundleDir = await mkdtemp(join(artifacts, "bundle-"));
    await bundle(bundleDir);
    project = await makeProject();
    const hub = await openHub(project.projectDir);
    await hub.createTask({ title: "Seeded", body: "First task" });
    await hub.close();
    copy = `${project.projectDir}-copy`;
    await cp(project.projectDir, copy, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await project?.cleanup();
    if (copy) await rm(copy, { recursive: true, force: true });
    if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
  });

  it("prints and exits as the source does, command after command", async () => {
    const run = async (cwd: string, entry?: string) => {
      const results = [];
      for (const args of COMMAND_LINES) results.push(normalised(await runHub(args, { cwd, entry })));
      return results;
    };
    // The source through the checkout's bin, the bundle's entry on a copy of the same project.
    const [fromSource, fromBundle] = await Promise.all([
      run(project.projectDir),
      run(copy, join(bundleDir, "main.js")),
    ]);
    expect(fromBundle).toEqual(fromSource);
    expect(fromSource.map((result) => result.code)).toEqual([
      0, 0, 0, 0, 0, 0, 5, 2, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  }, 60_000);
});
