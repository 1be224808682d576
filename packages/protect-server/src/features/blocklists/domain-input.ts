import { AppError } from "../../platform/errors.ts";
import { longText, serverCheck } from "../../platform/text.ts";
import { normaliseDomain } from "./domain-name.ts";

/** A domain from a request, normalised, or 400 invalid_input naming the field. */
export function domainFromInput(input: string, path: string): string {
  const result = normaliseDomain(input);
  if (!result.ok) {
    throw new AppError("invalid_input", result.message, { fields: [{ path, message: result.message }] });
  }
  return result.domain;
}

/**
 * A domain field as a request carries it: shared text rules (no NUL, well-formed, trimmed) up to
 * 300 characters — a long IDN name stays under it — and then domainFromInput in the service, which
 * refuses everything but host names (so the multi-line allowance of longText never gets through).
 */
export const domainText = () =>
  serverCheck(
    longText({ max: 300 }),
    "a host name (IDN allowed): labels of letters, digits and hyphens, at least two; anything else answers 400 invalid_input",
  );
