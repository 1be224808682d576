import type { FastifySchema, RouteOptions } from "fastify";
import { type ErrorCode, errorCatalog } from "../platform/errors.ts";
import { declaredErrorsOf, declareHookErrors, errorsByStatus } from "./error-contract.ts";

/** An OpenAPI security requirement list: [] for public, [{ bearer: [] }] for a session, … */
export type SecurityRequirement = Record<string, string[]>[];

/** Which security requirement each guard hook enforces; guards register themselves here. */
const guardSecurity = new WeakMap<object, SecurityRequirement>();

/**
 * Marks a guard hook with the OpenAPI security it enforces and the error codes it answers
 * (http/authenticate.ts): every route it guards documents both.
 */
export function documentGuard<T extends object>(
  guard: T,
  contract: { security: SecurityRequirement; errors: readonly ErrorCode[] },
): T {
  guardSecurity.set(guard, contract.security);
  return declareHookErrors(guard, contract.errors);
}

/** The security a route's onRequest guards enforce, or undefined when it has none. */
export function securityOfRoute(route: Pick<RouteOptions, "onRequest">): SecurityRequirement | undefined {
  const hooks =
    route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  for (const hook of hooks) {
    const security = guardSecurity.get(hook as object);
    if (security) return security;
  }
  return undefined;
}

const VERBS: Record<string, string> = { GET: "get", POST: "post", PUT: "put", PATCH: "patch", DELETE: "delete" };

/**
 * A stable operationId from method and path: `DELETE /api/me` → `deleteMe`,
 * `POST /api/admin/users/:id/plan` → `postAdminUsersByIdPlan`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "/")
    .split("/")
    .filter((part) => part !== "")
    .map((part) => (part.startsWith(":") || part.startsWith("{") ? `by-${part.replace(/[:{}]/g, "")}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== "");
  const verb = VERBS[method.toUpperCase()] ?? method.toLowerCase();
  return verb + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

/**
 * JSON schema of the error body for one status of one route: the wire codes it may answer as an
 * enum, and what each means (a wire code shared by two domain codes, as DiGA's `not_found`, lists
 * both meanings).
 */
export function errorBodyJsonSchema(codes: readonly ErrorCode[]): Record<string, unknown> {
  const meanings = new Map<string, string[]>();
  for (const code of codes) {
    const { wire, meaning } = errorCatalog[code];
    meanings.set(wire, [...(meanings.get(wire) ?? []), meaning]);
  }
  return {
    type: "object",
    description: [...meanings].map(([wire, list]) => `\`${wire}\`: ${list.join("; ")}`).join(". "),
    properties: {
      error: { type: "string", enum: [...meanings.keys()] },
      message: { type: "string" },
    },
    required: ["error", "message"],
    additionalProperties: true,
  };
}

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  "200": "Success",
  "201": "Created",
  "204": "Done (no content)",
};

/**
 * Completes one transformed route schema: operationId, security from the guards (a route that
 * declares another one than its guard enforce is a programming error), success descriptions, and
 * one response per error status with the codes the route declares (http/error-contract.ts).
 */
export function completeOperation(
  schema: FastifySchema & Record<string, unknown>,
  route: Pick<RouteOptions, "method" | "url" | "onRequest" | "preParsing" | "preValidation" | "preHandler" | "schema">,
  url: string,
): FastifySchema & Record<string, unknown> {
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const guarded = securityOfRoute(route);
  const declared = schema.security as SecurityRequirement | undefined;
  if (guarded && declared && JSON.stringify(guarded) !== JSON.stringify(declared)) {
    throw new Error(
      `Route ${method} ${url} documents security ${JSON.stringify(declared)} but its guard enforces ${JSON.stringify(guarded)}`,
    );
  }
  const response: Record<string, Record<string, unknown>> = {};
  for (const [status, body] of Object.entries((schema.response as Record<string, Record<string, unknown>>) ?? {})) {
    response[status] = body.description ? body : { ...body, description: SUCCESS_DESCRIPTIONS[status] ?? "Success" };
  }
  for (const [status, codes] of errorsByStatus(declaredErrorsOf(route))) {
    // A status the route documents with a body of its own (GET /health's 503) keeps it.
    response[String(status)] ??= errorBodyJsonSchema(codes);
  }
  const { errors: _errors, ...rest } = schema;
  return {
    ...rest,
    operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, url),
    security: guarded ?? declared ?? [],
    response,
  };
}

type Content = Record<string, { schema?: unknown }>;

interface DocumentedOperation {
  requestBody?: { required?: boolean; content?: Content };
  responses?: Record<string, { content?: Content }>;
}

/** The part of an OpenAPI document the post-processing below reads and changes. */
export interface OpenApiPaths {
  paths?: Record<string, Record<string, DocumentedOperation>>;
}

/** A JSON schema without its `null` alternative: `anyOf: [X, {type: "null"}]` → X. */
function withoutNull(schema: unknown): unknown {
  const anyOf = (schema as { anyOf?: unknown[] } | undefined)?.anyOf;
  if (!Array.isArray(anyOf)) return schema;
  const rest = anyOf.filter((item) => (item as { type?: unknown }).type !== "null");
  return rest.length === 1 ? rest[0] : { ...(schema as object), anyOf: rest };
}

/**
 * Marks the request bodies a route may do without (`"post /api/…/{id}/ban-user"` in `optional`)
 * as not required: Fastify validates an absent body as null, so such a route's schema accepts
 * null; the document says "may be left out" instead of "may be null".
 */
export function markOptionalBodies<T extends OpenApiPaths>(document: T, optional: ReadonlySet<string>): T {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.requestBody || !optional.has(`${method} ${path}`)) continue;
      operation.requestBody.required = false;
      for (const media of Object.values(operation.requestBody.content ?? {})) media.schema = withoutNull(media.schema);
    }
  }
  return document;
}

/**
 * Documents the success answers of the listed operations (`"get /api/…"` → `text/csv`) with their
 * own media type; error answers stay `application/json`, which is what the error handler sends.
 */
export function withSuccessMediaTypes<T extends OpenApiPaths>(document: T, mediaTypes: ReadonlyMap<string, string>): T {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const mediaType = mediaTypes.get(`${method} ${path}`);
      if (!mediaType) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const json = response.content?.["application/json"];
        if (!status.startsWith("2") || !json) continue;
        response.content = { [mediaType]: json };
      }
    }
  }
  return document;
}
