import type { Ask, HubApi } from "../core/api.ts";
import { HubError } from "../core/api.ts";

/** Default wait of `hub ask --wait` and `hub_ask` with `wait`: 10 minutes. */
export const DEFAULT_ASK_WAIT_SECONDS = 600;

export interface WaitForAskOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * Resolves with the ask once its status is not `pending`. Woken by `ask` events (no polling): the
 * ask is re-read when an event names it and whenever the stream (re)connects. Rejects with a
 * HubError `timeout` when the time runs out.
 *
 * @example
 * const answered = await waitForAsk(hub, "ASK-0001", { timeoutMs: 60_000 });
 */
export function waitForAsk(api: HubApi, id: string, options: WaitForAskOptions): Promise<Ask> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, ask?: Ask) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      subscription.close();
      options.signal?.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve(ask!);
    };
    const check = () => {
      api.getAsk(id).then(
        (ask) => {
          if (ask.status !== "pending") finish(undefined, ask);
        },
        (error: unknown) => {
          // A not-found ask never gets answered; a dropped connection is retried by the stream.
          if (error instanceof HubError && error.code === "not_found") finish(error);
        },
      );
    };
    const onAbort = () => finish(new HubError("timeout", `Stopped waiting for ${id}`));
    const timer = setTimeout(
      () => finish(new HubError("timeout", `${id} is still pending after ${Math.round(options.timeoutMs / 1000)} s`)),
      options.timeoutMs,
    );
    const subscription = api.subscribe(
      (event) => {
        if (event.type === "ask" && event.id === id) check();
      },
      { onOpen: check, onError: (error) => finish(error) },
    );
    options.signal?.addEventListener("abort", onAbort);
    if (options.signal?.aborted) onAbort();
    else check();
  });
}
