import type { Ask, HubApi } from "./api.ts";
import { HubError } from "./api.ts";

/** Default wait of `hub ask --wait` and `hub ask wait`: 10 minutes (a terminal has no request timeout). */
export const DEFAULT_ASK_WAIT_SECONDS = 600;

/**
 * Default bound of a wait behind one request (`hub_ask` with wait, `hub_ask_get`, `hub_work`): MCP
 * clients give up on a request after 60 s by default, so a wait ends well before and the caller
 * asks again by id.
 */
export const REQUEST_WAIT_SECONDS = 45;

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

/**
 * The ask after at most `timeoutMs`: answered or declined as soon as that happens, else still
 * `pending` when the time is up. For waits that must end in time (one MCP request) and are resumed
 * by calling again with the id, so a retry never creates a second ask.
 *
 * @example
 * const ask = await readAskWithin(hub, "ASK-0001", { timeoutMs: 45_000 });
 * if (ask.status === "pending") // call again later
 */
export async function readAskWithin(api: HubApi, id: string, options: WaitForAskOptions): Promise<Ask> {
  if (options.timeoutMs <= 0) return api.getAsk(id);
  try {
    return await waitForAsk(api, id, options);
  } catch (error) {
    if (error instanceof HubError && error.code === "timeout") return api.getAsk(id);
    throw error;
  }
}
