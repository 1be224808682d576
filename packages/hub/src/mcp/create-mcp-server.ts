import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { HubApi } from "../core/api.ts";
import { KEEP_ALIVE_MS } from "./keep-alive.ts";
import { registerAskTools } from "./tools/ask-tools.ts";
import { registerMessageTools } from "./tools/message-tools.ts";
import { registerPresenceTools } from "./tools/presence-tools.ts";
import { registerRecordTools } from "./tools/record-tools.ts";
import { registerTaskTools } from "./tools/task-tools.ts";
import { registerWorkTools } from "./tools/work-tools.ts";

export interface McpServerOptions {
  version: string;
  /** Progress heartbeat of long waits (default 15 s). */
  keepAliveMs?: number;
}

/**
 * An MCP server exposing the hub's 18 tools over any HubApi (the core or the HTTP client).
 *
 * @example
 * await createHubMcpServer(hub, { version: "0.8.0" }).connect(new StdioServerTransport());
 */
export function createHubMcpServer(hub: HubApi, options: McpServerOptions): McpServer {
  const server = new McpServer({ name: "hub", version: options.version });
  const waits = { keepAliveMs: options.keepAliveMs ?? KEEP_ALIVE_MS };
  registerMessageTools(server, hub);
  registerAskTools(server, hub, waits);
  registerWorkTools(server, hub, waits);
  registerPresenceTools(server, hub);
  registerTaskTools(server, hub);
  registerRecordTools(server, hub);
  return server;
}
