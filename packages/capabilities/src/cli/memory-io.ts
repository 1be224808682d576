import type { Target } from "../format/schema.ts";
import { formatOf } from "../source/parse-source.ts";
import { type CliIo, UsageError } from "./io.ts";

/** An in-memory file system and captured streams, for running commands in tests. */
export interface MemoryIo extends CliIo {
  readonly out: string[];
  readonly err: string[];
}

/**
 * Builds an in-memory IO over `files` (path → text). A path that is a prefix of others followed by
 * "/" acts as a directory.
 *
 * @example
 * const io = memoryIo({ "caps/main.json": "{...}" });
 * runCli(["validate", "caps"], { io, version: "0.0.0" });
 */
export function memoryIo(files: Record<string, string>, platform: Target = "linux"): MemoryIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    platform,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    listFiles(path) {
      if (Object.hasOwn(files, path)) return [path];
      const below = Object.keys(files)
        .filter((f) => f.startsWith(`${path.replace(/\/$/, "")}/`) && formatOf(f))
        .sort();
      if (below.length === 0 && !Object.keys(files).some((f) => f.startsWith(`${path}/`))) {
        throw new UsageError(`Cannot read "${path}": no such file or directory`);
      }
      return below;
    },
    readFile(path) {
      const text = files[path];
      if (text === undefined) throw new UsageError(`Cannot read "${path}": no such file or directory`);
      return new TextEncoder().encode(text);
    },
  };
}
