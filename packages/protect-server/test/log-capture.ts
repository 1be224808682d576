// A pino logger whose lines a test can read and wait for (an event, not a sleep).
import { EventEmitter } from "node:events";
import { Writable } from "node:stream";
import pino, { type Logger } from "pino";

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface CapturedLog {
  logger: Logger;
  lines: LogLine[];
  /** Resolves with the first line (already written or to come) that matches. */
  waitFor(match: (line: LogLine) => boolean): Promise<LogLine>;
  count(match: (line: LogLine) => boolean): number;
}

export function captureLog(level = "info"): CapturedLog {
  const lines: LogLine[] = [];
  const events = new EventEmitter();
  let partial = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      partial += chunk.toString();
      const complete = partial.split("\n");
      partial = complete.pop() ?? "";
      for (const text of complete) {
        if (!text) continue;
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        events.emit("line", line);
      }
      callback();
    },
  });
  return {
    logger: pino({ level }, stream),
    lines,
    waitFor(match) {
      const found = lines.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const listener = (line: LogLine) => {
          if (!match(line)) return;
          events.off("line", listener);
          resolve(line);
        };
        events.on("line", listener);
      });
    },
    count: (match) => lines.filter(match).length,
  };
}
