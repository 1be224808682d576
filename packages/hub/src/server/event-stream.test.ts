import { request } from "node:http";
import type { Socket } from "node:net";
import { EventSource } from "eventsource";
import { afterEach, describe, expect, it } from "vitest";
import { startTestHub, type TestHub, waitFor } from "../../test/hub-fixture.ts";
import type { AgentHubEvent, TaskLogLine } from "../core/api.ts";

let t: TestHub | undefined;
const sources: EventSource[] = [];
afterEach(async () => {
  for (const source of sources.splice(0)) source.close();
  await t?.close();
  t = undefined;
});

interface Received {
  events: (AgentHubEvent & { sseId: string })[];
  logs: TaskLogLine[];
  source: EventSource;
}

async function subscribe(hub: TestHub, query = ""): Promise<Received> {
  const received: Received = { events: [], logs: [], source: undefined as unknown as EventSource };
  const source = new EventSource(`${hub.url}/events${query}`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${hub.token}` } }),
  });
  received.source = source;
  sources.push(source);
  source.addEventListener("message", (message) => {
    received.events.push({ ...(JSON.parse(message.data) as AgentHubEvent), sseId: message.lastEventId });
  });
  source.addEventListener("task-log", (message) => received.logs.push(JSON.parse(message.data) as TaskLogLine));
  await new Promise<void>((resolve, reject) => {
    source.addEventListener("open", () => resolve(), { once: true });
    source.addEventListener("error", (error) => reject(new Error(`SSE failed: ${error.message}`)), { once: true });
  });
  return received;
}

describe("GET /events", () => {
  it("delivers one unnamed event per mutation, with an id, to every subscriber", async () => {
    t = await startTestHub({ listen: true });
    const first = await subscribe(t);
    const second = await subscribe(t);
    const task = await t.hub.createTask({ title: "Ship it", role: "backend", reviewer: "rita" });
    await t.hub.updateTask(task.id, { status: "in_progress", claimedBy: "al" });
    await waitFor(() => first.events.length >= 2 && second.events.length >= 2, "two events on both streams");
    expect(first.events.map(({ sseId: _id, ...event }) => event)).toEqual([
      {
        type: "task",
        action: "created",
        id: task.id,
        title: "Ship it",
        status: "todo",
        role: "backend",
        reviewer: "rita",
        stamp: task.createdAt,
      },
      expect.objectContaining({ type: "task", action: "updated", id: task.id, status: "in_progress", claimedBy: "al" }),
    ]);
    expect(Number(first.events[1]!.sseId)).toBeGreaterThan(Number(first.events[0]!.sseId));
  });

  it("filters by role on the server: other roles' events are not sent, role-less ones are", async () => {
    t = await startTestHub({ listen: true });
    const backend = await subscribe(t, "?role=backend");
    const all = await subscribe(t);
    await t.hub.createTask({ title: "API", role: "backend" });
    await t.hub.createTask({ title: "CSS", role: "frontend" });
    await t.hub.addMemory({ title: "Shared note" });
    await waitFor(() => all.events.length >= 3, "three events on the unfiltered stream");
    await waitFor(() => backend.events.length >= 2, "two events on the backend stream");
    expect(backend.events.map((event) => event.title)).toEqual(["API", "Shared note"]);
  });

  it("sends task-log lines as the named event task-log, which message handlers do not see", async () => {
    t = await startTestHub({ listen: true });
    const task = await t.hub.createTask({ title: "Build" });
    const received = await subscribe(t);
    await t.hub.appendTaskLog(task.id, { text: "compiling", agent: "ci", level: "info" });
    await waitFor(() => received.logs.length === 1, "a task-log event");
    expect(received.logs[0]).toMatchObject({ taskId: task.id, text: "compiling", agent: "ci", level: "info" });
    expect(received.events).toEqual([]);
  });

  it("replays what a client missed while its connection was down, via Last-Event-ID", async () => {
    t = await startTestHub({ listen: true });
    const sockets = new Set<Socket>();
    t.app.server.on("connection", (socket: Socket) => sockets.add(socket));
    const received = await subscribe(t);
    await t.hub.createTask({ title: "before" });
    await waitFor(() => received.events.length === 1, "the first event");
    let reconnected = false;
    received.source.addEventListener(
      "error",
      () => {
        // While the client is away, more changes happen.
        void (async () => {
          for (const title of ["during 1", "during 2", "during 3"]) await t!.hub.createTask({ title });
          reconnected = true;
        })();
      },
      { once: true },
    );
    for (const socket of sockets) socket.destroy();
    await waitFor(() => reconnected && received.events.length >= 4, "the replayed events", 15_000);
    await t.hub.createTask({ title: "after" });
    await waitFor(() => received.events.length >= 5, "the live event after the reconnect");
    expect(received.events.map((event) => event.title)).toEqual([
      "before",
      "during 1",
      "during 2",
      "during 3",
      "after",
    ]);
    const ids = received.events.map((event) => Number(event.sseId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sends a keepalive comment on each beat of its timer, at the configured interval", async () => {
    // The timer is driven by hand: two beats, then an event. The stream is read up to that event,
    // so a missing or malformed keepalive fails the assertion instead of timing the test out.
    const beats: { beat: () => void; intervalMs: number }[] = [];
    t = await startTestHub({
      listen: true,
      keepaliveMs: 1_234,
      keepaliveTimer: (beat, intervalMs) => {
        beats.push({ beat, intervalMs });
        return () => {};
      },
    });
    const text = await new Promise<string>((resolve, reject) => {
      let body = "";
      const req = request(`${t!.url}/events`, { headers: { authorization: `Bearer ${t!.token}` } }, (res) => {
        expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
          if (body.includes('"title":"After two beats"')) {
            req.destroy();
            resolve(body);
          }
        });
        // The stream is open once the headers are in: beat twice, then publish the marker.
        for (const { beat } of beats) {
          beat();
          beat();
        }
        t!.hub.createTask({ title: "After two beats" }).catch(reject);
      });
      req.on("error", reject);
      req.end();
    });
    expect(beats.map(({ intervalMs }) => intervalMs)).toEqual([1_234]);
    expect(text.split("\n\n").filter((frame) => frame === ": keepalive")).toHaveLength(2);
    expect(text.indexOf(": keepalive")).toBeLessThan(text.indexOf("After two beats"));
  });

  it("refuses a stream without the token with 401", async () => {
    t = await startTestHub({ listen: true });
    const response = await fetch(`${t.url}/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "unauthorized" });
  });

  it("announces joined, and left once the agent's stream closes past the grace period", async () => {
    t = await startTestHub({ listen: true, hub: { presenceGraceMs: 50, presenceSweepMs: 20 } });
    const watcher = await subscribe(t);
    await t.hub.announce("al", "backend");
    const agentStream = await subscribe(t, "?agent=al");
    expect((await t.hub.listAgents()).map((agent) => agent.agent)).toEqual(["al"]);
    agentStream.source.close();
    await waitFor(() => watcher.events.some((event) => event.action === "left"), "the left event");
    expect(
      watcher.events.filter((event) => event.type === "agent").map((event) => [event.action, event.id, event.role]),
    ).toEqual([
      ["joined", "al", "backend"],
      ["left", "al", "backend"],
    ]);
    expect(await t.hub.listAgents()).toEqual([]);
  });
});
