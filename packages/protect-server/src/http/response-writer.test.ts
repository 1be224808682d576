import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mePlanSchema } from "../features/plans/schema.ts";
import { compileResponseWriter } from "./response-writer.ts";

/** What fastify-type-provider-zod's serializer writes, or undefined where it throws. */
function zodWrites(schema: z.ZodType, value: unknown): string | undefined {
  const result = z.safeEncode(schema, value);
  return result.success ? JSON.stringify(result.data) : undefined;
}

const nested = z.object({
  id: z.string(),
  count: z.number().int(),
  ratio: z.number().nullable(),
  flag: z.boolean(),
  kind: z.enum(["a", "b", 'ä "quoted"']),
  fixed: z.literal("v1"),
  tags: z.array(z.string()),
  note: z.string().optional(),
  child: z.object({ at: z.string().nullable(), items: z.array(z.object({ n: z.number().int() })) }).optional(),
  nothing: z.null(),
});

const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom("a", "b", 'ä "quoted"', "v1", "legend", "free", "curated", "full", -0, Number.MAX_SAFE_INTEGER + 2),
);
/** Values near the schemas' shapes (so that many pass) and far from them. */
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("any"), { maxLength: 3 }),
  object: fc.dictionary(
    fc.constantFrom(
      "id",
      "count",
      "ratio",
      "flag",
      "kind",
      "fixed",
      "tags",
      "note",
      "child",
      "nothing",
      "at",
      "items",
      "n",
      "extra",
      "userId",
      "plan",
      "foundingMember",
      "globalBlocklistGraceUntil",
      "proTrialExpiresAt",
      "planLimits",
    ),
    tie("any"),
    { maxKeys: 12 },
  ),
})).any;

describe("compiled response writer", () => {
  it("compiles the plain schemas and declines the others (refinements, formats, unions, strict objects)", () => {
    expect(compileResponseWriter(mePlanSchema)).not.toBeNull();
    expect(compileResponseWriter(nested)).not.toBeNull();
    for (const schema of [
      z.string().min(1),
      z.email(),
      z.uuid(),
      z.iso.datetime(),
      z.int32(),
      z.number().positive(),
      z.coerce.string(),
      z.union([z.string(), z.number()]),
      z.strictObject({ a: z.string() }),
      z.looseObject({ a: z.string() }),
      z.string().transform((text) => text.length),
      z.date(),
      z.object({ a: z.string().default("x") }),
    ]) {
      expect(compileResponseWriter(schema)).toBeNull();
    }
  });

  it("writes byte for byte what zod's serializer writes, and declines exactly the values zod rejects", () => {
    for (const schema of [
      nested,
      mePlanSchema,
      z.array(nested),
      z.number().int(),
      z.int(),
      z.enum(["x", "y"]).nullable(),
    ]) {
      const write = compileResponseWriter(schema);
      if (!write) throw new Error("not compiled");
      fc.assert(
        fc.property(value, (candidate) => {
          expect(write(candidate)).toBe(zodWrites(schema, candidate));
        }),
        { numRuns: 2_000 },
      );
    }
  });

  it("writes valid values whole: keys in the schema's order, extra keys dropped, optional ones left out", () => {
    const write = compileResponseWriter(nested);
    const value = {
      extra: "never written",
      nothing: null,
      tags: ["x", 'y"\u0000\n'],
      fixed: "v1",
      kind: 'ä "quoted"',
      flag: false,
      ratio: -0,
      count: 3,
      id: "i",
      child: { items: [{ n: 1, secret: true }], at: null },
    };
    expect(write?.(value)).toBe(zodWrites(nested, value));
    expect(write?.(value)).toBe(
      '{"id":"i","count":3,"ratio":0,"flag":false,"kind":"ä \\"quoted\\"","fixed":"v1","tags":["x","y\\"\\u0000\\n"],"child":{"at":null,"items":[{"n":1}]},"nothing":null}',
    );
  });
});
