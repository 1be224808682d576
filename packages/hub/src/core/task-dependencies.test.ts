import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestHub, type TestHub } from "../../test/hub-fixture.ts";
import { createHttpClient } from "../client/http-client.ts";
import { HubError } from "./api.ts";

let t: TestHub;
beforeEach(async () => {
  t = await startTestHub({ hub: { watch: false }, listen: true });
});
afterEach(() => t.close());

async function refusal(promise: Promise<unknown>): Promise<HubError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HubError);
  return error as HubError;
}

describe("task dependencies", () => {
  it("stores priority, labels and blockedBy in the task's file and reads them back", async () => {
    const first = await t.hub.createTask({ title: "Schema" });
    const second = await t.hub.createTask({
      title: "API",
      priority: "high",
      labels: ["backend", "api", "backend"],
      blockedBy: [first.id],
    });
    expect(second).toMatchObject({ priority: "high", labels: ["backend", "api"], blockedBy: [first.id] });
    const file = await readFile(join(t.projectDir, ".hub", "tasks", `${second.id}.md`), "utf8");
    expect(file).toContain("priority: high");
    expect(file).toContain(`- ${first.id}`);
    expect(await t.hub.getTask(second.id)).toEqual(second);
  });

  it("refuses a dependency on an unknown task, naming it", async () => {
    const error = await refusal(t.hub.createTask({ title: "Orphan", blockedBy: ["TSK-0999"] }));
    expect(error.code).toBe("invalid_input");
    expect(error.message).toContain("TSK-0999");
    expect(await t.hub.listTasks()).toEqual([]);
  });

  it("refuses a cycle with 400 and names it, and writes nothing", async () => {
    const a = await t.hub.createTask({ title: "A" });
    const b = await t.hub.createTask({ title: "B", blockedBy: [a.id] });
    const c = await t.hub.createTask({ title: "C", blockedBy: [b.id] });
    const error = await refusal(t.hub.updateTask(a.id, { blockedBy: [c.id] }));
    expect(error.code).toBe("invalid_input");
    expect(error.message).toContain(`${a.id} → ${c.id} → ${b.id} → ${a.id}`);
    expect((await t.hub.getTask(a.id)).blockedBy).toBeUndefined();
    const self = await refusal(t.hub.updateTask(b.id, { blockedBy: [b.id] }));
    expect(self.message).toContain(`${b.id} → ${b.id}`);
  });

  it("two concurrent patches that together would close a cycle: exactly one is stored", async () => {
    const a = await t.hub.createTask({ title: "A" });
    const b = await t.hub.createTask({ title: "B" });
    const results = await Promise.allSettled([
      t.hub.updateTask(a.id, { blockedBy: [b.id] }),
      t.hub.updateTask(b.id, { blockedBy: [a.id] }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const stored = [await t.hub.getTask(a.id), await t.hub.getTask(b.id)];
    expect(stored.filter((task) => task.blockedBy?.length)).toHaveLength(1);
  });

  it("[] and null clear labels, dependencies and priority", async () => {
    const a = await t.hub.createTask({ title: "A" });
    const b = await t.hub.createTask({ title: "B", priority: "low", labels: ["x"], blockedBy: [a.id] });
    const cleared = await t.hub.updateTask(b.id, { priority: null, labels: [], blockedBy: null });
    expect(cleared.priority).toBeUndefined();
    expect(cleared.labels).toBeUndefined();
    expect(cleared.blockedBy).toBeUndefined();
  });

  it.each([
    [{ priority: "asap" }, "priority"],
    [{ labels: ["ok", "  "] }, "labels"],
    [{ blockedBy: ["nope"] }, "blockedBy"],
    [{ labels: Array.from({ length: 21 }, (_, i) => `l${i}`) }, "labels"],
  ])("refuses %j as invalid_input", async (extra, field) => {
    const error = await refusal(t.hub.createTask({ title: "T", ...(extra as object) }));
    expect(error.code).toBe("invalid_input");
    expect(error.message).toContain(field);
  });
});

describe("the ready queue", () => {
  it("holds unblocked, unclaimed todo tasks, highest priority first, then the oldest", async () => {
    const base = await t.hub.createTask({ title: "Base" });
    const low = await t.hub.createTask({ title: "Low", priority: "low" });
    const normal = await t.hub.createTask({ title: "Normal" });
    const urgent = await t.hub.createTask({ title: "Urgent", priority: "urgent", labels: ["ops"] });
    const waiting = await t.hub.createTask({ title: "Waits", priority: "urgent", blockedBy: [base.id] });
    const claimed = await t.hub.createTask({ title: "Claimed", priority: "high" });
    await t.hub.claimTask(claimed.id, "dev");
    const ids = async (filter = {}) => (await t.hub.listTasks({ ready: true, ...filter })).map((task) => task.id);

    expect(await ids()).toEqual([urgent.id, base.id, normal.id, low.id]);
    expect(await ids({ label: "ops" })).toEqual([urgent.id]);
    expect(await ids({ limit: 2 })).toEqual([urgent.id, base.id]);

    // Finishing the dependency releases the waiting task, ahead of the others by priority.
    await t.hub.updateTask(base.id, { status: "in_progress" });
    await t.hub.updateTask(base.id, { status: "done" });
    expect(await ids()).toEqual([urgent.id, waiting.id, normal.id, low.id]);
  });

  it("is served the same over REST and the HTTP client, and claiming from it stays atomic", async () => {
    const task = await t.hub.createTask({ title: "Take me", priority: "high" });
    const client = createHttpClient({ url: t.url, token: t.token });
    expect((await client.listTasks({ ready: true })).map((entry) => entry.id)).toEqual([task.id]);
    const claims = await Promise.allSettled([client.claimTask(task.id, "one"), client.claimTask(task.id, "two")]);
    expect(claims.filter((claim) => claim.status === "fulfilled")).toHaveLength(1);
    expect(await client.listTasks({ ready: true })).toEqual([]);
  });
});

describe("task search", () => {
  it("finds tasks by title and body words, best first, with a readable score", async () => {
    await t.hub.createTask({ title: "Payment webhook", body: "Verify the payment signature of each webhook" });
    await t.hub.createTask({ title: "README", body: "Mention the webhook once" });
    await t.hub.createTask({ title: "Unrelated" });
    const hits = await t.hub.searchTasks("webhook");
    expect(hits.map((hit) => hit.task.title)).toEqual(["Payment webhook", "README"]);
    expect(hits[0]!.score).toBe(100);
    expect(hits[1]!.score).toBeLessThanOrEqual(100);
    const client = createHttpClient({ url: t.url, token: t.token });
    expect((await client.searchTasks("signature")).map((hit) => hit.task.title)).toEqual(["Payment webhook"]);
  });

  it("answers a blank query with 400 over REST", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/tasks/search?q=%20",
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(response.statusCode).toBe(400);
  });
});
