// Entity <-> markdown document. Hand-written files are taken as they are: missing timestamps fall
// back to the file's modification time, missing statuses to the default, numbers where strings are
// expected are coerced. Anything that still does not fit is reported as an EntityFileError.

import * as z from "zod/mini";
import {
  ASK_STATUSES,
  type Ask,
  DECISION_STATUSES,
  type Decision,
  type EntityType,
  type Handoff,
  ID_PREFIXES,
  type MemoryNote,
  type Message,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type Task,
} from "./api.ts";
import type { MarkdownDocument } from "./front-matter.ts";
import { lazy } from "./lazy.ts";
import "./zod-mini.ts";

export interface EntityByType {
  task: Task;
  handoff: Handoff;
  decision: Decision;
  memory: MemoryNote;
  message: Message;
  ask: Ask;
}
export type AnyEntity = EntityByType[EntityType];

/** An id is the type's prefix, a dash and four or more digits: `TSK-0001`, `MEM-12345`. */
export function idPattern(type: EntityType): RegExp {
  return new RegExp(`^${ID_PREFIXES[type]}-\\d{4,}$`);
}

export function formatId(type: EntityType, n: number): string {
  return `${ID_PREFIXES[type]}-${String(n).padStart(4, "0")}`;
}

export function typeOfId(id: string): EntityType | undefined {
  const prefix = id.split("-")[0];
  return (Object.keys(ID_PREFIXES) as EntityType[]).find((type) => ID_PREFIXES[type] === prefix);
}

// Built on first use, per type (lazy.ts): a command reading one task builds one schema.
const text = lazy(() => z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String)));
const optionalText = lazy(() =>
  z.pipe(
    z.nullable(z.optional(text())),
    z.transform((value: string | null | undefined) => value ?? undefined),
  ),
);
/** YAML may hand a timestamp back as a Date when someone writes `!!timestamp`; normalised to ISO. */
const isoStamp = () =>
  z.pipe(
    z.union([z.string(), z.date()]),
    z.transform((value: string | Date) => (value instanceof Date ? value.toISOString() : value)),
  );
const stamp = lazy(() => z.optional(isoStamp()));
const texts = () => z.array(text());

const stamps = () => ({ createdAt: stamp(), updatedAt: stamp() });

const schemas = {
  task: lazy(() =>
    z.object({
      id: text(),
      title: text(),
      status: z._default(z.enum(TASK_STATUSES), "todo"),
      role: optionalText(),
      assignedTo: optionalText(),
      claimedBy: optionalText(),
      reviewer: optionalText(),
      priority: z.catch(z.optional(z.enum(TASK_PRIORITIES)), undefined),
      labels: z.optional(texts()),
      blockedBy: z.optional(texts()),
      ...stamps(),
    }),
  ),
  handoff: lazy(() =>
    z.object({
      id: text(),
      title: text(),
      from: optionalText(),
      to: optionalText(),
      role: optionalText(),
      taskId: optionalText(),
      ...stamps(),
    }),
  ),
  decision: lazy(() =>
    z.object({
      id: text(),
      title: text(),
      status: z._default(z.enum(DECISION_STATUSES), "proposed"),
      decidedBy: optionalText(),
      taskId: optionalText(),
      ...stamps(),
    }),
  ),
  memory: lazy(() =>
    z.object({
      id: text(),
      title: text(),
      tags: z._default(texts(), []),
      author: optionalText(),
      ...stamps(),
    }),
  ),
  message: lazy(() =>
    z.object({
      id: text(),
      from: text(),
      to: text(),
      taskId: optionalText(),
      read: z._default(z.boolean(), false),
      readAt: stamp(),
      recipients: z.optional(texts()),
      readBy: z.optional(texts()),
      replyTo: optionalText(),
      threadId: optionalText(),
      ackRequired: z.optional(z.boolean()),
      ackDueAt: stamp(),
      acks: z.optional(z.record(z.string(), isoStamp())),
      ...stamps(),
    }),
  ),
  ask: lazy(() =>
    z.object({
      id: text(),
      from: text(),
      to: text(),
      taskId: optionalText(),
      status: z._default(z.enum(ASK_STATUSES), "pending"),
      escalatedTo: z.optional(z.literal("ceo")),
      escalatedAt: stamp(),
      answer: optionalText(),
      answeredBy: optionalText(),
      answeredAt: stamp(),
      ...stamps(),
    }),
  ),
} as const;

/** The field that holds the markdown body of each type. */
const BODY_FIELD: Record<EntityType, string> = {
  task: "body",
  handoff: "body",
  decision: "body",
  memory: "body",
  message: "text",
  ask: "question",
};

export class EntityFileError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`Cannot read entity "${file}": ${message}`);
    this.name = "EntityFileError";
    this.file = file;
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * Reads a document as an entity of `type`. `expectedId` is the file's name: the id in the front
 * matter may be left out by hand, but may not disagree with the name.
 */
export function entityFromDocument<T extends EntityType>(
  type: T,
  doc: MarkdownDocument,
  options: { file: string; expectedId: string; fallbackStamp: string },
): EntityByType[T] {
  const data = { ...doc.data, id: doc.data.id ?? options.expectedId };
  const parsed = schemas[type]().safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EntityFileError(options.file, `field "${issue.path.join(".")}": ${issue.message}`);
  }
  const value = parsed.data as Record<string, unknown>;
  if (value.id !== options.expectedId) {
    throw new EntityFileError(options.file, `id "${String(value.id)}" does not match the file name`);
  }
  const createdAt = (value.createdAt as string | undefined) ?? (value.updatedAt as string | undefined);
  const entity: Record<string, unknown> = {
    ...value,
    createdAt: createdAt ?? options.fallbackStamp,
    [BODY_FIELD[type]]: doc.body,
  };
  if (type !== "handoff") entity.updatedAt = value.updatedAt ?? createdAt ?? options.fallbackStamp;
  else delete entity.updatedAt;
  return withoutUndefined(entity) as unknown as EntityByType[T];
}

/** Front matter + body of an entity; `extra` keeps fields a person added by hand. */
export function documentFromEntity(
  type: EntityType,
  entity: AnyEntity,
  extra: Record<string, unknown> = {},
): MarkdownDocument {
  const bodyField = BODY_FIELD[type];
  const fields = entity as unknown as Record<string, unknown>;
  const known = Object.keys(schemas[type]().shape);
  const carried = Object.fromEntries(
    Object.entries(extra).filter(([key]) => !known.includes(key) && key !== bodyField),
  );
  const data: Record<string, unknown> = { ...carried };
  for (const key of known) if (fields[key] !== undefined) data[key] = fields[key];
  return { data, body: String(fields[bodyField] ?? "") };
}

/** The revision stamp of the dedup signature: `updatedAt`, or `createdAt` for handoffs. */
export function stampOf(type: EntityType, entity: AnyEntity): string {
  return type === "handoff" ? entity.createdAt : (entity as { updatedAt: string }).updatedAt;
}
