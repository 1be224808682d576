import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import type { DecisionCreate, HandoffCreate, HubApi, MemoryCreate } from "../../core/api.ts";
import { definedOnly } from "../../core/input-rules.ts";
import { toolResult } from "../tool-result.ts";
import { CREATE, listOf, optionalText, READ, record, text } from "../tool-shapes.ts";

/** One record by id, or the list (optionally those of one task). */
async function readRecords<T extends { id: string; taskId?: string }>(
  get: (id: string) => Promise<T>,
  list: () => Promise<T[]>,
  args: { id?: string; taskId?: string },
): Promise<T | T[]> {
  if (args.id) return get(args.id);
  const all = await list();
  return args.taskId ? all.filter((item) => item.taskId === args.taskId) : all;
}

const readArgs = { id: optionalText, taskId: optionalText };
const oneOrList = z.looseObject({ items: z.array(record).optional(), id: z.string().optional() });

export function registerRecordTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_handoff",
    {
      description: "Record a handoff: what the next agent needs to continue.",
      inputSchema: {
        title: text,
        body: optionalText,
        from: optionalText,
        to: optionalText,
        role: optionalText,
        taskId: optionalText,
      },
      outputSchema: record,
      annotations: CREATE,
    },
    (input) => toolResult(() => hub.createHandoff(definedOnly(input) as HandoffCreate)),
  );
  server.registerTool(
    "hub_handoff_read",
    {
      description: "Read a handoff by id, or list handoffs (of taskId).",
      inputSchema: readArgs,
      outputSchema: oneOrList,
      annotations: READ,
    },
    (args) =>
      toolResult(() =>
        readRecords(
          (id) => hub.getHandoff(id),
          () => hub.listHandoffs(),
          args,
        ),
      ),
  );
  server.registerTool(
    "hub_decision",
    {
      description: "Record a decision. status: proposed (default)|accepted|rejected|superseded.",
      inputSchema: {
        title: text,
        body: optionalText,
        status: optionalText,
        decidedBy: optionalText,
        taskId: optionalText,
      },
      outputSchema: record,
      annotations: CREATE,
    },
    (input) => toolResult(() => hub.createDecision(definedOnly(input) as DecisionCreate)),
  );
  server.registerTool(
    "hub_decision_read",
    {
      description: "Read a decision by id, or list decisions (of taskId).",
      inputSchema: readArgs,
      outputSchema: oneOrList,
      annotations: READ,
    },
    (args) =>
      toolResult(() =>
        readRecords(
          (id) => hub.getDecision(id),
          () => hub.listDecisions(),
          args,
        ),
      ),
  );
  server.registerTool(
    "hub_memory_add",
    {
      description: "Save a memory note for later search.",
      inputSchema: { title: text, body: optionalText, tags: z.array(z.string()).optional(), author: optionalText },
      outputSchema: record,
      annotations: CREATE,
    },
    (input) => toolResult(() => hub.addMemory(definedOnly(input) as MemoryCreate)),
  );
  server.registerTool(
    "hub_memory_search",
    {
      description: "Full-text search of memory notes, best first; score 100 = best hit.",
      inputSchema: { query: text, limit: z.number().int().min(1).max(100).optional() },
      outputSchema: listOf(z.looseObject({ note: record, score: z.number() })),
      annotations: READ,
    },
    ({ query, limit }) => toolResult(() => hub.searchMemory(query, { limit })),
  );
}
