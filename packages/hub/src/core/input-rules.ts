// The input rules of the hub, once: every front (REST, MCP, the CLI in server and local mode)
// ends in the core, which checks its input here before anything is written. The REST routes reuse
// the same schemas for request validation and the OpenAPI document, so they cannot drift. Each
// schema is built on first use (lazy.ts): a CLI command builds the one or two it checks.

import * as z from "zod/mini";
import { nullable, optional } from "zod/mini";
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
import "./zod-mini.ts";

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
  z.string().check(
    z.trim(),
    z.minLength(1, "must not be empty or only spaces"),
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), "must not contain control characters"),
  );

/** Longer text: not blank, capped, no terminal control characters (tabs and newlines are fine). */
const text = (max: number) =>
  z.string().check(
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => value.trim() !== "", "must not be empty or only spaces"),
    z.refine((value) => !TEXT_CONTROL_CHARACTERS.test(value), "must not contain control characters"),
  );

const title = lazy(() => line(INPUT_CAPS.title));
const name = lazy(() => line(INPUT_CAPS.name));
const body = lazy(() =>
  z.string().check(
    z.maxLength(INPUT_CAPS.body, `must be at most ${INPUT_CAPS.body} characters`),
    z.refine((value) => !value.includes("\u0000"), "must not contain NUL characters"),
  ),
);

/** A list without repeats, in first-seen order. */
const uniqueList = <T extends z.ZodMiniType>(item: T, max: number, message: string) =>
  z.pipe(
    z.array(item).check(z.maxLength(max, message)),
    z.transform((list: z.output<T>[]) => [...new Set(list)]),
  );

const taskId = lazy(() => z.string().check(z.regex(/^TSK-\d{4,}$/, "must be a task id (TSK-0001)")));
const labels = lazy(() => uniqueList(name(), INPUT_CAPS.labels, `must hold at most ${INPUT_CAPS.labels} labels`));
const blockedBy = lazy(() =>
  uniqueList(taskId(), INPUT_CAPS.blockedBy, `must hold at most ${INPUT_CAPS.blockedBy} tasks`),
);
/** Absent, or null to clear the field. */
const clearable = <T extends z.ZodMiniType>(schema: T) => optional(nullable(schema));

export const taskCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    status: optional(z.enum(TASK_STATUSES)),
    role: optional(name()),
    assignedTo: optional(name()),
    reviewer: optional(name()),
    priority: optional(z.enum(TASK_PRIORITIES)),
    labels: optional(labels()),
    blockedBy: optional(blockedBy()),
    body: optional(body()),
  }),
);

export const taskPatchRules = lazy(() =>
  z
    .strictObject({
      title: optional(title()),
      status: optional(z.enum(TASK_STATUSES)),
      role: clearable(name()),
      assignedTo: clearable(name()),
      claimedBy: clearable(name()),
      reviewer: clearable(name()),
      priority: clearable(z.enum(TASK_PRIORITIES)),
      labels: clearable(labels()),
      blockedBy: clearable(blockedBy()),
      body: optional(body()),
    })
    .check(
      z.refine((patch) => Object.values(patch).some((value) => value !== undefined), {
        message: "A patch must change at least one field",
      }),
    ),
);

export const taskFilterRules = lazy(() =>
  z.strictObject({
    status: optional(z.enum(TASK_STATUSES)),
    role: optional(name()),
    assignedTo: optional(name()),
    claimedBy: optional(name()),
    label: optional(name()),
    ready: optional(z.boolean()),
    after: optional(name()),
    limit: optional(z.number().check(z.int(), z.minimum(1))),
  }),
);

export const askFilterRules = lazy(() =>
  z.strictObject({ status: optional(z.enum(ASK_STATUSES)), to: optional(name()) }),
);

/** The longest page of one board column. */
export const TASK_BOARD_MAX_PAGE = 200;

/** The board: which tasks (a role; a text in the id or title), one column's next page, the page size. */
export const taskBoardRules = lazy(() =>
  z
    .strictObject({
      role: optional(name()),
      text: optional(line(INPUT_CAPS.query)),
      status: optional(z.enum(TASK_STATUSES)),
      after: optional(name()),
      limit: optional(
        z
          .number()
          .check(z.int(), z.minimum(0), z.maximum(TASK_BOARD_MAX_PAGE, `must be at most ${TASK_BOARD_MAX_PAGE}`)),
      ),
    })
    .check(
      z.refine((query) => query.after === undefined || query.status !== undefined, {
        message: 'pages one column: give "status" too',
        path: ["after"],
      }),
    ),
);

export const messageFilterRules = lazy(() =>
  z.strictObject({ agent: optional(name()), unread: optional(z.boolean()) }),
);

export const agentRules = name;

export const taskLogRules = lazy(() =>
  z.strictObject({
    text: text(INPUT_CAPS.logText),
    agent: optional(name()),
    level: optional(z.enum(LOG_LEVELS)),
  }),
);

