import type { CheckResult } from "../check.ts";
import type { CliIo } from "./io.ts";

/**
 * Prints the errors of the files being resolved to stderr. Returns true when one of them would make
 * Tauri refuse the capabilities; duplicate entries do not, so such files resolve as Tauri resolves them.
 */
export function reportProblems(result: CheckResult, io: CliIo): boolean {
  let blocking = false;
  for (const file of result.files) {
    for (const d of file.errors) {
      io.stderr(`${d.path}:${d.line}:${d.column}: ${d.message}\n`);
      if (d.code !== "duplicate-entry") blocking = true;
    }
  }
  return blocking;
}
