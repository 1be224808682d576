// Threads, acknowledgements and role broadcasts over REST and the SSE stream (a real EventSource
// against the listening app); the hub's clock is injected, so overdue is reached by moving it.
import { EventSource } from "eventsource";
import { afterEach, describe, expect, it } from "vitest";
import { startTestHub, type TestHub, waitFor } from "../../test/hub-fixture.ts";
import type { AgentHubEvent, Message, OverdueAck } from "../core/api.ts";
import { type ManualClock, manualClock } from "../core/clock.ts";

let t: TestHub | undefined;
const sources: EventSource[] = [];
afterEach(async () => {
  for (const source of sources.splice(0)) source.close();
  await t?.close();
  t = undefined;
});

async function start(): Promise<{ hub: TestHub; clock: ManualClock }> {
  const clock = manualClock(Date.parse("2026-11-23T12:00:00.000Z"));
  t = await startTestHub({ listen: true, hub: { clock } });
  return { hub: t, clock };
}

async function api<T>(
  hub: TestHub,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(hub.url + path, {
    method,
    headers: {
      authorization: `Bearer ${hub.token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function subscribe(hub: TestHub, query: string): Promise<AgentHubEvent[]> {
  const events: AgentHubEvent[] = [];
  const source = new EventSource(`${hub.url}/events${query}`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${hub.token}` } }),
  });
  sources.push(source);
  source.addEventListener("message", (message) => events.push(JSON.parse(message.data) as AgentHubEvent));
  await new Promise<void>((resolve) => source.addEventListener("open", () => resolve(), { once: true }));
  return events;
}

describe("message threads over REST", () => {
  it("a reply joins the root's thread; GET /messages/:id/thread returns it from any member", async () => {
    const { hub } = await start();
    const root = await api<Message>(hub, "POST", "/messages", { from: "ana", to: "bo", text: "Port?" });
    const reply = await api<Message>(hub, "POST", "/messages", {
      from: "bo",
      to: "ana",
      text: "7420",
      replyTo: root.json.id,
    });
    expect(reply).toMatchObject({ status: 201, json: { replyTo: root.json.id, threadId: root.json.id } });
    const thread = await api<Message[]>(hub, "GET", `/messages/${reply.json.id}/thread`);
    expect(thread.json.map((message) => message.id)).toEqual([root.json.id, reply.json.id]);
    const missing = await api(hub, "POST", "/messages", { from: "bo", to: "ana", text: "x", replyTo: "MSG-0042" });
    expect(missing).toMatchObject({ status: 400, json: { error: "invalid_input" } });
  });
});

describe("acknowledgements over REST and SSE", () => {
  it("a role broadcast with ackRequired: each recipient acks; overdue lists who has not; events reach the role's stream", async () => {
    const { hub, clock } = await start();
    await api(hub, "POST", "/announce", { agent: "rita", role: "reviewer" });
    await api(hub, "POST", "/announce", { agent: "rob", role: "reviewer" });
    const reviewers = await subscribe(hub, "?role=reviewer");
    const developers = await subscribe(hub, "?role=developer");
    const sent = await api<Message>(hub, "POST", "/messages", {
      from: "lead",
      to: "role:reviewer",
      text: "Freeze at 5",
      ackRequired: true,
      ackDue: "15m",
    });
    expect(sent).toMatchObject({ status: 201, json: { recipients: ["rita", "rob"], ackRequired: true } });
    const id = sent.json.id;
    await waitFor(() => reviewers.some((event) => event.id === id), "the broadcast on the reviewer stream");
    expect(reviewers.find((event) => event.id === id)).toMatchObject({
      type: "message",
      action: "created",
      to: "role:reviewer",
      role: "reviewer",
    });

    const inbox = await api<Message[]>(hub, "GET", "/messages?agent=rob&unread=true");
    expect(inbox.json.map((message) => message.id)).toEqual([id]);
    expect(await api(hub, "POST", `/messages/${id}/ack`, { agent: "lead" })).toMatchObject({
      status: 403,
      json: { error: "forbidden" },
    });
    const acked = await api<Message>(hub, "POST", `/messages/${id}/ack`, { agent: "rob" });
    expect(acked).toMatchObject({ status: 200, json: { read: true, acks: { rob: expect.any(String) } } });
    expect((await api(hub, "POST", `/messages/${id}/ack`, { agent: "rob" })).json).toEqual(acked.json);

    expect((await api<OverdueAck[]>(hub, "GET", "/messages/overdue")).json).toEqual([]);
    clock.advance(15 * 60_000);
    const overdue = await api<OverdueAck[]>(hub, "GET", "/messages/overdue");
    expect(overdue.json.map((entry) => [entry.agent, entry.message.id])).toEqual([["rita", id]]);
    expect((await api<OverdueAck[]>(hub, "GET", "/messages/overdue?agent=rob")).json).toEqual([]);

    await api(hub, "POST", `/messages/${id}/ack`, { agent: "rita" });
    await waitFor(
      () => reviewers.filter((event) => event.id === id && event.action === "updated").length === 2,
      "both acks on the reviewer stream",
    );
    expect((await api<OverdueAck[]>(hub, "GET", "/messages/overdue")).json).toEqual([]);
    // The developer stream saw none of it (its role filter drops the reviewers' message events).
    await api(hub, "POST", "/messages", { from: "lead", to: "dev", text: "marker" });
    await waitFor(() => developers.some((event) => event.to === "dev"), "the marker on the developer stream");
    expect(developers.filter((event) => event.id === id)).toEqual([]);
  });

  it("answers 409 conflict for a role nobody holds and 400 for a read of a role message without an agent", async () => {
    const { hub } = await start();
    expect(await api(hub, "POST", "/messages", { from: "a", to: "role:qa", text: "x" })).toMatchObject({
      status: 409,
      json: { error: "conflict" },
    });
    await api(hub, "POST", "/announce", { agent: "qa1", role: "qa" });
    const sent = await api<Message>(hub, "POST", "/messages", { from: "a", to: "role:qa", text: "x" });
    expect(await api(hub, "POST", `/messages/${sent.json.id}/read`)).toMatchObject({
      status: 400,
      json: { error: "invalid_input" },
    });
    expect(await api(hub, "POST", `/messages/${sent.json.id}/read`, { agent: "qa1" })).toMatchObject({
      status: 200,
      json: { read: true, readBy: ["qa1"] },
    });
  });
});
