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

  it("hub_ask with wait sends progress heartbeats and ends in a timeout error that says to call again", async () => {
    const mcp = createHubMcpServer(server.hub, { version: "0.0.0-test", keepAliveMs: 50 });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await mcp.connect(serverSide);
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(clientSide);
    const beats: number[] = [];
    const result = (await client.callTool(
      { name: "hub_ask", arguments: { question: "Anyone there?", from: "dev", wait: true, timeoutSeconds: 0.4 } },
      undefined,
      { onprogress: (progress) => beats.push(progress.progress), resetTimeoutOnProgress: true },
    )) as CallToolResult;
    await client.close();
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(beats.slice(0, 2)).toEqual([1, 2]);
    expect(result.isError).toBe(true);
    expect(result.content[0]).toMatchObject({ type: "text", text: expect.stringContaining("call the tool again") });
  });
});
