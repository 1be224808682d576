import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isAccountDeletedError } from "../db/account-deleted.ts";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../db/availability.ts";
import { AppError, errorCatalog, toHttpError } from "../platform/errors.ts";

interface FieldError {
  path: string;
  message: string;
}

/** Fastify's own client errors: too large and wrong media type have codes of their own. */
function clientErrorCode(status: number): string {
  if (status === 413) return errorCatalog.payload_too_large.wire;
  if (status === 415) return errorCatalog.unsupported_media_type.wire;
  return errorCatalog.invalid_input.wire;
}

/**
 * The one place that turns thrown errors into responses: AppError by its catalog entry, schema
 * validation as 400 invalid_input with the failing fields, Fastify's own client errors (bad JSON,
 * too large) by their status, a write refused because its account was erased as 404, anything else
 * as a plain 500 that leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { status, body } = toHttpError(error);
      if (status === 503) reply.header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.status(status).send(body);
    }
    if (isAccountDeletedError(error)) {
      // A request authenticated just before its account was erased: the database refused the write.
      return reply.status(404).send({ error: errorCatalog.not_found.wire, message: "The account no longer exists" });
    }
    if (request.server.databaseAvailability?.report(error)) {
      // One log line per lost/back change (db/availability.ts), none per request.
      reply.header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send({ error: "database_unavailable", message: "The database is unreachable: try again shortly" });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        path: `${error.validationContext ?? "body"}${issue.instancePath.replaceAll("/", ".")}`,
        message: issue.message ?? "is invalid",
      }));
      const first = fields[0];
      return reply.status(400).send({
        error: "invalid_input",
        message: first ? `Invalid input: "${first.path}" ${first.message}` : "Invalid input",
        fields,
      });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: clientErrorCode(error.statusCode), message: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: "internal", message: "Internal server error" });
  });
  app.setNotFoundHandler((request, reply) =>
    // The path is not repeated: an answer never echoes input.
    reply.status(404).send({ error: "not_found", message: `No route answers ${request.method} at this path` }),
  );
}
