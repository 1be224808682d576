// GET /events: the SSE change stream. Change events are unnamed (data = AgentHubEvent JSON),
// task-log lines are the named event `task-log`; every frame carries an `id:` so a client that
// reconnects with Last-Event-ID gets what it missed from the hub's bounded replay buffer.
import type { ServerResponse } from "node:http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { BusEntry } from "../core/event-bus.ts";
import type { Hub } from "../core/hub.ts";
import { errorBody } from "./responses.ts";
import { eventsQuery } from "./schemas.ts";

export const KEEPALIVE_MS = 25_000;
/** A subscriber this far behind is dropped; it reconnects and catches up from the replay buffer. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const RECONNECT_MS = 1_000;

export function formatFrame(entry: BusEntry): string {
  if (entry.kind === "task-log") return `id: ${entry.seq}\nevent: task-log\ndata: ${JSON.stringify(entry.line)}\n\n`;
  return `id: ${entry.seq}\ndata: ${JSON.stringify(entry.event)}\n\n`;
}

/** Open streams, so shutdown can end them instead of waiting for clients to hang up. */
export class StreamRegistry {
  #streams = new Set<ServerResponse>();
  add(stream: ServerResponse): void {
    this.#streams.add(stream);
    stream.once("close", () => this.#streams.delete(stream));
  }
  get size(): number {
    return this.#streams.size;
  }
  endAll(): void {
    for (const stream of this.#streams) stream.end();
  }
}

/** Calls `beat` every `intervalMs` until the returned function is called. */
export type KeepaliveTimer = (beat: () => void, intervalMs: number) => () => void;

export const intervalTimer: KeepaliveTimer = (beat, intervalMs) => {
  const timer = setInterval(beat, intervalMs);
  return () => clearInterval(timer);
};

export interface EventStreamOptions {
  hub: Hub;
  keepaliveMs: number;
  /** The keepalive's timer; tests drive it by hand. Default: setInterval. */
  keepaliveTimer?: KeepaliveTimer;
  streams: StreamRegistry;
}

export const eventStreamRoutes: FastifyPluginAsyncZod<EventStreamOptions> = async (
  app,
  { hub, keepaliveMs, keepaliveTimer = intervalTimer, streams },
) => {
  app.get(
    "/events",
    {
      schema: {
        querystring: eventsQuery,
        operationId: "streamEvents",
        summary: "SSE stream of change events (and named task-log events)",
        tags: ["events"],
        response: {
          200: {
            description: "text/event-stream: unnamed frames carry AgentHubEvent JSON, `task-log` frames a TaskLogLine",
            content: { "text/event-stream": { schema: z.string() } },
          },
          401: errorBody.describe("unauthorized: no or a wrong bearer token"),
        },
      },
    },
    (request, reply) => {
      const filter = { role: request.query.role };
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      raw.socket?.setNoDelay(true);
      streams.add(raw);
      const send = (text: string) => {
        if (raw.writableEnded || raw.destroyed) return;
        raw.write(text);
        if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
      };
      // `retry` makes a dropped client come back quickly, with Last-Event-ID, for the replay below.
      send(`: connected\nretry: ${RECONNECT_MS}\n\n`);
      // Subscribe and replay in the same tick: nothing can be published in between.
      const unsubscribe = hub.subscribeEntries((entry) => send(formatFrame(entry)), filter);
      const lastEventId = request.headers["last-event-id"];
      const lastSeq = Number(Array.isArray(lastEventId) ? lastEventId[0] : lastEventId);
      if (lastEventId !== undefined && Number.isSafeInteger(lastSeq)) {
        const { entries, complete } = hub.bus.since(lastSeq, filter);
        // A named event generic handlers ignore: the client may want to refetch lists.
        if (!complete) send(`event: replay-gap\ndata: ${JSON.stringify({ lastEventId: String(lastEventId) })}\n\n`);
        for (const entry of entries) send(formatFrame(entry));
      }
      const release = request.query.agent ? hub.holdPresence(request.query.agent) : undefined;
      const stopKeepalive = keepaliveTimer(() => send(": keepalive\n\n"), keepaliveMs);
      raw.once("close", () => {
        stopKeepalive();
        unsubscribe();
        release?.();
      });
    },
  );
};
