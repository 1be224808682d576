// The issue's exactly-once test: 1,000 mixed operations through both paths (REST, hand-written and
// hand-edited files, deletes, and a second process writing files) must each yield one event.
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub, waitFor } from "../../test/hub-fixture.ts";
import type { AgentHubEvent } from "./api.ts";

const run = promisify(execFile);
let t: TestHub;
let source: EventSource;
const events: AgentHubEvent[] = [];

beforeAll(async () => {
  t = await startTestHub({ listen: true });
  source = new EventSource(`${t.url}/events`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${t.token}` } }),
  });
  source.addEventListener("message", (message) => events.push(JSON.parse(message.data) as AgentHubEvent));
  await new Promise((resolve) => source.addEventListener("open", resolve, { once: true }));
});
afterAll(async () => {
  source.close();
  await t.close();
});

async function rest(method: string, path: string, body?: unknown): Promise<Record<string, string>> {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${t.token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, string>);
}

function handWrittenTask(id: string, title: string, updatedAt?: string): string {
  return `---\nid: ${id}\ntitle: ${title}\nstatus: todo\n${updatedAt ? `createdAt: 2026-01-01T00:00:00.000Z\nupdatedAt: ${updatedAt}\n` : ""}---\n\nWritten by hand.\n`;
}

describe("exactly-once events", () => {
  it("emits exactly one event per signature for 1,000 mixed operations from two processes", async () => {
    let operations = 0;
    // 1. A second process creates 150 decisions through its own Hub, while this one works.
    const child = run(process.execPath, [
      join(import.meta.dirname, "../../test/writer-process.ts"),
      t.projectDir,
      "decisions",
      "150",
    ]);
    operations += 150;
    // 2. 400 REST creates: tasks, memory notes, messages.
    const created = await Promise.all(
      Array.from({ length: 400 }, (_, n) => {
        if (n % 4 === 0) return rest("POST", "/memory", { title: `Note ${n}`, body: "text" });
        if (n % 4 === 1) return rest("POST", "/messages", { from: "a", to: "b", text: `Message ${n}` });
        return rest("POST", "/tasks", { title: `Task ${n}`, role: n % 2 ? "backend" : "frontend" });
      }),
    );
    operations += 400;
    const tasks = created.filter((entity) => entity.id?.startsWith("TSK-")).map((entity) => entity.id!);
    expect(tasks.length).toBe(200);
    // 3. 250 REST updates on 100 tasks (several updates of one task in flight at once).
    const updated = tasks.slice(0, 100);
    await Promise.all(
      Array.from({ length: 250 }, (_, n) =>
        rest("PATCH", `/tasks/${updated[n % 100]}`, { title: `Task renamed ${n}` }),
      ),
    );
    operations += 250;
    // 4. 100 hand-written new task files, in a number range REST allocation does not reach here.
    await Promise.all(
      Array.from({ length: 100 }, (_, n) => {
        const id = `TSK-${9000 + n}`;
        return writeFile(
          join(t.projectDir, ".hub/tasks", `${id}.md`),
          handWrittenTask(id, `Hand ${n}`, n % 2 ? `2026-02-01T00:00:00.${String(n).padStart(3, "0")}Z` : undefined),
        );
      }),
    );
    operations += 100;
    // 5. 50 hand edits of REST-made tasks: half set a new updatedAt, half keep the old stamp.
    const edited = tasks.slice(100, 150);
    await waitFor(() => events.length >= 650, "the REST events before hand edits");
    await Promise.all(
      edited.map(async (id, n) => {
        const task = await t.hub.getTask(id);
        const stamp = n % 2 ? new Date(Date.parse(task.updatedAt) + 1000).toISOString() : task.updatedAt;
        const text = `---\nid: ${id}\ntitle: Edited ${n}\nstatus: todo\ncreatedAt: ${task.createdAt}\nupdatedAt: ${stamp}\n---\n\nEdited by hand.\n`;
        await writeFile(join(t.projectDir, ".hub/tasks", `${id}.md`), text);
      }),
    );
    operations += 50;
    // 6. 50 REST deletes.
    await Promise.all(tasks.slice(150, 200).map((id) => rest("DELETE", `/tasks/${id}`)));
    operations += 50;
    expect((await child).stdout).toBe("done\n");

    expect(operations).toBe(1_000);
    await waitFor(() => events.length >= 1_000, `1,000 events (have ${events.length})`, 30_000);
    // Anything late would be a duplicate. Hand-written markers, one per folder written above: once
    // the watcher has published them, it has looked at every earlier write of those folders too.
    const markers = ["tasks/TSK-9990.md", "decisions/DEC-9990.md", "memory/MEM-9990.md", "messages/MSG-9990.md"];
    for (const marker of markers)
      await writeFile(join(t.projectDir, ".hub", marker), "---\ntitle: Marker\nfrom: m\nto: m\n---\n");
    await waitFor(() => events.filter((event) => event.id.endsWith("-9990")).length === markers.length, "the markers");
    await t.hub.settle();
    events.splice(0, events.length, ...events.filter((event) => !event.id.endsWith("-9990")));

    const perSignature = new Map<string, number>();
    for (const event of events) {
      const signature = `${event.type}:${event.id}:${event.stamp}`;
      perSignature.set(signature, (perSignature.get(signature) ?? 0) + 1);
    }
    const repeated = [...perSignature].filter(([, count]) => count !== 1);
    expect(repeated).toEqual([]);
    expect(perSignature.size).toBe(1_000);
    const count = (type: string, action: string) => events.filter((e) => e.type === type && e.action === action).length;
    expect(count("decision", "created")).toBe(150);
    expect(count("task", "created")).toBe(300);
    expect(count("task", "updated")).toBe(300);
    expect(count("task", "deleted")).toBe(50);
  }, 120_000);
});
