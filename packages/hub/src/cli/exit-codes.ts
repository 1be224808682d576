// One mapping from failures to exit codes: 0 ok, 1 failure, 2 usage, 3 not reachable, 4 timeout.
import { HubError } from "../core/api.ts";
import { UsageError } from "./cli-io.ts";

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export const EXIT_UNREACHABLE = 3;
export const EXIT_TIMEOUT = 4;

export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError) return EXIT_USAGE;
  if (error instanceof HubError) {
    switch (error.code) {
      case "invalid_input":
        return EXIT_USAGE;
      case "unreachable":
        return EXIT_UNREACHABLE;
      case "timeout":
        return EXIT_TIMEOUT;
      default:
        return EXIT_FAILURE;
    }
  }
  return EXIT_FAILURE;
}
