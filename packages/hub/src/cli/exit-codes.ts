// One mapping from failures to exit codes (the table in the README): each kind of failure a script
// may want to branch on has a code of its own.
import { HubError } from "../core/api.ts";
import { UsageError } from "./cli-io.ts";

export const EXIT_OK = 0;
/** Anything unexpected. */
export const EXIT_FAILURE = 1;
/** Bad flag or argument, or input the hub rejects (`invalid_input`). */
export const EXIT_USAGE = 2;
/** A configured hub server does not answer, or no hub here at all. */
export const EXIT_UNREACHABLE = 3;
/** A wait ended with nothing (`ask --wait`, `ask wait`, `work --once`). */
export const EXIT_TIMEOUT = 4;
export const EXIT_NOT_FOUND = 5;
/** `conflict` and `invalid_transition`: someone else holds it, or the move is not allowed. */
export const EXIT_CONFLICT = 6;
/** The server refused the token. */
export const EXIT_UNAUTHORIZED = 7;
/** The hub cannot write its files (`.hub/` not writable, disk full). */
export const EXIT_STORAGE = 8;
/** `forbidden`: the hub refused the action to this agent (e.g. acking a message sent to another). */
export const EXIT_FORBIDDEN = 9;

export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError) return EXIT_USAGE;
  if (!(error instanceof HubError)) return EXIT_FAILURE;
  switch (error.code) {
    case "invalid_input":
      return EXIT_USAGE;
    case "unreachable":
      return EXIT_UNREACHABLE;
    case "timeout":
      return EXIT_TIMEOUT;
    case "not_found":
      return EXIT_NOT_FOUND;
    case "conflict":
    case "invalid_transition":
      return EXIT_CONFLICT;
    case "unauthorized":
      return EXIT_UNAUTHORIZED;
    case "storage_unavailable":
      return EXIT_STORAGE;
    case "forbidden":
      return EXIT_FORBIDDEN;
  }
}
