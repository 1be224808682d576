import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** How often a long wait tells the client it is still working. */
export const KEEP_ALIVE_MS = 15_000;

/**
 * Runs a long wait (hub_ask with wait, hub_work) and, when the client sent a progress token, sends a
 * progress notification every 15 s so clients that reset their request timeout on progress keep
 * waiting. A heartbeat, not a poll: the wait itself is woken by events.
 */
export async function withKeepAlive<T>(
  extra: ToolExtra,
  wait: () => Promise<T>,
  intervalMs: number = KEEP_ALIVE_MS,
): Promise<T> {
  const token = extra._meta?.progressToken;
  if (token === undefined) return wait();
  let beats = 0;
  const timer = setInterval(() => {
    beats += 1;
    extra
      .sendNotification({
        method: "notifications/progress",
        params: { progressToken: token, progress: beats, message: "Still waiting" },
      })
      .catch(() => {});
  }, intervalMs);
  try {
    return await wait();
  } finally {
    clearInterval(timer);
  }
}
