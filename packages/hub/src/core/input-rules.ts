// The input rules of the hub, once: every front (REST, MCP, the CLI in server and local mode)
// ends in the core, which checks its input here before anything is written. The REST routes reuse
// the same schemas for request validation and the OpenAPI document, so they cannot drift. Each
// schema is built on first use (lazy.ts): a CLI command builds the one or two it checks.
import { z } from "zod";
import {
  ASK_STATUSES,
  DECISION_STATUSES,
  HubError,
  LOG_LEVELS,
  RESERVATION_MODES,
  ROLE_ADDRESS_PREFIX,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from "./api.ts";
import { lazy } from "./lazy.ts";
import { normalizePattern, patternProblem } from "./path-patterns.ts";

/** Length caps per field, in characters (documented in the README). */
export const INPUT_CAPS = {
  title: 500,
  name: 200,
  body: 512 * 1024,
  text: 64 * 1024,
  logText: 16 * 1024,
  query: 500,
  tags: 50,
  labels: 20,
  blockedBy: 50,
  path: 1000,
  paths: 100,
} as const;

/** Reservation lifetimes, in seconds: the default and the longest a reserve or renew may ask for. */
export const RESERVATION_TTL = { defaultSeconds: 3_600, maxSeconds: 86_400 } as const;

// C0 and C1 control characters and DEL: never in a title or a name (they would reach terminals).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// NUL and the controls a terminal acts on, but tab and newline: never in longer text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const TEXT_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** A one-line label: trimmed, not blank, capped, no control characters. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty or only spaces")
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "must not contain control characters");

/** Longer text: not blank, capped, no terminal control characters (tabs and newlines are fine). */
const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim() !== "", "must not be empty or only spaces")
    .refine((value) => !TEXT_CONTROL_CHARACTERS.test(value), "must not contain control characters");

const title = lazy(() => line(INPUT_CAPS.title));
const name = lazy(() => line(INPUT_CAPS.name));
const body = lazy(() =>
  z
    .string()
    .max(INPUT_CAPS.body, `must be at most ${INPUT_CAPS.body} characters`)
    .refine((value) => !value.includes("\u0000"), "must not contain NUL characters"),
);

const taskId = lazy(() => z.string().regex(/^TSK-\d{4,}$/, "must be a task id (TSK-0001)"));
const labels = lazy(() =>
  z
    .array(name())
    .max(INPUT_CAPS.labels, `must hold at most ${INPUT_CAPS.labels} labels`)
    .transform((list) => [...new Set(list)]),
);
const blockedBy = lazy(() =>
  z
    .array(taskId())
    .max(INPUT_CAPS.blockedBy, `must hold at most ${INPUT_CAPS.blockedBy} tasks`)
    .transform((list) => [...new Set(list)]),
);

export const taskCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    status: z.enum(TASK_STATUSES).optional(),
    role: name().optional(),
    assignedTo: name().optional(),
    reviewer: name().optional(),
    priority: z.enum(TASK_PRIORITIES).optional(),
    labels: labels().optional(),
    blockedBy: blockedBy().optional(),
    body: body().optional(),
  }),
);

export const taskPatchRules = lazy(() =>
  z
    .strictObject({
      title: title().optional(),
      status: z.enum(TASK_STATUSES).optional(),
      role: name().nullable().optional(),
      assignedTo: name().nullable().optional(),
      claimedBy: name().nullable().optional(),
      reviewer: name().nullable().optional(),
      priority: z.enum(TASK_PRIORITIES).nullable().optional(),
      labels: labels().nullable().optional(),
      blockedBy: blockedBy().nullable().optional(),
      body: body().optional(),
    })
    .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      message: "A patch must change at least one field",
    }),
);

export const taskFilterRules = lazy(() =>
  z.strictObject({
    status: z.enum(TASK_STATUSES).optional(),
    role: name().optional(),
    assignedTo: name().optional(),
    claimedBy: name().optional(),
    label: name().optional(),
    ready: z.boolean().optional(),
    after: name().optional(),
    limit: z.number().int().min(1).optional(),
  }),
);

export const askFilterRules = lazy(() =>
  z.strictObject({ status: z.enum(ASK_STATUSES).optional(), to: name().optional() }),
);

export const messageFilterRules = lazy(() =>
  z.strictObject({ agent: name().optional(), unread: z.boolean().optional() }),
);

export const agentRules = name;

export const taskLogRules = lazy(() =>
  z.strictObject({
    text: text(INPUT_CAPS.logText),
    agent: name().optional(),
    level: z.enum(LOG_LEVELS).optional(),
  }),
);

