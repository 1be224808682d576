import { EventSource, type FetchLike } from "eventsource";
import type { AgentHubEvent, SubscribeOptions, Subscription, TaskLogLine } from "../core/api.ts";
import { HubError } from "../core/api.ts";

export interface SseSubscribeOptions extends SubscribeOptions {
  url: string;
  token?: string;
  /** Delay before reopening a stream the server closed or refused. Default 1 s. */
  reconnectDelayMs?: number;
}

/**
 * Follows `GET /events`. Network drops are retried by the EventSource itself, which sends
 * `Last-Event-ID` so the server replays what was missed; a stream that fails for good (the server
 * restarted and answered 5xx, say) is reopened here with the last seen id. Only 401/403 end it.
 */
export function subscribeToEvents(
  options: SseSubscribeOptions,
  listener: (event: AgentHubEvent) => void,
): Subscription {
  const url = new URL(`${options.url.replace(/\/+$/, "")}/events`);
  if (options.role) url.searchParams.set("role", options.role);
  const delay = options.reconnectDelayMs ?? 1_000;
  let lastEventId: string | undefined;
  let source: EventSource | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const authFetch: FetchLike = (input, init) => {
    const headers: Record<string, string> = { ...init.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // A stream opened by us (not the EventSource's own retry) still resumes where the last one ended.
    if (lastEventId !== undefined && headers["Last-Event-ID"] === undefined) headers["Last-Event-ID"] = lastEventId;
    return fetch(input, { ...init, headers });
  };

  function open(): void {
    if (closed) return;
    const es = new EventSource(url, { fetch: authFetch });
    source = es;
    es.addEventListener("open", () => options.onOpen?.());
    es.addEventListener("message", (message) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = parseJson<AgentHubEvent>(message.data);
      if (event) listener(event);
    });
    es.addEventListener("task-log", (message) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const line = parseJson<TaskLogLine>(message.data);
      if (line) options.onTaskLog?.(line);
    });
    es.addEventListener("error", (error) => {
      if (closed || es.readyState !== es.CLOSED) return;
      if (error.code === 401 || error.code === 403) {
        closed = true;
        options.onError?.(new HubError("unauthorized", `Event stream refused: ${error.message ?? "no token"}`));
        return;
      }
      timer = setTimeout(open, delay);
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
