// One mapping from failures to HTTP answers `{ error, message }`. Domain errors carry a HubError
// code; validation and protocol errors from Fastify become `invalid_input`; anything else is
// logged and answered as a bare 500 that leaks nothing.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HubError, type HubErrorCode } from "../core/api.ts";

export function statusOf(code: HubErrorCode): number {
  switch (code) {
    case "invalid_input":
      return 400;
    case "unauthorized":
      return 401;
    case "forbidden":
      return 403;
    case "not_found":
      return 404;
    case "conflict":
    case "invalid_transition":
      return 409;
    case "unreachable":
      return 502;
    case "timeout":
      return 504;
    case "storage_unavailable":
      return 503;
  }
}

function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? "request";
  const first = error.validation?.[0];
  if (!first) return `Invalid ${context}`;
  const path = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const where = path ? ` at "${path}"` : "";
  return `Invalid ${context}${where}: ${first.message ?? "does not match the schema"}`;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HubError) {
      return reply.code(statusOf(error.code)).send({ error: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: "invalid_input", message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: HubErrorCode = status === 401 ? "unauthorized" : status === 404 ? "not_found" : "invalid_input";
      return reply.code(status).send({ error: code, message: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ error: "internal", message: "Internal server error" });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: "not_found", message: `No route ${request.method} ${request.url.split("?")[0]}` });
  });
}
