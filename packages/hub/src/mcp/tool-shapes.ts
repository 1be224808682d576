// What the hub's MCP tools share: hints (annotations), output schemas and the argument types. The
// argument schemas say only types (the rules - blank titles, caps, control characters, allowed
// statuses - are checked by the core, once, for every front); output schemas name the fields an
// agent branches on and let the rest through, which keeps tools/list small.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";

/** Reads: no change to the hub. */
export const READ: ToolAnnotations = { readOnlyHint: true };
/**
 * Creates a new record each call: nothing destroyed, not idempotent (`idempotentHint` is left at
 * its MCP default, false: 23 bytes less per tool in tools/list).
 */
export const CREATE: ToolAnnotations = { readOnlyHint: false, destructiveHint: false };
/** Changes an existing record; the same call twice leaves the same state. */
export const CHANGE: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
};

export const task = z.looseObject({ id: z.string(), title: z.string(), status: z.string() });
export const ask = z.looseObject({ id: z.string(), status: z.string() });
export const record = z.looseObject({ id: z.string() });

/**
 * A list result `{ items }`; a paged list adds `nextCursor` when there may be more. Loose objects, so
 * tools/list carries no `additionalProperties: false` for them.
 */
export const listOf = (item: z.ZodType) => z.looseObject({ items: z.array(item) });
export const pagedListOf = (item: z.ZodType) =>
  z.looseObject({ items: z.array(item), nextCursor: z.string().optional() });

export const text = z.string();
export const optionalText = z.string().optional();
/** A field that `null` clears. */
export const clearable = z.string().nullable().optional();
