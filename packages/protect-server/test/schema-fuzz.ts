// Requests for one OpenAPI operation, generated from its parameter and body schemas with
// fast-check: values the schema accepts, values at and just past its bounds, and hostile values
// (wrong types, NUL and other control characters, 100,000-character strings, empty strings,
// unknown fields, ids that do not exist or are not ids at all).
import fc from "fast-check";

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  security: Record<string, string[]>[];
}

export interface GeneratedRequest {
  /** Path with its parameters filled in and encoded, plus the query string. */
  url: string;
  /** The raw body text (JSON, or deliberately not), undefined for none. */
  payload: string | undefined;
}

/** Operations of an OpenAPI 3 document, in document order. */
export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  security?: Record<string, string[]>[];
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const content = (raw.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: String(raw.operationId ?? `${method} ${path}`),
        parameters: (raw.parameters as Parameter[] | undefined) ?? [],
        body: content?.["application/json"]?.schema,
        security: (raw.security as Record<string, string[]>[] | undefined) ?? document.security ?? [],
      });
    }
  }
  return operations;
}

const HUGE = 100_000;

/** Strings an attacker sends into any text field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  // NUL (PostgreSQL refuses it in text) inside otherwise ordinary text, most often of all.
  {
    weight: 3,
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
  },
  fc.constant(""),
  fc.constant(" "),
  fc.constant("\u0000"),
  fc.constant("a\u0000b"),
  fc.constant("\u0007\u001b[31m\r\n\t\u007f\u0085"),
  fc.constant("\ud800"),
  fc.constant("😀".repeat(40)),
  fc.constant("x".repeat(HUGE)),
  fc.constant("é".repeat(HUGE)),
  fc.constant("../../etc/passwd"),
  fc.constant("' OR 1=1 --"),
  fc.constant("%00"),
  fc.constant("-1"),
  fc.constant("1e309"),
  fc.constant("null"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), maxLength: 10 }),
);

/** Values of the wrong JSON type. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53, -(2 ** 53), 2 ** 31, 2 ** 63),
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return [];
}

function patternString(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (!schema.pattern) return undefined;
  try {
    const regex = new RegExp(schema.pattern, "u");
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 64;
    // "^[class]+$" with a minimum length: generate within the bounds, since stringMatching's short
    // strings would almost never pass the length filter (a 20-character token: no end to the retries).
    const repeated = /^\^(\[(?:\\.|[^\]\\])+\])[+*]\$$/.exec(schema.pattern);
    const generator = repeated ? new RegExp(`^${repeated[1]}{${min},${Math.min(max, 200)}}$`, "u") : regex;
    return fc
      .stringMatching(generator)
      .filter((value) => value.length <= max && value.length >= (schema.minLength ?? 0) && regex.test(value));
  } catch {
    return undefined;
  }
}

/** A string the schema accepts (as far as a generator can tell). */
function validString(schema: JsonSchema, name: string, pool: Pool): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.oneof(fc.constantFrom(...pool.ids), fc.uuid());
  if (schema.format === "date-time") {
    return fc
      .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const pattern = patternString(schema);
  if (pattern && !schema.pattern?.startsWith("^[\\u0021")) return pattern;
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 80, 200);
  const lower = name.toLowerCase();
  if (lower.includes("email")) {
    return fc.oneof(fc.emailAddress(), fc.constantFrom(...pool.emails)).filter((v) => v.length <= max);
  }
  if (lower.includes("domain") || lower.includes("host")) return fc.domain().filter((v) => v.length <= max);
  if (lower.endsWith("id") && !pattern) return fc.oneof(fc.constantFrom(...pool.ids), fc.uuid());
  if (lower.includes("url")) return fc.webUrl().filter((v) => v.length <= max);
  if (pattern) return pattern;
  return fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
}

/** A string at or just past the schema's length bounds. */
function boundaryString(schema: JsonSchema): fc.Arbitrary<string> {
  const options = [0, 1];
  if (schema.minLength !== undefined) options.push(schema.minLength, Math.max(0, schema.minLength - 1));
  if (schema.maxLength !== undefined) options.push(schema.maxLength, schema.maxLength + 1);
  return fc
    .constantFrom(...options)
    .chain((length) =>
      fc.oneof(
        fc.constant("a".repeat(length)),
        fc.constant(" ".repeat(length)),
        fc.string({ minLength: length, maxLength: length, unit: "grapheme" }),
      ),
    );
}

