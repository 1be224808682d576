import { channel } from "node:diagnostics_channel";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { type ErrorCode, errorCatalog } from "../platform/errors.ts";
import { addReplyStep } from "./reply-steps.ts";

declare module "fastify" {
  interface FastifySchema {
    /**
     * The error codes the route's own work can answer (its handler and the services it calls).
     * Codes of its guards and hooks (declareHookErrors) and those every route shares
     * (errorsOfEveryRoute, errorsOfInput) are added without being listed here.
     */
    errors?: readonly ErrorCode[];
  }
}

/**
 * The codes any route can answer: an unexpected failure, and PostgreSQL out of reach. (A request
 * whose headers exceed 16 KB is refused before it reaches any route: 431 headers_too_large, stated
 * once in the document's description rather than on every operation; http/framework-errors.ts.)
 */
export const errorsOfEveryRoute: readonly ErrorCode[] = ["internal", "database_unavailable"];

/** Methods whose body Fastify parses: bad JSON (400), too large (413), another content type (415). */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const BODY_ERRORS: readonly ErrorCode[] = ["invalid_input", "payload_too_large", "unsupported_media_type"];

/** What a route reads decides its input errors: a validated part → 400, a parsed body → 400, 413, 415. */
export function errorsOfInput(method: string, schema: Record<string, unknown> | undefined): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (schema && (schema.body || schema.querystring || schema.params || schema.headers)) codes.push("invalid_input");
  // A path parameter over the router's limit is refused before routing (http/framework-errors.ts).
  if (schema?.params) codes.push("uri_too_long");
  if (BODY_METHODS.has(method.toUpperCase())) codes.push(...BODY_ERRORS);
  return codes;
}

const hookErrors = new WeakMap<object, readonly ErrorCode[]>();

/**
 * Marks a hook (a guard, a limit) with the error codes it can answer, so that every route using it
 * declares them without repeating them.
 *
 * @example
 * const requireUser = declareHookErrors(async (request) => { … }, ["unauthorized", "forbidden"]);
 */
export function declareHookErrors<T extends object>(hook: T, codes: readonly ErrorCode[]): T {
  hookErrors.set(hook, [...(hookErrors.get(hook) ?? []), ...codes]);
  return hook;
}

type RouteShape = Pick<RouteOptions, "method" | "onRequest" | "preParsing" | "preValidation" | "preHandler"> & {
  schema?: unknown;
};

function hooksOf(route: RouteShape): unknown[] {
  return [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flatMap((hooks) =>
    hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks],
  );
}

/** Every error code a route may answer: its own `errors`, its hooks', its input's, every route's. */
export function declaredErrorsOf(route: RouteShape): ErrorCode[] {
  const schema = route.schema as (Record<string, unknown> & { errors?: readonly ErrorCode[] }) | undefined;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const codes = new Set<ErrorCode>([
    ...(schema?.errors ?? []),
    ...hooksOf(route).flatMap((hook) => (typeof hook === "function" ? (hookErrors.get(hook) ?? []) : [])),
    ...errorsOfInput(method, schema),
    ...errorsOfEveryRoute,
  ]);
  for (const code of codes) {
    if (!(code in errorCatalog)) throw new Error(`Route ${method} declares unknown error code "${code}"`);
  }
  return [...codes].sort();
}

/** The declared codes grouped by HTTP status, each status with its codes in catalog order. */
export function errorsByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of Object.keys(errorCatalog) as ErrorCode[]) {
    if (!codes.includes(code)) continue;
    const status = errorCatalog[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort((a, b) => a[0] - b[0]));
}

/** The `status code` pairs (wire codes) a route may answer, for the check of each reply. */
type WireContract = ReadonlySet<string>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's declared errors as `status wire-code` pairs (registerErrorContracts). */
    errorContract?: WireContract;
  }
}

/** One reply with an error the route does not declare. */
export interface UndeclaredError {
  method: string;
  url: string;
  status: number;
  /** The body's `error`, or undefined when an error status came without one. */
  code: string | undefined;
}

/**
 * Where undeclared errors are published (node:diagnostics_channel): the test suite subscribes and
 * fails the test that caused one (error-contract.vitest-setup.ts); without subscribers publishing
 * costs nothing.
 */
export const undeclaredErrorChannel = channel("protect-server:undeclared-error");

const wireKey = (status: number, wire: string) => `${status} ${wire}`;

/**
 * Gives every documented route its error contract (from declaredErrorsOf) and checks each error
 * reply against it: an undeclared code is published on undeclaredErrorChannel and logged as a
 * warning once per route and code; the reply itself goes out unchanged. Register before the routes.
 */
export function registerErrorContracts(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    const contract = new Set(
      declaredErrorsOf(route).map((code) => wireKey(errorCatalog[code].status, errorCatalog[code].wire)),
    );
    route.config = { ...route.config, errorContract: contract };
  });

  const warned = new Set<string>();
  function report(request: FastifyRequest, undeclared: UndeclaredError): void {
    if (undeclaredErrorChannel.hasSubscribers) undeclaredErrorChannel.publish(undeclared);
    const key = `${undeclared.method} ${undeclared.url} ${undeclared.status} ${undeclared.code}`;
    if (warned.has(key)) return;
    warned.add(key);
    request.log.warn(
      { undeclaredError: undeclared },
      "route answered an error code it does not declare (add it to the route's schema.errors)",
    );
  }

  // Checked when the reply is written (one shared onSend step, http/reply-steps.ts): an error body
  // is read back from its JSON only for error statuses, so a successful reply costs one compare.
  addReplyStep(app, (request, reply, payload) => {
    if (reply.statusCode < 400) return;
    const contract = request.routeOptions.config.errorContract;
    if (!contract) return;
    const code = errorCodeOf(payload);
    const documentedBody = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[
      reply.statusCode
    ];
    const declared =
      typeof code === "string" ? contract.has(wireKey(reply.statusCode, code)) : documentedBody !== undefined;
    if (!declared) {
      report(request, {
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        code: typeof code === "string" ? code : undefined,
      });
    }
  });
}

/** The `error` of a JSON error body as written, or undefined. */
function errorCodeOf(payload: unknown): unknown {
  if (typeof payload !== "string" || !payload.startsWith("{")) return undefined;
  try {
    return (JSON.parse(payload) as { error?: unknown } | null)?.error;
  } catch {
    return undefined;
  }
}
