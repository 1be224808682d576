import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import type { HubApi, ListTasksFilter, TaskCreate, TaskLogInput, TaskPatch } from "../../core/api.ts";
import { definedOnly } from "../../core/input-rules.ts";
import { pageOf } from "../../core/paging.ts";
import { toolResult } from "../tool-result.ts";
import { CHANGE, CREATE, clearable, optionalText, pagedListOf, READ, task, text } from "../tool-shapes.ts";

const STATUSES = "todo|in_progress|review|done|blocked|cancelled";
const PRIORITY = "urgent|high|normal|low";
const ids = z.array(z.string());

export function registerTaskTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_task_create",
    {
      description: `Create a task. status: ${STATUSES} (default todo). priority: ${PRIORITY}. blockedBy: task ids.`,
      inputSchema: {
        title: text,
        body: optionalText,
        role: optionalText,
        assignedTo: optionalText,
        reviewer: optionalText,
        status: optionalText,
        priority: optionalText,
        labels: ids.optional(),
        blockedBy: ids.optional(),
      },
      outputSchema: task,
      annotations: CREATE,
    },
    (input) => toolResult(() => hub.createTask(definedOnly(input) as TaskCreate)),
  );
  server.registerTool(
    "hub_task_list",
    {
      description:
        "List tasks by id; limit (50) a page, nextCursor as cursor. ready: unblocked unclaimed todo by priority. query: full-text search.",
      inputSchema: {
        status: optionalText,
        role: optionalText,
        assignedTo: optionalText,
        claimedBy: optionalText,
        label: optionalText,
        ready: z.boolean().optional(),
        query: optionalText,
        limit: z.number().int().min(1).max(200).optional(),
        cursor: optionalText,
      },
      outputSchema: pagedListOf(task),
      annotations: READ,
    },
    ({ limit, cursor, query, ...filter }) =>
      toolResult(async () => {
        if (query !== undefined) {
          const hits = await hub.searchTasks(query, { limit: limit ?? 50 });
          return { items: hits.map((hit) => ({ ...hit.task, score: hit.score })) };
        }
        // The ready queue is ordered by priority, not id: one page, no cursor.
        if (filter.ready)
          return { items: await hub.listTasks({ ...(definedOnly(filter) as ListTasksFilter), limit: limit ?? 50 }) };
        return pageOf(
          await hub.listTasks({ ...(definedOnly(filter) as ListTasksFilter), after: cursor, limit: (limit ?? 50) + 1 }),
          limit ?? 50,
        );
      }),
  );
  server.registerTool(
    "hub_task_get",
    {
      description: "Read a task with its log.",
      inputSchema: { id: text },
      outputSchema: task,
      annotations: READ,
    },
    ({ id }) => toolResult(async () => ({ ...(await hub.getTask(id)), log: await hub.listTaskLog(id) })),
  );
  server.registerTool(
    "hub_task_update",
    {
      description: `Update a task; null clears a field. claim=<agent> claims it; force takes another's claim. status: ${STATUSES}.`,
      inputSchema: {
        id: text,
        claim: optionalText,
        force: z.boolean().optional(),
        title: optionalText,
        status: optionalText,
        role: clearable,
        assignedTo: clearable,
        claimedBy: clearable,
        reviewer: clearable,
        priority: clearable,
        labels: ids.nullable().optional(),
        blockedBy: ids.nullable().optional(),
        body: optionalText,
      },
      outputSchema: task,
      annotations: CHANGE,
    },
    ({ id, claim, force, ...patch }) =>
      toolResult(async () => {
        const fields = definedOnly(patch) as TaskPatch;
        let updated = claim ? await hub.claimTask(id, claim, { force }) : undefined;
        if (Object.keys(fields).length > 0 || !updated) updated = await hub.updateTask(id, fields, { force });
        return updated;
      }),
  );
  server.registerTool(
    "hub_task_log",
    {
      description: "Add a progress line to a task's log. level: debug|info|warn|error.",
      inputSchema: { taskId: text, text, agent: optionalText, level: optionalText },
      outputSchema: z.looseObject({ taskId: z.string(), text: z.string() }),
      annotations: CREATE,
    },
    ({ taskId, ...line }) => toolResult(() => hub.appendTaskLog(taskId, definedOnly(line) as TaskLogInput)),
  );
}
