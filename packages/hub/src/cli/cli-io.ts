// What a command may touch of the outside world, injected so tests run commands in-process.

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  /** The process environment, read only here at the entry (HUB_TOKEN). */
  env: Record<string, string | undefined>;
  /**
   * How the command reached the hub, once it has: `local` when it works on the `.hub` files
   * directly. `--json` output says so (see `printData`).
   */
  readonly mode?: "server" | "local";
}

/** Thrown for wrong flags or arguments: exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
