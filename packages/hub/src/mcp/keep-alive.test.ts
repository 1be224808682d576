import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub } from "../../test/hub-fixture.ts";
import { createHubMcpServer } from "./create-mcp-server.ts";

describe("long MCP waits", () => {
  let server: TestHub;
  beforeAll(async () => {
    server = await startTestHub();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("hub_ask with wait sends progress heartbeats and ends within its bound with the ask still pending", async () => {
    const mcp = createHubMcpServer(server.hub, { version: "0.0.0-test", keepAliveMs: 50 });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await mcp.connect(serverSide);
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(clientSide);
    const beats: number[] = [];
    const result = (await client.callTool(
      { name: "hub_ask", arguments: { question: "Anyone there?", from: "dev", wait: true, waitSeconds: 0.4 } },
      undefined,
      { onprogress: (progress) => beats.push(progress.progress), resetTimeoutOnProgress: true },
    )) as CallToolResult;
    await client.close();
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(beats.slice(0, 2)).toEqual([1, 2]);
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toMatchObject({ id: expect.stringMatching(/^ASK-/), status: "pending" });
  });

  it("hub_ask_get waits on an existing ask by id, so a retry never creates a second ask", async () => {
    const mcp = createHubMcpServer(server.hub, { version: "0.0.0-test" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await mcp.connect(serverSide);
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(clientSide);
    const call = async (name: string, args: Record<string, unknown>) =>
      ((await client.callTool({ name, arguments: args })) as CallToolResult).structuredContent as Record<
        string,
        unknown
      >;
    const first = await call("hub_ask", { question: "Retry-safe?", from: "dev", wait: true, waitSeconds: 0.05 });
    expect(first).toMatchObject({ status: "pending" });
    const id = first.id as string;
    const waiting = call("hub_ask_get", { id, waitSeconds: 20 });
    await server.hub.answerAsk(id, { answer: "Yes", by: "arch" });
    expect(await waiting).toMatchObject({ id, status: "answered", answer: "Yes" });
    expect(await call("hub_ask_get", { id })).toMatchObject({ id, status: "answered" });
    const asks = await server.hub.listAsks();
    expect(asks.filter((ask) => ask.question === "Retry-safe?")).toHaveLength(1);
    await client.close();
  });
});
