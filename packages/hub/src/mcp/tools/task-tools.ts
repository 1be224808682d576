import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type HubApi, LOG_LEVELS, TASK_STATUSES, type TaskPatch } from "../../core/api.ts";
import { toolResult } from "../tool-result.ts";

const taskId = z.string().regex(/^TSK-\d+$/, "expected a task id like TSK-0001");
const clearable = z.string().min(1).nullable().optional();

export function registerTaskTools(server: McpServer, hub: HubApi): void {
  server.registerTool(
    "hub_task_create",
    {
      description: "Create a task.",
      inputSchema: {
        title: z.string().min(1),
        body: z.string().optional(),
        role: z.string().optional(),
        assignedTo: z.string().optional(),
        reviewer: z.string().optional(),
        status: z.enum(TASK_STATUSES).optional(),
      },
    },
    (input) => toolResult(() => hub.createTask(input)),
  );
  server.registerTool(
    "hub_task_list",
    {
      description: "List tasks, optionally filtered.",
      inputSchema: {
        status: z.enum(TASK_STATUSES).optional(),
        role: z.string().optional(),
        assignedTo: z.string().optional(),
      },
    },
    (filter) => toolResult(() => hub.listTasks(filter)),
  );
  server.registerTool(
    "hub_task_get",
    { description: "Read a task with its log.", inputSchema: { id: taskId } },
    ({ id }) => toolResult(async () => ({ ...(await hub.getTask(id)), log: await hub.listTaskLog(id) })),
  );
  server.registerTool(
    "hub_task_update",
    {
      description: "Update a task; null clears a field. `claim` claims it for an agent.",
      inputSchema: {
        id: taskId,
        claim: z.string().min(1).optional(),
        title: z.string().min(1).optional(),
        status: z.enum(TASK_STATUSES).optional(),
        role: clearable,
        assignedTo: clearable,
        claimedBy: clearable,
        reviewer: clearable,
        body: z.string().optional(),
      },
    },
    ({ id, claim, ...patch }) =>
      toolResult(async () => {
        const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as TaskPatch;
        let task = claim ? await hub.claimTask(id, claim) : undefined;
        if (Object.keys(fields).length > 0 || !task) task = await hub.updateTask(id, fields);
        return task;
      }),
  );
  server.registerTool(
    "hub_task_log",
    {
      description: "Append a progress line to a task's log.",
      inputSchema: {
        taskId,
        text: z.string().min(1),
        agent: z.string().optional(),
        level: z.enum(LOG_LEVELS).optional(),
      },
    },
    ({ taskId: id, ...line }) => toolResult(() => hub.appendTaskLog(id, line)),
  );
}
