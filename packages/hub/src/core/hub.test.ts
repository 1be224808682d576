import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject, waitFor } from "../../test/hub-fixture.ts";
import type { AgentHubEvent } from "./api.ts";
import { readConfig, setConfigValue, writeConfig } from "./config.ts";
import { EntityStore } from "./entity-store.ts";
import { type Hub, type OpenHubOptions, openHub } from "./hub.ts";

let hub: Hub | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await hub?.close();
  await cleanup?.();
  hub = undefined;
  cleanup = undefined;
});

async function open(
  options: OpenHubOptions = {},
): Promise<{ hub: Hub; projectDir: string; events: AgentHubEvent[]; warnings: string[] }> {
  const project = await makeProject();
  cleanup = project.cleanup;
  const warnings: string[] = [];
  hub = await openHub(project.projectDir, { logger: { info() {}, warn: (line) => warnings.push(line) }, ...options });
  const events: AgentHubEvent[] = [];
  hub.subscribe((event) => events.push(event));
  return { hub, projectDir: project.projectDir, events, warnings };
}

describe("asks", () => {
  it("emits an ask event on create, escalate and answer, routed to the configured architect", async () => {
    const { hub, projectDir, events } = await open();
    await writeConfig(
      projectDir,
      setConfigValue(await readConfig(projectDir), "roles.architect.preferredAgent", "alice"),
    );
    const ask = await hub.createAsk({ question: "Which port?", from: "dev", to: "ceo", taskId: "TSK-0001" });
    expect(ask).toMatchObject({ to: "alice", status: "pending", taskId: "TSK-0001" });
    await hub.escalateAsk(ask.id);
    const answered = await hub.answerAsk(ask.id, { answer: "7420", by: "ceo" });
    expect(answered).toMatchObject({ status: "answered", escalatedTo: "ceo", answer: "7420", answeredBy: "ceo" });
    expect(events.map((event) => [event.type, event.action, event.status])).toEqual([
      ["ask", "created", "pending"],
      ["ask", "updated", "pending"],
      ["ask", "updated", "answered"],
    ]);
    expect(await hub.listAsks({ to: "alice", status: "answered" })).toHaveLength(1);
  });

  it("keeps asks out of memory search and scores hits 0-100, best first", async () => {
    const { hub } = await open();
    await hub.createAsk({ question: "Where is the zebra config?", from: "dev" });
    await hub.addMemory({ title: "Zebra", body: "the zebra config lives in .hub" });
    const hits = await hub.searchMemory("zebra");
    expect(hits.map((hit) => hit.note.title)).toEqual(["Zebra"]);
    expect(hits[0]).toMatchObject({ score: 100, note: { body: "the zebra config lives in .hub" } });
    await expect(hub.searchMemory("  ")).rejects.toMatchObject({ code: "invalid_input" });
    expect(await hub.searchMemory("--")).toEqual([]);
    expect(await hub.searchMemory('"unbalanced AND (')).toEqual([]);
  });
});

