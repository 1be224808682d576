import { spawn } from "node:child_process";
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeProject } from "../../test/hub-fixture.ts";
import { HubError } from "./api.ts";
import { withEntityLock } from "./entity-lock.ts";
import { type Hub, openHub } from "./hub.ts";

describe("entity lock", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "hub-lock-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("runs one holder at a time and removes the lock afterwards", async () => {
    const file = join(dir, "TSK-0001.md");
    const order: string[] = [];
    const hold = (name: string) =>
      withEntityLock(file, async () => {
        order.push(`${name}:in`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(`${name}:out`);
      });
    await Promise.all([hold("a"), hold("b")]);
    expect(
      [order.slice(0, 2), order.slice(2)].every(([enter, leave]) => enter?.split(":")[0] === leave?.split(":")[0]),
    ).toBe(true);
    await expect(withEntityLock(file, async () => "again")).resolves.toBe("again");
  });

  it("breaks a lock left by a crashed writer once it is stale", async () => {
    const file = join(dir, "TSK-0002.md");
    await writeFile(`${file}.lock`, "");
    const past = new Date(Date.now() - 60_000);
    await utimes(`${file}.lock`, past, past);
    await expect(withEntityLock(file, async () => "taken", { staleMs: 10_000 })).resolves.toBe("taken");
  });

  it("gives up with a conflict while another process holds a fresh lock", async () => {
    const file = join(dir, "TSK-0003.md");
    await writeFile(`${file}.lock`, "");
    const attempt = withEntityLock(file, async () => "never", { timeoutMs: 50 });
    await expect(attempt).rejects.toBeInstanceOf(HubError);
    await expect(attempt).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("claims from two processes", () => {
  let project: Awaited<ReturnType<typeof makeProject>>;
  let hub: Hub;
  beforeEach(async () => {
    project = await makeProject();
    hub = await openHub(project.projectDir);
  });
  afterEach(async () => {
    await hub.close();
    await project.cleanup();
  });

  it("lets exactly one agent claim each task when a second process claims the same tasks at once", async () => {
    const tasks = await Promise.all(Array.from({ length: 40 }, (_, n) => hub.createTask({ title: `Race ${n}` })));
    const ids = tasks.map((task) => task.id);
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, "../../test/writer-process.ts"), project.projectDir, "claim", "bob", ids.join(",")],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    const ready = new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        if (output.includes("ready\n")) resolve();
      }),
    );
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    await ready;
    const mine = await Promise.all(
      ids.map((id) =>
        hub.claimTask(id, "alice").then(
          () => "ok",
          (error: HubError) => error.code,
        ),
      ),
    );
    await exited;
    const theirs = JSON.parse(output.split("ready\n")[1]!.trim()) as Record<string, string>;

    for (const [n, id] of ids.entries()) {
      const winners = [mine[n] === "ok" ? "alice" : undefined, theirs[id] === "ok" ? "bob" : undefined].filter(Boolean);
      expect(winners, id).toHaveLength(1);
      expect(
        [mine[n], theirs[id]].filter((outcome) => outcome !== "ok"),
        id,
      ).toEqual(["conflict"]);
      expect((await hub.getTask(id)).claimedBy, id).toBe(winners[0]);
    }
  });
});
