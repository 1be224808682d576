// Size of the hub's MCP tools/list answer: every agent that connects reads it into its context, so
// its bytes are a cost on every session. Measured over a real MCP client and server pair (the SDK's
// in-memory transport), as the JSON-RPC result the client receives; the baseline is the same tools
// as the SDK renders them without the hub's compaction (`$schema` lines, default `execution` hints,
// empty `additionalProperties`), measured in the same run.
// Run: node bench/hub-mcp-tools.bench.ts
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createHubMcpServer } from "../packages/hub/src/mcp/create-mcp-server.ts";

const BUDGET = 12_000;
// No tool is called, so no hub is needed behind the tools.
async function listTools(compactToolList: boolean) {
  const server = createHubMcpServer({} as never, { version: "bench", compactToolList });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return tools;
}

const tools = await listTools(true);
const bytes = Buffer.byteLength(JSON.stringify({ tools }));
const uncompacted = Buffer.byteLength(JSON.stringify({ tools: await listTools(false) }));
const largest = [...tools]
  .map((tool) => ({ name: tool.name, bytes: Buffer.byteLength(JSON.stringify(tool)) }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 3);
console.log(`tools/list: ${tools.length} tools, ${bytes} bytes (about ${Math.round(bytes / 4)} tokens)`);
console.log(`baseline, as the SDK renders it: ${uncompacted} bytes (${(bytes / uncompacted).toFixed(2)}x)`);
console.log(`largest: ${largest.map((tool) => `${tool.name} ${tool.bytes}`).join(", ")}`);
console.log(`budget < ${BUDGET} bytes: ${bytes < BUDGET ? "met" : "NOT met"}`);