export const handoffCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    from: name().optional(),
    to: name().optional(),
    role: name().optional(),
    taskId: name().optional(),
    body: body().optional(),
  }),
);

export const decisionCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    status: z.enum(DECISION_STATUSES).optional(),
    decidedBy: name().optional(),
    taskId: name().optional(),
    body: body().optional(),
  }),
);

export const memoryCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    tags: z.array(name()).max(INPUT_CAPS.tags).optional(),
    author: name().optional(),
    body: body().optional(),
  }),
);

export const searchQueryRules = lazy(() => line(INPUT_CAPS.query));

const messageId = lazy(() => z.string().regex(/^MSG-\d{4,}$/, "must be a message id (MSG-0001)"));

/** An agent, or `role:<name>` for every agent holding the role. */
const address = lazy(() =>
  name().refine(
    (value) => !value.startsWith(ROLE_ADDRESS_PREFIX) || value.slice(ROLE_ADDRESS_PREFIX.length).trim() !== "",
    `must name a role after "${ROLE_ADDRESS_PREFIX}"`,
  ),
);

export const messageCreateRules = lazy(() =>
  z.strictObject({
    from: name(),
    to: address(),
    text: text(INPUT_CAPS.text),
    taskId: name().optional(),
    replyTo: messageId().optional(),
    ackRequired: z.boolean().optional(),
    /** An ISO 8601 time or a duration (`30m`, `2h`, `1d`); checked by message-rules.ts ackDueAt. */
    ackDue: line(64).optional(),
  }),
);

/** Who reads or acknowledges a message. */
export const messageReaderRules = lazy(() => z.strictObject({ agent: name().optional() }));
export const messageAckRules = lazy(() => z.strictObject({ agent: name() }));
export const overdueFilterRules = lazy(() => z.strictObject({ agent: name().optional() }));

export const askCreateRules = lazy(() =>
  z.strictObject({
    question: text(INPUT_CAPS.text),
    from: name(),
    taskId: name().optional(),
    to: name().optional(),
  }),
);

export const askAnswerRules = lazy(() =>
  z.strictObject({
    answer: text(INPUT_CAPS.text),
    status: z.enum(ASK_STATUSES.filter((status) => status !== "pending") as ["answered", "declined"]).optional(),
    by: name().optional(),
  }),
);

export const announceRules = lazy(() => z.strictObject({ agent: name(), role: name() }));

/** A project-relative path or glob (`src/core`, `docs/**\/*.md`), stored in its canonical form. */
const pathPattern = lazy(() =>
  line(INPUT_CAPS.path)
    .superRefine((value, context) => {
      const problem = patternProblem(value);
      if (problem) context.addIssue({ code: "custom", message: `"${value}" ${problem}` });
    })
    .transform(normalizePattern),
);
const pathPatterns = lazy(() =>
  z
    .array(pathPattern())
    .min(1, "must name at least one path")
    .max(INPUT_CAPS.paths, `must hold at most ${INPUT_CAPS.paths} paths`)
    .transform((list) => [...new Set(list)]),
);
const ttlSeconds = lazy(() =>
  z
    .number()
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 second")
    .max(RESERVATION_TTL.maxSeconds, `must be at most ${RESERVATION_TTL.maxSeconds} seconds`),
);

export const reservationCreateRules = lazy(() =>
  z.strictObject({
    agent: name(),
    paths: pathPatterns(),
    mode: z.enum(RESERVATION_MODES).optional(),
    ttlSeconds: ttlSeconds().optional(),
    taskId: name().optional(),
    note: line(INPUT_CAPS.title).optional(),
  }),
);

export const reservationCheckRules = lazy(() =>
  z.strictObject({
    paths: pathPatterns(),
    agent: name().optional(),
    mode: z.enum(RESERVATION_MODES).optional(),
  }),
);

export const reservationChangeRules = lazy(() =>
  z.strictObject({
    agent: name(),
    force: z.boolean().optional(),
    ttlSeconds: ttlSeconds().optional(),
  }),
);

export const reservationFilterRules = lazy(() =>
  z.strictObject({ agent: name().optional(), path: pathPattern().optional() }),
);

/**
 * The input checked against its rules, or a HubError `invalid_input` naming the field and the rule,
 * e.g. `Invalid task: "title" must not be empty or only spaces`.
 */
export function checkInput<T extends z.ZodType>(rules: () => T, value: unknown, what: string): z.output<T> {
  const parsed = rules().safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length ? `"${issue.path.join(".")}" ` : "";
  throw new HubError("invalid_input", `Invalid ${what}: ${field}${issue.message}`);
}

/** Drops keys whose value is undefined (optional arguments the caller left out). */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
