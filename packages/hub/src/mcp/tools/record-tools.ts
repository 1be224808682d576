import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { DECISION_STATUSES, type HubApi } from "../../core/api.ts";
import { toolResult } from "../tool-result.ts";

export function registerRecordTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_handoff",
    {
      description: "Record a handoff: what the next agent needs to continue.",
      inputSchema: {
        title: z.string().min(1),
        body: z.string().optional(),
        from: z.string().optional(),
        to: z.string().optional(),
        role: z.string().optional(),
        taskId: z.string().optional(),
      },
    },
    (input) => toolResult(() => hub.createHandoff(input)),
  );
  server.registerTool(
    "hub_decision",
    {
      description: "Record a decision.",
      inputSchema: {
        title: z.string().min(1),
        body: z.string().optional(),
        status: z.enum(DECISION_STATUSES).optional(),
        decidedBy: z.string().optional(),
        taskId: z.string().optional(),
      },
    },
    (input) => toolResult(() => hub.createDecision(input)),
  );
  server.registerTool(
    "hub_memory_add",
    {
      description: "Save a memory note for later search.",
      inputSchema: {
        title: z.string().min(1),
        body: z.string().optional(),
        tags: z.array(z.string()).optional(),
        author: z.string().optional(),
      },
    },
    (input) => toolResult(() => hub.addMemory(input)),
  );
  server.registerTool(
    "hub_memory_search",
    {
      description: "Full-text search of memory notes (best first).",
      inputSchema: { query: z.string().min(1), limit: z.number().int().positive().max(100).optional() },
    },
    ({ query, limit }) => toolResult(() => hub.searchMemory(query, { limit })),
  );
}
