// Response schemas of the REST routes, for the OpenAPI document (and checked when answers are
// serialised). Entities are loose objects: the fields below are always there, and a field added in
// a later 0.x version passes through.
import * as z from "zod";
import {
  ASK_STATUSES,
  DECISION_STATUSES,
  LOG_LEVELS,
  RESERVATION_MODES,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from "../core/api.ts";

const stamp = z.string().describe("ISO 8601 UTC");

export const task = z.looseObject({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  role: z.string().optional(),
  assignedTo: z.string().optional(),
  claimedBy: z.string().optional(),
  reviewer: z.string().optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  labels: z.array(z.string()).optional(),
  blockedBy: z.array(z.string()).optional(),
  createdAt: stamp,
  updatedAt: stamp,
  body: z.string(),
});

export const taskSearchHit = z.object({ task, score: z.number() });

export const taskBoard = z.object({
  columns: z.array(
    z.object({
      status: z.enum(TASK_STATUSES),
      count: z.number().int().describe("Every task of the column that matches the query, not only this page"),
      tasks: z.array(task),
      nextCursor: z.string().optional().describe("Present when more tasks follow: pass it back as `after`"),
    }),
  ),
  roles: z.array(z.string()).describe("Every role a task holds, for a role filter"),
});

export const taskLogLine = z.looseObject({
  taskId: z.string(),
  ts: stamp,
  agent: z.string().optional(),
  level: z.enum(LOG_LEVELS).optional(),
  text: z.string(),
});

export const handoff = z.looseObject({
  id: z.string(),
  title: z.string(),
  from: z.string().optional(),
  to: z.string().optional(),
  role: z.string().optional(),
  taskId: z.string().optional(),
  createdAt: stamp,
  body: z.string(),
});

export const decision = z.looseObject({
  id: z.string(),
  title: z.string(),
  status: z.enum(DECISION_STATUSES),
  decidedBy: z.string().optional(),
  taskId: z.string().optional(),
  createdAt: stamp,
  updatedAt: stamp,
  body: z.string(),
});

export const memoryNote = z.looseObject({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  author: z.string().optional(),
  createdAt: stamp,
  updatedAt: stamp,
  body: z.string(),
});

export const searchHit = z.looseObject({
  note: memoryNote,
  score: z.number().describe("Relevance 0-100, higher is better; the best hit of the query scores 100"),
});

export const message = z.looseObject({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  text: z.string(),
  taskId: z.string().optional(),
  read: z.boolean(),
  readAt: stamp.optional(),
  recipients: z.array(z.string()).optional().describe("Role messages: the agents holding the role when sent"),
  readBy: z.array(z.string()).optional(),
  replyTo: z.string().optional(),
  threadId: z.string().optional().describe("Replies: the id of the thread's first message"),
  ackRequired: z.boolean().optional(),
  ackDueAt: stamp.optional(),
  acks: z.record(z.string(), stamp).optional().describe("Who acknowledged, and when"),
  createdAt: stamp,
  updatedAt: stamp,
});

export const overdueAck = z.object({ agent: z.string(), dueAt: stamp, message });

export const ask = z.looseObject({
  id: z.string(),
  question: z.string(),
  from: z.string(),
  to: z.string(),
  taskId: z.string().optional(),
  status: z.enum(ASK_STATUSES),
  escalatedTo: z.literal("ceo").optional(),
  escalatedAt: stamp.optional(),
  answer: z.string().optional(),
  answeredBy: z.string().optional(),
  answeredAt: stamp.optional(),
  createdAt: stamp,
  updatedAt: stamp,
});

export const reservation = z.looseObject({
  id: z.string(),
  agent: z.string(),
  paths: z.array(z.string()).describe("Project-relative paths or globs (*, ?, **); each covers what lies below it"),
  mode: z.enum(RESERVATION_MODES),
  taskId: z.string().optional(),
  note: z.string().optional(),
  ttlSeconds: z.number().int(),
  createdAt: stamp,
  expiresAt: stamp,
});

export const reservationCheck = z.object({
  ok: z.boolean().describe("True when nothing is in the way"),
  conflicts: z.array(reservation).describe("Live reservations of other agents in the way, with holder and expiry"),
});

export const presence = z.looseObject({ agent: z.string(), role: z.string(), joinedAt: stamp, lastSeenAt: stamp });

export const health = z.object({
  ok: z.boolean(),
  name: z.string(),
  project: z.string().optional().describe("The project id (discovery matches on it)"),
  version: z.string(),
});

export const errorBody = z.object({
  error: z.string().describe("A code of the closed list in the README"),
  message: z.string(),
});

/** Error answers a route may give, by status. */
const ERRORS = {
  400: errorBody.describe("invalid_input: the request breaks an input rule"),
  401: errorBody.describe("unauthorized: no or a wrong bearer token"),
  403: errorBody.describe("forbidden: not allowed to this agent"),
  404: errorBody.describe("not_found: no such id or route"),
  409: errorBody.describe("conflict or invalid_transition"),
  503: errorBody.describe("storage_unavailable: the hub cannot write its files"),
};

type ErrorStatus = keyof typeof ERRORS;
const SUCCESS = { 200: "OK", 201: "Created", 202: "Accepted", 204: "No content" } as const;

/**
 * The OpenAPI parts of a route: operation id, summary, tag, the success answer (no schema: 204)
 * and the errors it can give besides 401.
 * @example schema: { params: idParams, ...documented("getAsk", "Read an ask", "asks", ask, [404]) }
 */
export function documented(
  operationId: string,
  summary: string,
  tag: string,
  ok: z.ZodType | undefined,
  errors: ErrorStatus[] = [],
  status: keyof typeof SUCCESS = ok ? 200 : 204,
) {
  const responses: Record<number, z.ZodType> = {
    [status]: (ok ?? z.null()).describe(SUCCESS[status]),
    401: ERRORS[401],
  };
  for (const error of errors) responses[error] = ERRORS[error];
  return { operationId, summary, tags: [tag], response: responses };
}
