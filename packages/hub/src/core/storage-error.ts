// File-system failures of a write, as the caller should hear them: a hub whose `.hub/` cannot be
// written is a storage problem (503 storage_unavailable, CLI exit 8), not a server fault and not
// "unreachable". Paths are told relative to the project, never as the absolute path.
import { HubError } from "./api.ts";

const STORAGE_CODES = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "EMFILE", "ENFILE"]);

/** The HubError for a failed write, or the error itself when it is not a storage failure. */
export function asStorageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof HubError || !code || !STORAGE_CODES.has(code)) return error;
  const reason = code === "ENOSPC" || code === "EDQUOT" ? "the disk is full" : "it is not writable";
  return new HubError("storage_unavailable", `Cannot write the hub's files under .hub/: ${reason} (${code})`);
}

/** A message with the project's absolute `.hub` path shortened to `.hub`. */
export function withoutHubPath(message: string, hubDir: string): string {
  return message.split(hubDir).join(".hub");
}
