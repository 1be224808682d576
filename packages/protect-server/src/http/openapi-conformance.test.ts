// The OpenAPI document against the route validators it is generated from (issue 30): for every
// operation and every field of its body, query, path and headers that the document constrains,
// values the document allows at its bounds are not refused by validation on that field, and
// values just past them (one character short or over, a control character where a pattern
// forbids it, a number past its range) are refused on that field. A rule JSON Schema cannot state
// is named in the schema's `x-server-check` (and then only the forbidden side is checked).
import { expect, it } from "vitest";
import { callerHeaders, fuzzEnvOptions } from "../../test/fuzz-callers.ts";
import { describeEachDb, type TestEnv } from "../../test/harness.ts";
import { type JsonSchema, type Operation, operationsOf } from "../../test/schema-fuzz.ts";

type Where = "body" | "querystring" | "params" | "headers";
type Schema = JsonSchema & { "x-server-check"?: string; allOf?: JsonSchema[] };

interface Field {
  where: Where;
  name: string;
  schema: Schema;
}

interface Probe {
  value: string | number;
  allowed: boolean;
  why: string;
}

const NIL_UUID = "00000000-0000-4000-8000-000000000000";

/** The non-null alternative of `anyOf: [X, {type: "null"}]`, or the schema itself. */
function nonNull(schema: Schema): Schema {
  const alternatives = (schema.anyOf ?? []).filter((item) => item.type !== "null");
  return alternatives.length === 1 ? (alternatives[0] as Schema) : schema;
}

function patternsOf(schema: Schema): RegExp[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((item) => item.pattern)]
    .filter((pattern): pattern is string => typeof pattern === "string")
    .map((pattern) => new RegExp(pattern, "u"));
}

const FILLERS = ["a", "A", "1", "ab1"];

/** A string of exactly `length` characters the patterns accept, or undefined when none is found. */
function stringOf(length: number, patterns: RegExp[]): string | undefined {
  for (const filler of FILLERS) {
    const value = filler.repeat(Math.ceil(length / filler.length)).slice(0, length);
    if (patterns.every((pattern) => pattern.test(value))) return value;
  }
  return undefined;
}

function probesOf(field: Field): Probe[] {
  const schema = nonNull(field.schema);
  if (schema.enum || schema.const !== undefined || schema.format) return [];
  const exempt = Boolean(field.schema["x-server-check"] ?? schema["x-server-check"]);
  const probes: Probe[] = [];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "string") {
    const patterns = patternsOf(schema);
    const min = schema.minLength ?? 0;
    const max = schema.maxLength;
    // Header values cannot be empty on the wire.
    const shortest = stringOf(field.where === "headers" ? Math.max(min, 1) : min, patterns);
    if (shortest !== undefined) probes.push({ value: shortest, allowed: true, why: `${shortest.length} characters` });
    if (max !== undefined && max <= 20_000) {
      const longest = stringOf(max, patterns);
      if (longest !== undefined) {
        probes.push({ value: longest, allowed: true, why: `maxLength ${max}` });
        probes.push({ value: `${longest}a`, allowed: false, why: `maxLength ${max} + 1` });
      }
    }
    if (min > 0 && field.where !== "headers") {
      const short = stringOf(min - 1, []);
      if (short !== undefined) probes.push({ value: short, allowed: false, why: `minLength ${min} - 1` });
    }
    const blank = " ".repeat(Math.max(min, 1));
    if (patterns.length > 0 && field.where !== "headers" && !patterns.every((pattern) => pattern.test(blank))) {
      probes.push({ value: blank, allowed: false, why: "only spaces, which the pattern forbids" });
    }
    if (shortest !== undefined && patterns.length > 0 && field.where !== "headers") {
      const base = shortest || stringOf(Math.max(min, 1), patterns);
      const withControl = base ? `${base.slice(0, 1)}\u0007${base.slice(1)}` : undefined;
      if (withControl && !patterns.every((pattern) => pattern.test(withControl))) {
        probes.push({ value: withControl, allowed: false, why: "a control character the pattern forbids" });
      }
    }
  } else if (type === "integer" || type === "number") {
    if (schema.minimum !== undefined) {
      probes.push({ value: schema.minimum, allowed: true, why: `minimum ${schema.minimum}` });
      probes.push({ value: schema.minimum - 1, allowed: false, why: `minimum ${schema.minimum} - 1` });
    }
    if (schema.maximum !== undefined) {
      probes.push({ value: schema.maximum, allowed: true, why: `maximum ${schema.maximum}` });
      probes.push({ value: schema.maximum + 1, allowed: false, why: `maximum ${schema.maximum} + 1` });
    }
  }
  return exempt ? probes.filter((probe) => !probe.allowed) : probes;
}

