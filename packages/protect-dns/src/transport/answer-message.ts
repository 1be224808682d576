// Runs the resolver for one message on behalf of a transport: the sync-or-async result and any
// unexpected exception (which must never take a listener down) in one place.
import type { QueryContext, Reply, Resolver } from "../resolve/resolver.ts";

export type ReplySender = (reply: Reply | null) => void;

/** Calls `send` with the reply (null: nothing to send); an internal failure is logged and dropped. */
export function answerMessage(
  resolver: Resolver,
  msg: Uint8Array,
  ctx: QueryContext,
  send: ReplySender,
  onError: (error: unknown) => void,
): void {
  let result: ReturnType<Resolver["handle"]>;
  try {
    result = resolver.handle(msg, ctx);
  } catch (error) {
    onError(error);
    send(null);
    return;
  }
  if (result instanceof Promise) {
    result.then(send, (error: unknown) => {
      onError(error);
      send(null);
    });
  } else {
    send(result);
  }
}
