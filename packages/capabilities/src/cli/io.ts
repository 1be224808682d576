import type { Target } from "../format/schema.ts";

/** Everything a command touches outside itself, so tests can run commands in memory. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Files under a path: the path itself for a file, capability files below it for a directory. */
  listFiles(path: string): string[];
  readFile(path: string): Uint8Array;
  /** The platform capcheck runs on, used when `--platform` is absent. */
  readonly platform: Target;
}

/** A bad command line: reported with exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