describe("entity files", () => {
  it("allocates unique ids when two writers create in the same folder at the same moment", async () => {
    const { projectDir } = await open();
    const hubDir = join(projectDir, ".hub");
    const writers = [new EntityStore(hubDir), new EntityStore(hubDir)];
    const created = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        writers[n % 2]!.create("message", (id) => ({
          id,
          from: "a",
          to: "b",
          text: `m${n}`,
          read: false,
          createdAt: "2026-01-01T00:00:00.000Z",
          updatedAt: "2026-01-01T00:00:00.000Z",
        })),
      ),
    );
    const ids = created.map((stored) => stored.entity.id);
    expect(new Set(ids).size).toBe(60);
    expect(await writers[0]!.listIds("message")).toHaveLength(60);
    for (const stored of created) {
      expect((await writers[0]!.read("message", stored.entity.id))!.entity.text).toBe(stored.entity.text);
    }
  });

  it("takes a hand-written file as it is and keeps unknown fields when the API rewrites it", async () => {
    const { hub, projectDir } = await open();
    const file = join(projectDir, ".hub/tasks/TSK-0042.md");
    await writeFile(file, "---\ntitle: Written by hand\nestimate: 3\n---\nSome *markdown*.\n");
    const task = await hub.getTask("TSK-0042");
    expect(task).toMatchObject({ id: "TSK-0042", title: "Written by hand", status: "todo", body: "Some *markdown*." });
    await hub.updateTask("TSK-0042", { status: "in_progress" });
    const text = await readFile(file, "utf8");
    expect(text).toContain("estimate: 3");
    expect(text).toContain("status: in_progress");
  });

  it("publishes watcher events for hand-written, hand-edited and deleted files, once each", async () => {
    const { hub, projectDir, events } = await open({ watch: true, debounceMs: 20 });
    const file = join(projectDir, ".hub/decisions/DEC-0007.md");
    await writeFile(file, "---\ntitle: Use markdown\nstatus: proposed\n---\n");
    await waitFor(() => events.length === 1, "the created event");
    await writeFile(file, "---\ntitle: Use markdown\nstatus: accepted\n---\n");
    await waitFor(() => events.length === 2, "the updated event");
    const { rm } = await import("node:fs/promises");
    await rm(file);
    await waitFor(() => events.length === 3, "the deleted event");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.map((event) => [event.type, event.action, event.id, event.status])).toEqual([
      ["decision", "created", "DEC-0007", "proposed"],
      ["decision", "updated", "DEC-0007", "accepted"],
      ["decision", "deleted", "DEC-0007", "accepted"],
    ]);
    expect(await hub.listDecisions()).toEqual([]);
  });

  it("reports a file that does not parse once and keeps serving", async () => {
    const { hub, projectDir, events, warnings } = await open({ watch: true, debounceMs: 20 });
    const file = join(projectDir, ".hub/tasks/TSK-0005.md");
    await writeFile(file, "no front matter here");
    await waitFor(() => warnings.length === 1, "the warning");
    await writeFile(file, "no front matter here");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("TSK-0005.md");
    await hub.createTask({ title: "still works" });
    await waitFor(() => events.length === 1, "the next event");
    await expect(hub.getTask("TSK-0005")).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("task log", () => {
  it("keeps lines per task, publishes them as task-log, and removes them with the task", async () => {
    const { hub } = await open();
    const task = await hub.createTask({ title: "Build" });
    const lines: string[] = [];
    hub.subscribe(() => {}, { onTaskLog: (line) => lines.push(line.text) });
    await hub.appendTaskLog(task.id, { text: "one" });
    await hub.appendTaskLog(task.id, { text: "two", level: "warn", agent: "ci" });
    expect((await hub.listTaskLog(task.id)).map((line) => line.text)).toEqual(["one", "two"]);
    expect(lines).toEqual(["one", "two"]);
    await hub.deleteTask(task.id);
    await expect(hub.listTaskLog(task.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(hub.appendTaskLog("TSK-9999", { text: "x" })).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("messages", () => {
  it("lists an agent's unread messages and marks them read", async () => {
    const { hub, events } = await open();
    const message = await hub.sendMessage({ from: "a", to: "b", text: "hello" });
    await hub.sendMessage({ from: "a", to: "c", text: "other" });
    expect((await hub.listMessages({ agent: "b", unread: true })).map((m) => m.id)).toEqual([message.id]);
    const read = await hub.markMessageRead(message.id);
    expect(read).toMatchObject({ read: true, readAt: expect.any(String) });
    expect(await hub.listMessages({ agent: "b", unread: true })).toEqual([]);
    expect(await hub.listMessages({ agent: "b" })).toHaveLength(1);
    expect((await hub.markMessageRead(message.id)).readAt).toBe(read.readAt);
    expect(events.filter((event) => event.id === message.id).map((event) => event.action)).toEqual([
      "created",
      "updated",
    ]);
  });
});
