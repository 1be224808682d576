import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ErrorCode, errorCatalog } from "../platform/errors.ts";

/**
 * The longest path parameter the router matches (Fastify's default, stated here because the
 * answer to a longer one is part of the API: 414 uri_too_long). Ids are UUIDs; the longest parameter (an approval link token) has 43 characters.
 */
export const MAX_PARAM_LENGTH = 100;

function body(code: ErrorCode, message: string): string {
  return JSON.stringify({ error: errorCatalog[code].wire, message });
}

/**
 * Fastify's errors before a route is found (`frameworkErrors`): a path parameter over the length
 * limit (FST_ERR_MAX_PARAM_LENGTH) and a URL that does not decode (FST_ERR_BAD_URL). Fastify's own
 * answers echo the decoded path, control characters included; these use the API's error shape with
 * a catalogued code and never repeat the input.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply
      .status(errorCatalog.uri_too_long.status)
      .type("application/json; charset=utf-8")
      .send(body("uri_too_long", `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`));
    return;
  }
  void reply
    .status(errorCatalog.invalid_input.status)
    .type("application/json; charset=utf-8")
    .send(body("invalid_input", "The URL is not valid (malformed percent-encoding)"));
}

/**
 * Node's HTTP parser errors, answered on the socket before any request exists
 * (`clientErrorHandler`): headers over 16 KB (Node's `maxHeaderSize`; a long URL counts) → 431
 * headers_too_large, a request that timed out → 408, anything else unparsable → 400 invalid_input.
 * Same shape as every other answer, nothing of the input repeated.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, text] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, body("headers_too_large", "The request line and headers are larger than 16 KB")]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, JSON.stringify({ error: "request_timeout", message: "The request was not received in time" })]
        : [400, body("invalid_input", "The request is not valid HTTP")];
  this.log.debug({ code: error.code }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
