import { AppError } from "../../errors.ts";
import { normaliseDomain } from "./domain-name.ts";

/** A domain from a request, normalised, or 400 invalid_input naming the field. */
export function domainFromInput(input: string, path: string): string {
  const result = normaliseDomain(input);
  if (!result.ok) {
    throw new AppError("invalid_input", result.message, { fields: [{ path, message: result.message }] });
  }
  return result.domain;
}
