// A pino logger whose lines a test can read and wait for (an event, not a sleep).
import { EventEmitter } from "node:events";
import { Writable } from "node:stream";
import pino, { type Logger } from "pino";
import { loggerOptions } from "../src/platform/logging.ts";

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface CapturedLog {
  logger: Logger;
  lines: LogLine[];
  /** Resolves with the first line (already written or to come) that matches. */
  waitFor(match: (line: LogLine) => boolean): Promise<LogLine>;
  count(match: (line: LogLine) => boolean): number;
}

/** Also keeps the raw text, so a test can search everything that was written. */
export function captureLog(level = "info"): CapturedLog & { text(): string } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const events = new EventEmitter();
  let partial = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(chunk.toString());
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
    // The server's own options (serializers, redaction): the capture shows what production writes.
    logger: pino(loggerOptions(level), stream),
    text: () => raw.join(""),
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
