import { channel } from "node:diagnostics_channel";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** Writes a response body as JSON, or answers undefined when the value does not fit its schema. */
type Writer = (value: unknown) => string | undefined;

/**
 * A JSON writer compiled from a response schema built of plain parts — objects (extra keys dropped),
 * strings and numbers without checks but integer ones, booleans, null, enums, literals, nullable,
 * optional and arrays — or null for anything else (refinements, formats, unions, transforms…).
 * Its output is byte for byte what the zod serializer writes (JSON.stringify of the encoded value),
 * it declines exactly the values zod rejects, and it skips zod's general machinery: the serializer
 * below falls back to zod for whatever it declines, so errors read as before.
 */
export function compileResponseWriter(schema: z.core.$ZodType): Writer | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks as z.core.$ZodCheck[] | undefined) ?? [];
  switch (def.type) {
    case "string":
      // A format (z.email(), z.uuid()…) is a check of its own: declined, as any check is.
      if (checks.length > 0 || def.format !== undefined || def.coerce) return null;
      return (value) => (typeof value === "string" ? JSON.stringify(value) : undefined);
    case "number": {
      // Plain, or an integer by one of zod's two spellings: z.int() (a format) or .int() (a check).
      const checkFormat = (checks[0]?._zod.def as { format?: string } | undefined)?.format;
      const integer =
        (checks.length === 1 && checkFormat === "safeint" && def.format === undefined) ||
        (checks.length === 0 && def.format === "safeint");
      if (def.coerce || (!integer && (checks.length > 0 || def.format !== undefined))) return null;
      return (value) =>
        typeof value === "number" && (integer ? Number.isSafeInteger(value) : Number.isFinite(value))
          ? JSON.stringify(value)
          : undefined;
    }
    case "boolean":
      return (value) => (typeof value === "boolean" ? (value ? "true" : "false") : undefined);
    case "null":
      return (value) => (value === null ? "null" : undefined);
    case "enum":
    case "literal": {
      const allowed = new Set(def.type === "enum" ? Object.values(def.entries as object) : (def.values as unknown[]));
      if ([...allowed].some((entry) => typeof entry !== "string" && typeof entry !== "number")) return null;
      return (value) => (allowed.has(value) ? JSON.stringify(value) : undefined);
    }
    case "nullable": {
      const inner = compileResponseWriter(def.innerType as z.core.$ZodType);
      return inner && ((value) => (value === null ? "null" : inner(value)));
    }
    case "array": {
      const element = compileResponseWriter(def.element as z.core.$ZodType);
      if (!element || checks.length > 0) return null;
      return (value) => {
        if (!Array.isArray(value)) return undefined;
        const parts: string[] = [];
        for (const item of value) {
          const written = element(item);
          if (written === undefined) return undefined;
          parts.push(written);
        }
        return `[${parts.join(",")}]`;
      };
    }
    case "object": {
      if (def.catchall !== undefined || checks.length > 0) return null;
      const fields: { key: string; prefix: string; optional: boolean; write: Writer }[] = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const fieldDef = field._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType };
        const optional = fieldDef.type === "optional";
        const write = compileResponseWriter(optional && fieldDef.innerType ? fieldDef.innerType : field);
        if (!write) return null;
        fields.push({ key, prefix: `${JSON.stringify(key)}:`, optional, write });
      }
      return (value) => {
        if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
        const record = value as Record<string, unknown>;
        let out = "";
        for (const field of fields) {
          const item = record[field.key];
          if (item === undefined && field.optional) continue;
          const written = field.write(item);
          if (written === undefined) return undefined;
          out += out === "" ? field.prefix + written : `,${field.prefix}${written}`;
        }
        return `{${out}}`;
      };
    }
    default:
      return null;
  }
}

/** Where the test suite compares the compiled writer with zod's serializer on every response. */
export const responseWriterChannel = channel("protect-server.response-writer");

export interface ResponseWriterComparison {
  url: string;
  written: string | undefined;
  checked: () => string;
}

/**
 * The app's response serializer: the compiled writer when the schema allows one, zod's serializer
 * (fastify-type-provider-zod) for the rest and for whatever the writer declines. Both drop
 * undeclared fields, so no response carries more than its schema says.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = (route) => {
  const checked = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string;
  const writer = route.schema instanceof z.core.$ZodType ? compileResponseWriter(route.schema) : null;
  if (!writer) return checked;
  return (data) => {
    const written = writer(data);
    if (responseWriterChannel.hasSubscribers) {
      responseWriterChannel.publish({
        url: route.url,
        written,
        checked: () => checked(data),
      } satisfies ResponseWriterComparison);
    }
    return written ?? checked(data);
  };
};
