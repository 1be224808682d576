import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ListToolsResult } from "@modelcontextprotocol/sdk/types.js";
import type { HubApi } from "../core/api.ts";
import { KEEP_ALIVE_MS } from "./keep-alive.ts";
import { registerAskTools } from "./tools/ask-tools.ts";
import { registerMessageTools } from "./tools/message-tools.ts";
import { registerPresenceTools } from "./tools/presence-tools.ts";
import { registerRecordTools } from "./tools/record-tools.ts";
import { registerReservationTools } from "./tools/reservation-tools.ts";
import { registerTaskTools } from "./tools/task-tools.ts";
import { registerWorkTools } from "./tools/work-tools.ts";

export interface McpServerOptions {
  version: string;
  /** Progress heartbeat of long waits (default 15 s). */
  keepAliveMs?: number;
  /** Compact tools/list (default true); false gives the SDK's own rendering, the bench's baseline. */
  compactToolList?: boolean;
}

/**
 * An MCP server exposing the hub's 22 tools over any HubApi (the core or the HTTP client).
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
  registerReservationTools(server, hub);
  if (options.compactToolList !== false) compactToolList(server);
  return server;
}

type ListToolsHandler = (request: unknown, extra: unknown) => Promise<ListToolsResult> | ListToolsResult;

/**
 * tools/list is read into every agent's context, so it carries nothing a client does not use: the
 * `$schema` line of each JSON schema, the default `execution` hint and `additionalProperties: {}` are dropped (about 3 KB of
 * 22 tools). The SDK offers no option for this, so the handler it registered is wrapped; the MCP
 * tests assert the result, so an SDK change that breaks this shows there.
 */
function compactToolList(server: McpServer): void {
  const handlers = (server.server as unknown as { _requestHandlers: Map<string, ListToolsHandler> })._requestHandlers;
  const original = handlers.get("tools/list");
  if (!original) return;
  handlers.set("tools/list", async (request, extra) => {
    const result = await original(request, extra);
    return {
      ...result,
      tools: result.tools.map(({ execution: _execution, inputSchema, outputSchema, ...tool }) => ({
        ...tool,
        inputSchema: withoutSchemaKeyword(inputSchema),
        ...(outputSchema ? { outputSchema: withoutSchemaKeyword(outputSchema) } : {}),
      })),
    };
  });
}

function withoutSchemaKeyword<T extends Record<string, unknown>>(schema: T): T {
  const { $schema: _schema, ...rest } = schema;
  return withoutEmptyAdditional(rest) as T;
}

/** `additionalProperties: {}` allows anything, as leaving it out does: left out (clients warn on it). */
function withoutEmptyAdditional(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyAdditional);
  if (typeof node !== "object" || node === null) return node;
  const entries = Object.entries(node).filter(
    ([key, value]) =>
      !(key === "additionalProperties" && typeof value === "object" && value && Object.keys(value).length === 0),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutEmptyAdditional(value)]));
}
