import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub, waitFor } from "../../test/hub-fixture.ts";
import { type AgentHubEvent, HubError } from "../core/api.ts";
import { waitForAsk } from "../core/wait-for-ask.ts";
import { createHttpClient } from "./http-client.ts";

describe("HTTP client against a real hub server on loopback", () => {
  let server: TestHub;

  beforeAll(async () => {
    server = await startTestHub({ listen: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const client = () => createHttpClient({ url: server.url, token: server.token });

  it("round-trips records and turns error bodies into HubErrors with the server's code", async () => {
    const task = await client().createTask({ title: "Round trip", role: "developer" });
    expect(await client().getTask(task.id)).toEqual(task);
    await expect(client().getTask("TSK-9999")).rejects.toMatchObject({ code: "not_found" });
    await expect(client().createTask({ title: "" })).rejects.toMatchObject({ code: "invalid_input" });
    const stranger = createHttpClient({ url: server.url, token: "wrong" });
    await expect(stranger.listTasks()).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("refuses a token that would break the request's head, as bad input, sending nothing", async () => {
    const injected = createHttpClient({ url: server.url, token: "x\r\nx-hub-project: other" });
    await expect(injected.listTasks()).rejects.toMatchObject({ code: "invalid_input", message: /line break/ });
  });

  it("reports a port where something else answers as unreachable, saying what it answered", async () => {
    // resume(): read what the client sends, so its close ends this side too (else close() would wait).
    const other = createServer((socket) => socket.resume().end("SSH-2.0-OpenSSH_9.2\r\n\r\n"));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const { port } = other.address() as { port: number };
    try {
      const error = await createHttpClient({ url: `http://127.0.0.1:${port}`, token: "x" })
        .listTasks()
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: "unreachable", message: /does not answer as a hub: .*not HTTP/ });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it("reports a dead address as unreachable", async () => {
    const nowhere = createHttpClient({ url: "http://127.0.0.1:9", token: "x" });
    const error = await nowhere.listTasks().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HubError);
    expect(error).toMatchObject({ code: "unreachable" });
  });

  it("delivers events missed while the stream was dropped, each once, by reconnecting with Last-Event-ID", async () => {
    const seen: AgentHubEvent[] = [];
    let opens = 0;
    const subscription = client().subscribe((event) => seen.push(event), { onOpen: () => opens++ });
    await waitFor(() => opens === 1, "the stream to open");
    const before = await server.hub.createTask({ title: "Before the drop" });
    await waitFor(() => seen.some((event) => event.id === before.id), "the first event");

    server.app.server.closeAllConnections();
    const missed = [
      await server.hub.createTask({ title: "Missed one" }),
      await server.hub.createTask({ title: "Missed two" }),
    ];
    await waitFor(() => opens === 2, "the reconnect");
    await waitFor(() => missed.every((task) => seen.some((event) => event.id === task.id)), "the replay");
    subscription.close();
    for (const task of [before, ...missed]) {
      expect(seen.filter((event) => event.id === task.id)).toHaveLength(1);
    }
  }, 20_000);

  it("ends a subscription whose token is refused with an unauthorized error", async () => {
    const error = await new Promise<HubError>((resolve) => {
      createHttpClient({ url: server.url, token: "wrong" }).subscribe(() => {}, { onError: resolve });
    });
    expect(error.code).toBe("unauthorized");
  });

  it("waitForAsk resolves once another client answers, and times out otherwise", async () => {
    const ask = await client().createAsk({ question: "Merge now?", from: "dev" });
    const waiting = waitForAsk(client(), ask.id, { timeoutMs: 10_000 });
    await client().answerAsk(ask.id, { answer: "Yes", by: "arch" });
    await expect(waiting).resolves.toMatchObject({ id: ask.id, status: "answered", answer: "Yes" });

    const unanswered = await client().createAsk({ question: "Anyone?", from: "dev" });
    await expect(waitForAsk(client(), unanswered.id, { timeoutMs: 300 })).rejects.toMatchObject({ code: "timeout" });
  });
});
