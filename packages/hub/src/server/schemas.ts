// Request schemas of the REST routes: validation, types and the OpenAPI document from one source.
// Bodies are the core's input rules themselves (core/input-rules.ts), so REST refuses exactly what
// the core refuses; only paths and query strings are REST's own.
import * as z from "zod";
import { ASK_STATUSES, TASK_STATUSES } from "../core/api.ts";
import {
  agentRules,
  announceRules,
  askAnswerRules,
  askCreateRules,
  decisionCreateRules,
  handoffCreateRules,
  INPUT_CAPS,
  memoryCreateRules,
  messageAckRules,
  messageCreateRules,
  messageReaderRules,
  overdueFilterRules,
  reservationChangeRules,
  reservationCheckRules,
  reservationCreateRules,
  searchQueryRules,
  TASK_BOARD_MAX_PAGE,
  taskCreateRules,
  taskLogRules,
  taskPatchRules,
} from "../core/input-rules.ts";

const optionalName = z.string().trim().min(1).max(INPUT_CAPS.name).optional();
const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

export const idParams = z.object({ id: z.string().min(1).max(64) });

export const taskCreate = taskCreateRules();
export const taskPatch = taskPatchRules();
export const taskLogInput = taskLogRules();
export const handoffCreate = handoffCreateRules();
export const decisionCreate = decisionCreateRules();
export const memoryCreate = memoryCreateRules();
export const messageCreate = messageCreateRules();
export const messageReader = messageReaderRules();
export const messageAck = messageAckRules();
export const overdueQuery = overdueFilterRules();
export const askCreate = askCreateRules();
export const askAnswer = askAnswerRules();
export const announceBody = announceRules();
export const claimBody = z.strictObject({ agent: agentRules() });
export const reservationCreate = reservationCreateRules();
export const reservationCheck = reservationCheckRules();
export const reservationChange = reservationChangeRules();

/** Filters of `GET /reservations`; the core checks them (a path must be a valid pattern). */
export const reservationQuery = z.strictObject({
  agent: optionalName,
  path: z.string().min(1).max(INPUT_CAPS.path).optional(),
});

/** `?force=true` lets a claim or a patch take over a task another agent holds. */
export const forceQuery = z.strictObject({ force: booleanFlag.optional() });

/** Default page size of `GET /tasks`; `after=<last id>` fetches the next page. */
export const TASK_PAGE_SIZE = 100;

export const taskQuery = z.strictObject({
  status: z.enum(TASK_STATUSES).optional(),
  role: optionalName,
  assignedTo: optionalName,
  claimedBy: optionalName,
  label: optionalName,
  /** The ready queue, highest priority first (`after` does not apply). */
  ready: booleanFlag.optional(),
  after: optionalName,
  limit: z.coerce.number().int().min(1).max(1000).default(TASK_PAGE_SIZE),
});

/** `GET /tasks/board`: the query string's form; the core checks the rest (taskBoardRules). */
export const taskBoardQuery = z.strictObject({
  role: optionalName,
  text: z.string().max(INPUT_CAPS.query).optional(),
  status: z.enum(TASK_STATUSES).optional(),
  after: optionalName,
  limit: z.coerce.number().int().min(0).max(TASK_BOARD_MAX_PAGE).optional(),
});

export const taskSearchQuery = z.strictObject({
  q: searchQueryRules(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const memorySearchQuery = z.strictObject({
  q: searchQueryRules(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const messageQuery = z.strictObject({ agent: optionalName, unread: booleanFlag.optional() });

export const askQuery = z.strictObject({ status: z.enum(ASK_STATUSES).optional(), to: optionalName });

export const eventsQuery = z.strictObject({
  role: optionalName,
  /** The agent holding this stream: its presence lasts while the stream is open. */
  agent: optionalName,
});
