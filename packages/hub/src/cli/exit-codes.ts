import { HubError, type HubErrorCode } from "../core/api.ts";

/** Exit codes of the `hub` CLI (documented in the README). */
export const EXIT_CODES = { ok: 0, failure: 1, usage: 2, unreachable: 3, timeout: 4 } as const;

/** Bad flags or arguments: exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const BY_HUB_CODE: Record<HubErrorCode, number> = {
  invalid_input: EXIT_CODES.usage,
  unauthorized: EXIT_CODES.failure,
  not_found: EXIT_CODES.failure,
  conflict: EXIT_CODES.failure,
  invalid_transition: EXIT_CODES.failure,
  unreachable: EXIT_CODES.unreachable,
  timeout: EXIT_CODES.timeout,
};

export function exitCodeFor(error: unknown): number {
  if (error instanceof UsageError) return EXIT_CODES.usage;
  if (error instanceof HubError) return BY_HUB_CODE[error.code] ?? EXIT_CODES.failure;
  return EXIT_CODES.failure;
}