function numberBounds(schema: JsonSchema): { min: number; max: number } {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema);
  const edges = fc.constantFrom(min, max, Math.min(Math.max(0, min), max));
  const inside = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inside, edges);
}

function boundaryNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema);
  return fc.constantFrom(min - 1, max + 1, min - 0.5, 0.5, -1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e300);
}

export interface Pool {
  /** Ids that exist (the callers' user ids, a post …), so generated requests reach past "not found". */
  ids: string[];
  emails: string[];
}

/** Schema-conforming values (mostly), with boundary and hostile values mixed in at every level. */
export function valueFor(schema: JsonSchema, name: string, pool: Pool, depth = 0): fc.Arbitrary<unknown> {
  const hostile = depth > 3 ? anyJson : fc.oneof(anyJson, hostileString);
  return fc.oneof(
    { weight: 6, arbitrary: validFor(schema, name, pool, depth) },
    { weight: 2, arbitrary: boundaryFor(schema) },
    { weight: 2, arbitrary: hostile },
  );
}

/**
 * A value the schema accepts. `strict`: every nested value valid too, required fields present and
 * no unknown field (the base that `withOneBadField` spoils in exactly one place).
 */
function validFor(schema: JsonSchema, name: string, pool: Pool, depth: number, strict = false): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validFor(choice, name, pool, depth, strict)));
  if (schema.allOf?.length) return validFor(Object.assign({}, ...schema.allOf), name, pool, depth, strict);
  const types = typesOf(schema);
  if (types.length === 0) return anyJson;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "string":
          return validString(schema, name, pool);
        case "integer":
          return validNumber(schema, true);
        case "number":
          return validNumber(schema, false);
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "array":
          return fc.array(child(schema.items ?? {}, name, pool, depth + 1, strict), {
            minLength: Math.min(schema.minItems ?? 0, 5),
            maxLength: Math.min(schema.maxItems ?? 5, 5),
          });
        case "object":
          return objectFor(schema, pool, depth, strict);
        default:
          return anyJson;
      }
    }),
  );
}

function boundaryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(boundaryFor));
  const types = typesOf(schema);
  if (types.includes("string")) return boundaryString(schema);
  if (types.includes("integer") || types.includes("number")) return boundaryNumber(schema);
  if (types.includes("array")) {
    const over = (schema.maxItems ?? 100) + 1;
    return fc.constantFrom(
      [],
      Array.from({ length: Math.min(over, 5000) }, () => "x"),
    );
  }
  return anyJson;
}

/** An object: required fields mostly present, optional ones sometimes, an unknown field sometimes. */
function child(schema: JsonSchema, name: string, pool: Pool, depth: number, strict: boolean): fc.Arbitrary<unknown> {
  return strict ? validFor(schema, name, pool, depth, true) : valueFor(schema, name, pool, depth);
}

function objectFor(
  schema: JsonSchema,
  pool: Pool,
  depth: number,
  strict: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, property]) => {
    const value = child(property, key, pool, depth + 1, strict);
    return fc.tuple(fc.constant(key), value, fc.integer({ min: 0, max: 19 }));
  });
  const unknown = fc.option(
    fc.tuple(fc.constantFrom("__proto__", "constructor", "isAdmin", "userId", "plan", "x"), anyJson),
    {
      freq: 4,
    },
  );
  return fc.tuple(fc.tuple(...entries), unknown).map(([fields, extra]) => {
    const result: Record<string, unknown> = {};
    for (const [key, value, roll] of fields) {
      // A required field is left out one time in twenty; an optional one half the time.
      if (required.has(key) ? strict || roll !== 0 : roll < 10) result[key] = value;
    }
    if (extra && !strict)
      Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true, writable: true });
    return result;
  });
}

