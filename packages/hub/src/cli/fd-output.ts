// The `hub` process's output to its standard streams without Node's stream objects where that is
// safe: creating process.stdout or process.stderr on a pipe (how agents run `hub`) loads Node's
// net and stream machinery, ~4 ms of every command's start (bench/README.md, hub-cli-cold-start).
import { writeSync } from "node:fs";

export interface FdWriter {
  write(text: string): void;
  /** Resolves once everything written has left the process (only the stream fallback can lag). */
  flush(): Promise<void>;
}

/**
 * Writes text to `fd` (1 or 2) with synchronous system calls on POSIX, so nothing is lost when the
 * process exits right after. A reader that went away (`hub task list | head -1`) ends the output
 * quietly. A descriptor the parent left non-blocking (EAGAIN) hands the rest to Node's
 * stream, which waits for the reader; so does Windows, whose console needs the stream's encoding.
 */
export function fdWriter(fd: 1 | 2, stream: () => NodeJS.WritableStream, platform = process.platform): FdWriter {
  let fallback: NodeJS.WritableStream | undefined;
  let useStream = platform === "win32";
  let closed = false;
  let pending = Promise.resolve();
  const toStream = (chunk: string | Buffer) => {
    fallback ??= stream();
    const target = fallback;
    pending = new Promise((resolve) => target.write(chunk, () => resolve()));
  };
  return {
    write(text) {
      if (closed || text.length === 0) return;
      if (useStream) return toStream(text);
      const bytes = Buffer.from(text, "utf8");
      let offset = 0;
      while (offset < bytes.length) {
        try {
          offset += writeSync(fd, bytes, offset, bytes.length - offset);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // A pipe's reader gone: EPIPE; a socket pair's (Node's child stdio): ECONNRESET.
          if (code === "EPIPE" || code === "ECONNRESET") {
            closed = true;
            return;
          }
          if (code !== "EAGAIN") throw error;
          useStream = true;
          return toStream(bytes.subarray(offset));
        }
      }
    },
    flush: () => pending,
  };
}
