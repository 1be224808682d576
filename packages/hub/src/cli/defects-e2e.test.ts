// Defects found by using the CLI as a new user would, each through real processes.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject, HUB_BIN, type TestProject } from "./e2e/hub-process.ts";

const T = 60_000;

describe("CLI defects (spawned processes, local mode)", () => {
  let project: TestProject;
  beforeAll(async () => {
    project = await createProject("defects");
  }, T);
  afterAll(async () => {
    await project?.remove();
  });

  it(
    "exits 2 on every usage error, subcommands included",
    async () => {
      for (const args of [["task"], ["task", "create"], ["ask"], ["config"], ["serve", "--port", "abc"], ["bogus"]]) {
        expect((await project.run(args)).code, args.join(" ")).toBe(2);
      }
      expect((await project.run(["task", "--help"])).code).toBe(0);
    },
    T,
  );

  it(
    "prints control characters of a hand-written title escaped, never raw",
    async () => {
      await writeFile(join(project.dir, ".hub/tasks/TSK-0042.md"), '---\ntitle: "Red \\e[31malert\\a"\n---\n');
      const listed = await project.run(["task", "list"]);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain("Red \\u001b[31malert\\u0007");
      expect(listed.stdout).not.toContain("\u001b");
      const json = await project.run(["task", "show", "TSK-0042", "--json"]);
      expect(JSON.parse(json.stdout).data.title).toBe("Red \u001b[31malert\u0007");
    },
    T,
  );

  it(
    "takes `--title none` as the title none, while `--role none` clears the role",
    async () => {
      const id = (await project.run(["task", "create", "Named", "--role", "dev"])).stdout.trim();
      const updated = await project.run(["task", "update", id, "--title", "none", "--role", "none", "--json"]);
      expect(updated.code).toBe(0);
      const task = JSON.parse(updated.stdout).data;
      expect(task.title).toBe("none");
      expect(task.role).toBeUndefined();
    },
    T,
  );

  it(
    "keeps one claim rule: update --claimed-by cannot take a claim that claim refuses, without --force",
    async () => {
      const id = (await project.run(["task", "create", "Contested"])).stdout.trim();
      expect((await project.run(["task", "claim", id, "--agent", "al"])).code).toBe(0);
      const refusedClaim = await project.run(["task", "claim", id, "--agent", "bo"]);
      expect(refusedClaim.code).toBe(6);
      const refusedUpdate = await project.run(["task", "update", id, "--claimed-by", "bo"]);
      expect(refusedUpdate.code).toBe(6);
      expect(refusedUpdate.stderr).toContain('already claimed by "al"');
      expect((await project.run(["task", "update", id, "--claimed-by", "none"])).code).toBe(6);
      const forced = await project.run(["task", "update", id, "--claimed-by", "bo", "--force", "--json"]);
      expect(forced.code).toBe(0);
      expect(JSON.parse(forced.stdout).data.claimedBy).toBe("bo");
      expect((await project.run(["task", "claim", id, "--agent", "al", "--force"])).code).toBe(0);
    },
    T,
  );

  it(
    'says local mode in --json output too: every JSON document is { mode: "local", data }',
    async () => {
      const created = await project.run(["task", "create", "Local one", "--json"]);
      expect(created.stderr).toContain("(local mode)");
      const envelope = JSON.parse(created.stdout);
      expect(envelope).toMatchObject({ mode: "local", data: { title: "Local one", status: "todo" } });
      const listed = JSON.parse((await project.run(["task", "list", "--json"])).stdout);
      expect(listed.mode).toBe("local");
      expect(listed.data.map((task: { id: string }) => task.id)).toContain(envelope.data.id);
    },
    T,
  );
});

describe("a server whose .hub/tasks is not writable (read-only mount in a mount namespace)", () => {
  let project: TestProject;
  let server: ReturnType<typeof spawn> | undefined;
  let url = "";

  beforeAll(async () => {
    project = await createProject("read-only");
    const tasks = join(project.dir, ".hub", "tasks");
    server = spawn(
      "unshare",
      [
        "-m",
        "sh",
        "-c",
        `mount --bind "${tasks}" "${tasks}" && mount -o remount,bind,ro "${tasks}" && exec "${process.execPath}" "${HUB_BIN}" serve --host 127.0.0.1 --port 0 --no-advertise`,
      ],
      { cwd: project.dir, stdio: ["ignore", "pipe", "pipe"] },
    );
    url = await new Promise<string>((resolve, reject) => {
      let out = "";
      server!.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split("\n").find((candidate) => candidate.startsWith("http"));
        if (line) resolve(line.trim());
      });
      server!.once("close", (code) => reject(new Error(`hub serve exited with ${code}`)));
    });
  }, T);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server!.once("close", resolve));
    }
    await project?.remove();
  });

  it(
    "answers creates with 503 storage_unavailable, and the CLI exits 8 saying so, not 3 'unreachable'",
    async () => {
      const token = (await project.run(["token"])).stdout.trim();
      const response = await fetch(`${url}/tasks`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ title: "Cannot be stored" }),
      });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: string; message: string };
      expect(body).toMatchObject({ error: "storage_unavailable" });
      expect(body.message).toContain("not writable");
      expect(body.message).not.toContain(project.dir);
      const cli = await project.run(["task", "create", "Also not stored"]);
      expect(cli.code).toBe(8);
      expect(cli.stderr).toContain("not writable");
    },
    T,
  );
});
