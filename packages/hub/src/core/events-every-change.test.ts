// Every change reaches subscribers, and each write exactly once: hand edits that flip a field back
// and forth, API writes seen again by the watcher, and task-log lines written by another process.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeProject, waitFor } from "../../test/hub-fixture.ts";
import type { AgentHubEvent, TaskLogLine } from "./api.ts";
import { type Hub, openHub } from "./hub.ts";

const opened: Hub[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const hub of opened.splice(0)) await hub.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serverHub(): Promise<{ hub: Hub; projectDir: string; events: AgentHubEvent[]; logs: TaskLogLine[] }> {
  const project = await makeProject();
  cleanups.push(project.cleanup);
  const hub = await openHub(project.projectDir, { watch: true, debounceMs: 20 });
  opened.push(hub);
  const events: AgentHubEvent[] = [];
  const logs: TaskLogLine[] = [];
  hub.subscribe((event) => events.push(event), { onTaskLog: (line) => logs.push(line) });
  return { hub, projectDir: project.projectDir, events, logs };
}

const taskFile = (status: string) =>
  `---\nid: TSK-0001\ntitle: Flip\nstatus: ${status}\ncreatedAt: 2026-01-01T00:00:00.000Z\nupdatedAt: 2026-01-01T00:00:00.000Z\n---\n`;

describe("events for every change", () => {
  it("publishes each state of a field flipped by hand (todo, blocked, todo, blocked), in order", async () => {
    const { projectDir, events } = await serverHub();
    const file = join(projectDir, ".hub/tasks/TSK-0001.md");
    const statuses = ["todo", "blocked", "todo", "blocked"];
    for (const [n, status] of statuses.entries()) {
      await writeFile(file, taskFile(status));
      await waitFor(() => events.length === n + 1, `the event of edit ${n + 1} (${status})`);
    }
    expect(events.map((event) => event.status)).toEqual(statuses);
    expect(events.at(-1)).toMatchObject({ id: "TSK-0001", status: "blocked" });
  });

  it("publishes one event per API write although the watcher sees the file change too", async () => {
    const { hub, projectDir, events } = await serverHub();
    const task = await hub.createTask({ title: "Once" });
    await hub.updateTask(task.id, { status: "blocked" });
    await hub.updateTask(task.id, { status: "todo" });
    // A hand-written marker in the same folder: its event comes after the watcher saw the writes above.
    await writeFile(join(projectDir, ".hub/tasks/TSK-0099.md"), "---\ntitle: Marker\n---\n");
    await waitFor(() => events.some((event) => event.id === "TSK-0099"), "the marker event");
    expect(events.filter((event) => event.id === task.id).map((event) => [event.action, event.status])).toEqual([
      ["created", "todo"],
      ["updated", "blocked"],
      ["updated", "todo"],
    ]);
  });

  it("publishes task-log lines another process appends, and its own lines once", async () => {
    const { hub, projectDir, logs } = await serverHub();
    const task = await hub.createTask({ title: "Build" });
    await hub.appendTaskLog(task.id, { text: "from the server" });
    // A CLI in local mode: its own Hub on the same files, not watching.
    const local = await openHub(projectDir);
    opened.push(local);
    await local.appendTaskLog(task.id, { text: "from a local CLI", agent: "dev" });
    await waitFor(() => logs.some((line) => line.text === "from a local CLI"), "the local line");
    await local.appendTaskLog(task.id, { text: "marker" });
    await waitFor(() => logs.some((line) => line.text === "marker"), "the marker line");
    expect(logs.map((line) => line.text)).toEqual(["from the server", "from a local CLI", "marker"]);
  });
});
