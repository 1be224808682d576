// The deleted-account triggers (migration 0020) refuse a write that would bring personal data back
// to an erased account; they raise this SQLSTATE, which the HTTP layer answers 404 not_found.

/** SQLSTATE of `account_deleted` (custom class PD). */
export const ACCOUNT_DELETED_SQLSTATE = "PD410";

/** Whether an error (or one it wraps, as drizzle's query errors do) is the triggers' refusal. */
export function isAccountDeletedError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ((current as { code?: unknown }).code === ACCOUNT_DELETED_SQLSTATE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
