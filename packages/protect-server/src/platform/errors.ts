/**
 * The closed list of domain error codes. Each maps to an HTTP status, to the `error` value on the
 * wire and to what it means, in one table: the error handler (http/error-handler.ts) answers by it,
 * and each route's error contract (http/error-contract.ts) and its OpenAPI responses derive from it.
 */
export const errorCatalog = {
  invalid_input: {
    status: 400,
    wire: "invalid_input",
    meaning: "the request does not match the schema (`fields` names each problem)",
  },
  unauthorized: {
    status: 401,
    wire: "unauthorized",
    meaning: "no valid session",
  },
  forbidden: {
    status: 403,
    wire: "forbidden",
    meaning: "not allowed for this account (banned, not an admin, wrong password or secret)",
  },
  not_found: {
    status: 404,
    wire: "not_found",
    meaning: "no such resource (or the caller's account was erased while the request ran)",
  },
  email_taken: {
    status: 409,
    wire: "email_taken",
    meaning: "an account with this e-mail exists",
  },
  invalid_transition: {
    status: 409,
    wire: "invalid_transition",
    meaning: "the change is not allowed from the current state",
  },
  invalid_code: {
    status: 400,
    wire: "invalid_code",
    meaning: "the code does not match (`attemptsLeft` says how many tries remain)",
  },
  version_gone: {
    status: 410,
    wire: "version_gone",
    meaning: "the version is outside the kept change history: fetch a full snapshot",
  },
  device_locked: {
    status: 409,
    wire: "device_locked",
    meaning: "this device is locked to another account (`code: DEVICE_LOCKED`)",
  },
  plan_limit: {
    status: 403,
    wire: "plan_limit",
    meaning: "the plan's limit is reached (`resource`, `current`, `limit`)",
  },
  consent_required: {
    status: 412,
    wire: "consent_required",
    meaning: "consent is missing or given to an outdated text (`currentVersion`)",
  },
  already_connected: {
    status: 409,
    wire: "already_connected",
    meaning: "this mailbox is already connected",
  },
  already_restored: {
    status: 409,
    wire: "already_restored",
    meaning: "this hidden mail was already put back in the inbox",
  },
  mail_login_failed: {
    status: 422,
    wire: "mail_login_failed",
    meaning: "the mail server refused the login",
  },
  mail_server_unreachable: {
    status: 422,
    wire: "mail_server_unreachable",
    meaning: "the mail server could not be reached",
  },
  oauth_failed: {
    status: 400,
    wire: "oauth_failed",
    meaning: "the OAuth flow failed (unknown, expired or used state; the provider refused the code)",
  },
  mdm_managed: {
    status: 400,
    wire: "mdm_managed",
    meaning: "not available on an MDM-managed account",
  },
  invalid_push_endpoint: {
    status: 400,
    wire: "invalid_push_endpoint",
    meaning:
      "the web push subscription's endpoint is refused (`reason`: malformed, not_https, userinfo, ip_literal, port, local_name)",
  },
  quota_exceeded: {
    status: 429,
    wire: "quota_exceeded",
    meaning: "the daily quota is used up",
  },
  rate_limited: {
    status: 429,
    wire: "rate_limited",
    meaning: "too many attempts (see Retry-After)",
  },
  uri_too_long: {
    status: 414,
    wire: "uri_too_long",
    meaning: "a path parameter is longer than 100 characters (no identifier of this API is)",
  },
  headers_too_large: {
    status: 431,
    wire: "headers_too_large",
    meaning: "the request line and headers exceed 16 KB (a URL that long is never valid here)",
  },
  payload_too_large: {
    status: 413,
    wire: "payload_too_large",
    meaning: "the body is larger than the route accepts",
  },
  unsupported_media_type: {
    status: 415,
    wire: "unsupported_media_type",
    meaning: "the body's content type is not application/json",
  },
  not_acceptable: {
    status: 406,
    wire: "not_acceptable",
    meaning: "none of the media types the route answers with is acceptable to the `Accept` header",
  },
  invalid_signature: {
    status: 401,
    wire: "invalid_signature",
    meaning: "missing or invalid signature",
  },
  diga_not_found: {
    status: 400,
    wire: "not_found",
    meaning: "no such DiGA code",
  },
  diga_already_used: {
    status: 400,
    wire: "already_used",
    meaning: "the DiGA code was used",
  },
  diga_expired: {
    status: 400,
    wire: "expired",
    meaning: "the DiGA code expired",
  },
  diga_invalid_input: {
    status: 400,
    wire: "invalid_input",
    meaning: "not a DiGA code",
  },
  database_unavailable: {
    status: 503,
    wire: "database_unavailable",
    meaning: "the database is unreachable (see Retry-After)",
  },
  limits_unavailable: {
    status: 503,
    wire: "limits_unavailable",
    meaning: "the rate-limit store is unreachable (see Retry-After)",
  },
  payment_provider_unavailable: {
    status: 503,
    wire: "payment_provider_unavailable",
    meaning: "the payment provider could not cancel the subscription; nothing was deleted",
  },
  internal: {
    status: 500,
    wire: "internal",
    meaning: "unexpected failure",
  },
} as const satisfies Record<string, { status: number; wire: string; meaning: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** Extra fields some errors carry on the wire, e.g. plan_limit's resource/current/limit. */
export type ErrorDetails = Record<string, unknown>;

/** A failure the client caused or may act on. Anything else that is thrown becomes a plain 500. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;
  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }
}

export interface ErrorBody {
  error: string;
  message: string;
  [key: string]: unknown;
}

/** The HTTP status and JSON body of a domain error. */
export function toHttpError(error: AppError): { status: number; body: ErrorBody } {
  const entry = errorCatalog[error.code];
  return { status: entry.status, body: { error: entry.wire, message: error.message, ...error.details } };
}

/** `{ error: "plan_limit", resource, current, limit }` as the seed specifies it. */
export function planLimitError(resource: string, current: number, limit: number): AppError {
  return new AppError("plan_limit", `Plan limit reached for "${resource}": ${current} of ${limit}`, {
    resource,
    current,
    limit,
  });
}
