// What GET /health on the DoH port answers: 200 once policies and lists are loaded, else 503, with
// the figures an operator looks at first.
import type { PolicyStore } from "./policy/policy-store.ts";
import type { AnswerCache } from "./resolve/answer-cache.ts";

export interface Health {
  ready: boolean;
  body: Record<string, unknown>;
}

export function healthOf(parts: {
  store: PolicyStore;
  cache: AnswerCache;
  handshakes: { pending: number; dropped: number };
  version: string;
  /** Query threads serving the ports (1 in the single-thread service). */
  threads: number;
}): Health {
  const { store, cache, handshakes } = parts;
  return {
    ready: store.ready,
    body: {
      status: store.ready ? "ok" : "starting",
      version: parts.version,
      policyVersion: store.version,
      users: store.userCount,
      devices: store.deviceCount,
      lists: {
        curated: store.list("curated").size,
        full: store.list("full").size,
        bypass: store.list("bypass").size,
      },
      cache: { answers: cache.size, bytes: cache.bytes },
      handshakes: { pending: handshakes.pending, dropped: handshakes.dropped },
      threads: parts.threads,
    },
  };
}
