import { EventSource, type FetchLike } from "eventsource";
import type { AgentHubEvent, SubscribeOptions, Subscription, TaskLogLine } from "../core/api.ts";
import { HubError } from "../core/api.ts";
import { reconnectDelay } from "./backoff.ts";

export interface SseSubscribeOptions extends SubscribeOptions {
  url: string;
  token?: string;
  /** First delay before reopening a lost stream; it doubles per failed try up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  /** Cap of the reconnect delay. Default 15 s. */
  maxReconnectDelayMs?: number;
}

/**
 * Follows `GET /events` and survives the server: every lost or refused stream (network drop, server
 * stopped, 5xx while it restarts) is reopened here with a capped exponential backoff, sending the
 * last seen `Last-Event-ID` so the server replays what was missed. The retry timer is a normal
 * (referenced) timer, so a process that only follows the stream stays alive while it reconnects.
 * Only 401/403 end the subscription (`onError`).
 */
export function subscribeToEvents(
  options: SseSubscribeOptions,
  listener: (event: AgentHubEvent) => void,
): Subscription {
  const url = new URL(`${options.url.replace(/\/+$/, "")}/events`);
  if (options.role) url.searchParams.set("role", options.role);
  const backoff = { firstMs: options.reconnectDelayMs ?? 500, maxMs: options.maxReconnectDelayMs ?? 15_000 };
  let lastEventId: string | undefined;
  let source: EventSource | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const authFetch: FetchLike = (input, init) => {
    const headers: Record<string, string> = { ...init.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
    return fetch(input, { ...init, headers });
  };

  const seen = (id: string) => {
    if (id) lastEventId = id;
  };

  function open(): void {
    if (closed) return;
    const es = new EventSource(url, { fetch: authFetch });
    source = es;
    es.addEventListener("open", () => {
      failures = 0;
      options.onOpen?.();
    });
    es.addEventListener("message", (message) => {
      seen(message.lastEventId);
      const event = parseJson<AgentHubEvent>(message.data);
      if (event) listener(event);
    });
    es.addEventListener("task-log", (message) => {
      seen(message.lastEventId);
      const line = parseJson<TaskLogLine>(message.data);
      if (line) options.onTaskLog?.(line);
    });
    es.addEventListener("error", (error) => {
      if (closed || source !== es) return;
      // The EventSource's own retry timer does not hold the process open: always retry here instead.
      es.close();
      if (error.code === 401 || error.code === 403) {
        closed = true;
        options.onError?.(new HubError("unauthorized", `Event stream refused: ${error.message ?? "no token"}`));
        return;
      }
      const delayMs = reconnectDelay(failures++, backoff);
      options.onDisconnect?.({
        delayMs,
        reason: error.message || (error.code ? `HTTP ${error.code}` : "stream ended"),
      });
      timer = setTimeout(open, delayMs);
    });
  }

  open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
