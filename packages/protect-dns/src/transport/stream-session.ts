// One DNS-over-stream connection (TCP, DoT, PROXY TCP): length-prefixed messages, pipelined, each
// answered as soon as it is ready (answers may leave out of order, RFC 7766 §6.2.1.1), with a
// bound on queries in flight and an idle timeout.
import type { Duplex } from "node:stream";
import type { QueryContext, Resolver } from "../resolve/resolver.ts";
import { answerMessage } from "./answer-message.ts";
import { FrameReader, frame } from "./frames.ts";

export interface StreamLimits {
  /** Close a connection with nothing in flight after this long without a query (ms). */
  idleMs: number;
  /** Stop reading while this many queries of one connection are unanswered. */
  maxInFlight: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { idleMs: 10_000, maxInFlight: 64 };

export interface StreamSocket extends Duplex {
  setTimeout(ms: number, callback?: () => void): this;
  destroyed: boolean;
}

export function serveStream(
  socket: StreamSocket,
  resolver: Resolver,
  ctx: QueryContext,
  options: { limits: StreamLimits; onError: (error: unknown) => void; initial?: Buffer },
): void {
  const { limits, onError } = options;
  let inFlight = 0;
  let paused = false;
  socket.setTimeout(limits.idleMs, () => {
    if (inFlight === 0) socket.end();
  });
  socket.on("error", () => socket.destroy());
  const reader = new FrameReader(
    (message) => {
      inFlight += 1;
      if (inFlight >= limits.maxInFlight && !paused) {
        paused = true;
        socket.pause();
      }
      answerMessage(
        resolver,
        message,
        ctx,
        (reply) => {
          inFlight -= 1;
          if (reply !== null && !socket.destroyed) socket.write(frame(reply.bytes));
          if (paused && inFlight < limits.maxInFlight) {
            paused = false;
            socket.resume();
          }
        },
        onError,
      );
    },
    () => socket.destroy(),
  );
  socket.on("data", (chunk: Buffer) => reader.push(chunk));
  if (options.initial && options.initial.length > 0) reader.push(options.initial);
}
