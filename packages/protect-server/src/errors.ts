/**
 * The closed list of domain error codes. Each maps to an HTTP status and to the `error` value on the
 * wire in one table; the error handler (http/error-handler.ts) is the only place that reads it.
 */
export const errorCatalog = {
  invalid_input: { status: 400, wire: "invalid_input" },
  unauthorized: { status: 401, wire: "unauthorized" },
  forbidden: { status: 403, wire: "forbidden" },
  not_found: { status: 404, wire: "not_found" },
  email_taken: { status: 409, wire: "email_taken" },
  invalid_transition: { status: 409, wire: "invalid_transition" },
  invalid_code: { status: 400, wire: "invalid_code" },
  version_gone: { status: 410, wire: "version_gone" },
  device_locked: { status: 409, wire: "device_locked" },
  plan_limit: { status: 403, wire: "plan_limit" },
  consent_required: { status: 412, wire: "consent_required" },
  already_connected: { status: 409, wire: "already_connected" },
  mail_login_failed: { status: 422, wire: "mail_login_failed" },
  mail_server_unreachable: { status: 422, wire: "mail_server_unreachable" },
  oauth_failed: { status: 400, wire: "oauth_failed" },
  mdm_managed: { status: 400, wire: "mdm_managed" },
  invalid_push_endpoint: { status: 400, wire: "invalid_push_endpoint" },
  quota_exceeded: { status: 429, wire: "quota_exceeded" },
  rate_limited: { status: 429, wire: "rate_limited" },
  payload_too_large: { status: 413, wire: "payload_too_large" },
  unsupported_media_type: { status: 415, wire: "unsupported_media_type" },
  not_acceptable: { status: 406, wire: "not_acceptable" },
  invalid_signature: { status: 401, wire: "invalid_signature" },
  diga_not_found: { status: 400, wire: "not_found" },
  diga_already_used: { status: 400, wire: "already_used" },
  diga_expired: { status: 400, wire: "expired" },
  diga_invalid_input: { status: 400, wire: "invalid_input" },
  database_unavailable: { status: 503, wire: "database_unavailable" },
  limits_unavailable: { status: 503, wire: "limits_unavailable" },
  payment_provider_unavailable: { status: 503, wire: "payment_provider_unavailable" },
  internal: { status: 500, wire: "internal" },
} as const satisfies Record<string, { status: number; wire: string }>;

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