export const handoffCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    from: optional(name()),
    to: optional(name()),
    role: optional(name()),
    taskId: optional(name()),
    body: optional(body()),
  }),
);

export const decisionCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    status: optional(z.enum(DECISION_STATUSES)),
    decidedBy: optional(name()),
    taskId: optional(name()),
    body: optional(body()),
  }),
);

export const memoryCreateRules = lazy(() =>
  z.strictObject({
    title: title(),
    tags: optional(z.array(name()).check(z.maxLength(INPUT_CAPS.tags))),
    author: optional(name()),
    body: optional(body()),
  }),
);

export const searchQueryRules = lazy(() => line(INPUT_CAPS.query));

const messageId = lazy(() => z.string().check(z.regex(/^MSG-\d{4,}$/, "must be a message id (MSG-0001)")));

/** An agent, or `role:<name>` for every agent holding the role. */
const address = lazy(() =>
  line(INPUT_CAPS.name).check(
    z.refine(
      (value) => !value.startsWith(ROLE_ADDRESS_PREFIX) || value.slice(ROLE_ADDRESS_PREFIX.length).trim() !== "",
      `must name a role after "${ROLE_ADDRESS_PREFIX}"`,
    ),
  ),
);

export const messageCreateRules = lazy(() =>
  z.strictObject({
    from: name(),
    to: address(),
    text: text(INPUT_CAPS.text),
    taskId: optional(name()),
    replyTo: optional(messageId()),
    ackRequired: optional(z.boolean()),
    /** An ISO 8601 time or a duration (`30m`, `2h`, `1d`); checked by message-rules.ts ackDueAt. */
    ackDue: optional(line(64)),
  }),
);

/** Who reads or acknowledges a message. */
export const messageReaderRules = lazy(() => z.strictObject({ agent: optional(name()) }));
export const messageAckRules = lazy(() => z.strictObject({ agent: name() }));
export const overdueFilterRules = lazy(() => z.strictObject({ agent: optional(name()) }));

export const askCreateRules = lazy(() =>
  z.strictObject({
    question: text(INPUT_CAPS.text),
    from: name(),
    taskId: optional(name()),
    to: optional(name()),
  }),
);

export const askAnswerRules = lazy(() =>
  z.strictObject({
    answer: text(INPUT_CAPS.text),
    status: optional(z.enum(ASK_STATUSES.filter((status) => status !== "pending") as ["answered", "declined"])),
    by: optional(name()),
  }),
);

export const announceRules = lazy(() => z.strictObject({ agent: name(), role: name() }));

/** A project-relative path or glob (`src/core`, `docs/**\/*.md`), stored in its canonical form. */
const pathPattern = lazy(() =>
  z.pipe(
    line(INPUT_CAPS.path).check(
      z.superRefine((value, context) => {
        const problem = patternProblem(value);
        if (problem) context.addIssue({ code: "custom", message: `"${value}" ${problem}` });
      }),
    ),
    z.transform(normalizePattern),
  ),
);
const pathPatterns = lazy(() =>
  z.pipe(
    z
      .array(pathPattern())
      .check(
        z.minLength(1, "must name at least one path"),
        z.maxLength(INPUT_CAPS.paths, `must hold at most ${INPUT_CAPS.paths} paths`),
      ),
    z.transform((list: string[]) => [...new Set(list)]),
  ),
);
const ttlSeconds = lazy(() =>
  z
    .number()
    .check(
      z.int("must be a whole number of seconds"),
      z.minimum(1, "must be at least 1 second"),
      z.maximum(RESERVATION_TTL.maxSeconds, `must be at most ${RESERVATION_TTL.maxSeconds} seconds`),
    ),
);

export const reservationCreateRules = lazy(() =>
  z.strictObject({
    agent: name(),
    paths: pathPatterns(),
    mode: optional(z.enum(RESERVATION_MODES)),
    ttlSeconds: optional(ttlSeconds()),
    taskId: optional(name()),
    note: optional(line(INPUT_CAPS.title)),
  }),
);

export const reservationCheckRules = lazy(() =>
  z.strictObject({
    paths: pathPatterns(),
    agent: optional(name()),
    mode: optional(z.enum(RESERVATION_MODES)),
  }),
);

export const reservationChangeRules = lazy(() =>
  z.strictObject({
    agent: name(),
    force: optional(z.boolean()),
    ttlSeconds: optional(ttlSeconds()),
  }),
);

export const reservationFilterRules = lazy(() =>
  z.strictObject({ agent: optional(name()), path: optional(pathPattern()) }),
);

/**
 * The input checked against its rules, or a HubError `invalid_input` naming the field and the rule,
 * e.g. `Invalid task: "title" must not be empty or only spaces`.
 */
export function checkInput<T extends z.ZodMiniType>(rules: () => T, value: unknown, what: string): z.output<T> {
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
