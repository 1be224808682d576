// Request schemas of the REST routes: validation, types and the OpenAPI document from one source.
import { z } from "zod";
import { ASK_STATUSES, DECISION_STATUSES, LOG_LEVELS, TASK_STATUSES } from "../core/api.ts";

const name = z.string().trim().min(1).max(200);
const title = z.string().trim().min(1).max(500);
const body = z.string().max(512 * 1024);
const optionalName = name.optional();

export const idParams = z.object({ id: z.string().min(1).max(64) });

export const taskCreate = z.strictObject({
  title,
  status: z.enum(TASK_STATUSES).optional(),
  role: optionalName,
  assignedTo: optionalName,
  reviewer: optionalName,
  body: body.optional(),
});

export const taskPatch = z
  .strictObject({
    title: title.optional(),
    status: z.enum(TASK_STATUSES).optional(),
    role: name.nullable().optional(),
    assignedTo: name.nullable().optional(),
    claimedBy: name.nullable().optional(),
    reviewer: name.nullable().optional(),
    body: body.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: "A patch must change at least one field" });

export const taskQuery = z.strictObject({
  status: z.enum(TASK_STATUSES).optional(),
  role: optionalName,
  assignedTo: optionalName,
});

export const claimBody = z.strictObject({ agent: name });

export const taskLogInput = z.strictObject({
  text: z
    .string()
    .min(1)
    .max(16 * 1024),
  agent: optionalName,
  level: z.enum(LOG_LEVELS).optional(),
});

export const handoffCreate = z.strictObject({
  title,
  from: optionalName,
  to: optionalName,
  role: optionalName,
  taskId: optionalName,
  body: body.optional(),
});

export const decisionCreate = z.strictObject({
  title,
  status: z.enum(DECISION_STATUSES).optional(),
  decidedBy: optionalName,
  taskId: optionalName,
  body: body.optional(),
});

export const memoryCreate = z.strictObject({
  title,
  tags: z.array(name).max(50).optional(),
  author: optionalName,
  body: body.optional(),
});

export const memorySearchQuery = z.strictObject({
  q: z.string().trim().min(1).max(500),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const messageCreate = z.strictObject({
  from: name,
  to: name,
  text: z
    .string()
    .trim()
    .min(1)
    .max(64 * 1024),
  taskId: optionalName,
});

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

export const messageQuery = z.strictObject({ agent: optionalName, unread: booleanFlag.optional() });

export const askCreate = z.strictObject({
  question: z
    .string()
    .trim()
    .min(1)
    .max(64 * 1024),
  from: name,
  taskId: optionalName,
  to: optionalName,
});

export const askQuery = z.strictObject({ status: z.enum(ASK_STATUSES).optional(), to: optionalName });

export const askAnswer = z.strictObject({
  answer: z
    .string()
    .trim()
    .min(1)
    .max(64 * 1024),
  status: z.enum(ASK_STATUSES.filter((status) => status !== "pending") as ["answered", "declined"]).optional(),
  by: optionalName,
});

export const announceBody = z.strictObject({ agent: name, role: name });

export const eventsQuery = z.strictObject({
  role: optionalName,
  /** The agent holding this stream: its presence lasts while the stream is open. */
  agent: optionalName,
});