/** Percent-encodes a segment; lone surrogates (which encodeURIComponent refuses) become U+FFFD. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** A path segment: a real id, a well-formed id that does not exist, or not an id at all. */
function pathSegment(parameter: Parameter, pool: Pool): fc.Arbitrary<string> {
  const bad = fc.oneof(
    fc.constantFrom(
      "0",
      "-1",
      "null",
      "undefined",
      "%00",
      "%2e%2e",
      "..",
      "%ff",
      "a%20b",
      "%ED%A0%80",
      "%C0%AE",
      "00000000-0000-0000-0000-00000000000g",
    ),
    fc.constant("9".repeat(400)),
    fc.string({ maxLength: 30 }).map(encodeSegment),
    hostileString.map((value) => encodeSegment(value.slice(0, 2000))),
  );
  const valid = validString(parameter.schema, parameter.name, pool).map(encodeSegment);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: fc.constantFrom(...pool.ids) },
    { weight: 3, arbitrary: bad },
  );
}

function queryValue(parameter: Parameter, pool: Pool): fc.Arbitrary<string[]> {
  const one = fc
    .oneof(
      { weight: 2, arbitrary: validFor(parameter.schema, parameter.name, pool, 0, true) },
      { weight: 1, arbitrary: badValueFor(parameter.schema) },
    )
    .map((value) => (typeof value === "string" ? value : (JSON.stringify(value) ?? "")));
  return fc.oneof(
    { weight: 8, arbitrary: one.map((value) => [value]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

/** What an attacker puts into one field: mostly hostile text, else a bound or a wrong type. */
function badValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: hostileString },
    { weight: 2, arbitrary: boundaryFor(schema) },
    { weight: 2, arbitrary: anyJson },
  );
}

/** A valid object with exactly one property (present or not) replaced by a bad value. */
function withOneBadField(schema: JsonSchema, pool: Pool): fc.Arbitrary<unknown> | undefined {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return undefined;
  return fc
    .tuple(validFor(schema, "body", pool, 0, true), fc.constantFrom(...keys))
    .chain(([base, key]) =>
      badValueFor(schema.properties?.[key] ?? {}).map((bad) =>
        base !== null && typeof base === "object" && !Array.isArray(base) ? { ...base, [key]: bad } : base,
      ),
    );
}

const garbageBody: fc.Arbitrary<string | undefined> = fc.oneof(
  anyJson.map((value) => JSON.stringify(value)),
  fc.constantFrom(undefined, "", "{", '{"a":', "null", "[]", '"\u0000"', '{"a":"\\u0000"}'),
);

/**
 * A whole body: valid, valid but for one bad field (the case that reaches deepest with a bad
 * value), bad anywhere, or not an object, not JSON, or empty.
 */
function bodyFor(schema: JsonSchema | undefined, pool: Pool): fc.Arbitrary<string | undefined> {
  if (!schema) return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: garbageBody });
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => JSON.stringify(value));
  const oneBad = withOneBadField(schema, pool);
  return fc.oneof(
    { weight: 3, arbitrary: json(validFor(schema, "body", pool, 0, true)) },
    ...(oneBad ? [{ weight: 6, arbitrary: json(oneBad) }] : []),
    { weight: 3, arbitrary: json(valueFor(schema, "body", pool)) },
    { weight: 1, arbitrary: garbageBody },
  );
}

/** Requests for one operation: path, query and body from its schemas. */
export function requestFor(operation: Operation, pool: Pool): fc.Arbitrary<GeneratedRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === "path");
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const segments = fc.tuple(...pathParameters.map((p) => pathSegment(p, pool)));
  const query = fc.tuple(
    ...queryParameters.map((p) =>
      fc.option(queryValue(p, pool), { freq: 3 }).map((values) => [p.name, values] as const),
    ),
  );
  const unknownQuery = fc.option(fc.tuple(fc.constantFrom("x", "limit", "__proto__", "userId"), hostileString), {
    freq: 6,
  });
  return fc
    .tuple(segments, query, unknownQuery, bodyFor(operation.body, pool))
    .map(([values, queryPairs, extra, payload]) => {
      let path = operation.path;
      pathParameters.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, values[index] || "x");
      });
      const search = new URLSearchParams();
      for (const [name, list] of queryPairs) for (const value of list ?? []) search.append(name, value.slice(0, HUGE));
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return { url: text ? `${path}?${text}` : path, payload };
    });
}
