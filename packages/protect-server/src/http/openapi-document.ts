import type { FastifySchema, RouteOptions } from "fastify";
import { type ErrorCode, errorCatalog } from "../errors.ts";

/** An OpenAPI security requirement list: [] for public, [{ bearer: [] }] for a session, … */
export type SecurityRequirement = Record<string, string[]>[];

/** Which security requirement each guard hook enforces; guards register themselves here. */
const guardSecurity = new WeakMap<object, SecurityRequirement>();

/** Marks a guard hook with the OpenAPI security it enforces (http/authenticate.ts). */
export function documentGuard<T extends object>(guard: T, security: SecurityRequirement): T {
  guardSecurity.set(guard, security);
  return guard;
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

/** What each error code means, for the response descriptions. */
const codeMeaning: Record<ErrorCode, string> = {
  invalid_input: "the request does not match the schema (`fields` names each problem)",
  unauthorized: "no valid session",
  forbidden: "not allowed for this account (banned, not an admin, wrong password or secret)",
  not_found: "no such resource or route",
  email_taken: "an account with this e-mail exists",
  invalid_transition: "the change is not allowed from the current state",
  invalid_code: "the code does not match (`attemptsLeft` says how many tries remain)",
  version_gone: "the version is outside the kept change history: fetch a full snapshot",
  device_locked: "this device is locked to another account (`code: DEVICE_LOCKED`)",
  plan_limit: "the plan's limit is reached (`resource`, `current`, `limit`)",
  consent_required: "consent is missing or given to an outdated text (`currentVersion`)",
  mail_login_failed: "the mail server refused the login",
  mail_server_unreachable: "the mail server could not be reached",
  oauth_failed: "the OAuth flow failed (unknown, expired or used state; the provider refused the code)",
  already_connected: "this mailbox is already connected",
  mdm_managed: "not available on an MDM-managed account",
  invalid_push_endpoint:
    "the web push subscription's endpoint is refused (`reason`: malformed, not_https, userinfo, ip_literal, port, local_name)",
  quota_exceeded: "the daily quota is used up",
  rate_limited: "too many attempts (see Retry-After)",
  payload_too_large: "the body is larger than the route accepts",
  unsupported_media_type: "the body's content type is not application/json",
  not_acceptable: "none of the media types the route answers with is acceptable to the `Accept` header",
  invalid_signature: "missing or invalid signature",
  diga_not_found: "no such DiGA code",
  diga_already_used: "the DiGA code was used",
  diga_expired: "the DiGA code expired",
  diga_invalid_input: "not a DiGA code",
  database_unavailable: "the database is unreachable (see Retry-After)",
  limits_unavailable: "the rate-limit store is unreachable (see Retry-After)",
  payment_provider_unavailable: "the payment provider could not cancel the subscription; nothing was deleted",
  internal: "unexpected failure",
};

/** The wire codes (deduplicated) and their meanings for one HTTP status. */
export function errorCodesOf(status: number): { codes: string[]; description: string } {
  const entries = (Object.entries(errorCatalog) as [ErrorCode, { status: number; wire: string }][]).filter(
    ([, entry]) => entry.status === status,
  );
  const meanings = new Map<string, string[]>();
  for (const [code, entry] of entries) {
    const list = meanings.get(entry.wire) ?? [];
    list.push(codeMeaning[code] ?? code);
    meanings.set(entry.wire, list);
  }
  const codes = [...meanings.keys()];
  const description = codes.map((code) => `\`${code}\`: ${meanings.get(code)?.join("; ")}`).join(". ");
  return { codes, description };
}

/** JSON schema of the error body for one status, with its codes enumerated. */
export function errorBodyJsonSchema(status: number): Record<string, unknown> {
  const { codes, description } = errorCodesOf(status);
  return {
    type: "object",
    description: description || `HTTP ${status}`,
    properties: {
      error: { type: "string", enum: codes.length > 0 ? codes : ["invalid_input"] },
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
 * declares another one than its guard enforce is a programming error), success descriptions,
 * enumerated error codes, 503 on every route that reaches the database, 413 and 415 on every route
 * with a body.
 */
export function completeOperation(
  schema: FastifySchema & Record<string, unknown>,
  route: Pick<RouteOptions, "method" | "url" | "onRequest">,
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
  const response = { ...((schema.response as Record<string, Record<string, unknown>> | undefined) ?? {}) };
  for (const [status, body] of Object.entries(response)) {
    const code = Number(status);
    const isErrorBody = Boolean((body.properties as Record<string, unknown> | undefined)?.error);
    if (code >= 400 && isErrorBody) response[status] = errorBodyJsonSchema(code);
    else if (!body.description) response[status] = { ...body, description: SUCCESS_DESCRIPTIONS[status] ?? "Success" };
  }
  if (!response["503"]) response["503"] = errorBodyJsonSchema(503);
  if (schema.body) {
    // Fastify answers these before validation on every route that reads a body.
    response["413"] ??= errorBodyJsonSchema(413);
    response["415"] ??= errorBodyJsonSchema(415);
  }
  return {
    ...schema,
    operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, url),
    security: guarded ?? declared ?? [],
    response,
  };
}