function fieldsOf(operation: Operation): Field[] {
  const fields: Field[] = [];
  const where: Record<string, Where> = { query: "querystring", path: "params", header: "headers" };
  for (const parameter of operation.parameters) {
    const place = where[parameter.in];
    if (place) fields.push({ where: place, name: parameter.name, schema: parameter.schema as Schema });
  }
  const body = operation.body ? nonNull(operation.body as Schema) : undefined;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    fields.push({ where: "body", name, schema: schema as Schema });
  }
  return fields;
}

/** The request with one field set to the probe; path parameters not probed get a UUID. */
const ORDER: readonly Where[] = ["params", "body", "querystring", "headers"];

/** Whether a reported field belongs to a part Fastify validates before `where`. */
function precedes(reportedPath: string, where: Where): boolean {
  const part = ORDER.find((name) => reportedPath === name || reportedPath.startsWith(`${name}.`));
  return part !== undefined && ORDER.indexOf(part) < ORDER.indexOf(where);
}

function requestOf(operation: Operation, field: Field, value: string | number) {
  let url = operation.path;
  for (const parameter of operation.parameters.filter((p) => p.in === "path")) {
    const given = field.where === "params" && field.name === parameter.name ? String(value) : NIL_UUID;
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(given));
  }
  if (field.where === "querystring") url += `?${new URLSearchParams({ [field.name]: String(value) })}`;
  // Fastify validates params, body, query, headers in that order and stops at the first failure:
  // probes of a later part send an empty object, and an answer about an earlier part is inconclusive.
  const payload = field.where === "body" ? JSON.stringify({ [field.name]: value }) : operation.body ? "{}" : undefined;
  const headers: Record<string, string> = field.where === "headers" ? { [field.name]: String(value) } : {};
  return { url, payload, headers };
}

async function callerFor(env: TestEnv, operation: Operation) {
  const schemes = new Set(operation.security.flatMap((requirement) => Object.keys(requirement)));
  if (schemes.size === 0) return () => ({});
  return callerHeaders(env, operation, schemes.has("companion") && !schemes.has("bearer") ? "user" : "admin");
}

describeEachDb(
  "the OpenAPI document matches the route validators",
  (env) => {
    it("values the document allows pass validation; values it forbids are refused on that field", async () => {
      const document = (await env().request({ method: "GET", url: "/openapi.json" })).json();
      const disagreements: string[] = [];
      let probed = 0;
      for (const operation of operationsOf(document)) {
        const fields = fieldsOf(operation);
        if (!fields.some((field) => probesOf(field).length > 0)) continue;
        const headersFor = await callerFor(env(), operation);
        for (const field of fields) {
          for (const probe of probesOf(field)) {
            const request = requestOf(operation, field, probe.value);
            const res = await env().request({
              method: operation.method as "GET",
              url: request.url,
              headers: {
                ...headersFor(request.payload),
                ...request.headers,
                ...(request.payload !== undefined ? { "content-type": "application/json" } : {}),
              },
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            const path = `${field.where}.${field.name}`;
            const reported = res.statusCode === 400 ? ((res.json().fields ?? []) as { path: string }[]) : [];
            if (reported.length > 0 && reported.every((entry) => precedes(entry.path, field.where))) continue;
            probed += 1;
            const named =
              res.statusCode === 400 &&
              ((res.json().fields ?? []) as { path: string }[]).some(
                (entry) => entry.path === path || entry.path.startsWith(`${path}.`),
              );
            if (named === probe.allowed) {
              disagreements.push(
                `${operation.method} ${operation.path} ${path} = ${JSON.stringify(probe.value).slice(0, 40)} (${probe.why}): ` +
                  `document ${probe.allowed ? "allows" : "forbids"}, server ${named ? "refuses" : `answers ${res.statusCode} ${res.body.slice(0, 160)}`}`,
              );
            }
          }
        }
      }
      console.info(`openapi conformance: ${probed} probes`);
      expect(disagreements).toEqual([]);
      expect(probed).toBeGreaterThan(200);
    });
  },
  fuzzEnvOptions,
);
