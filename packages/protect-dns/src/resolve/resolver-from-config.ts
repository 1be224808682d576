// The resolver core and its answer cache as the config describes them: the same in a
// single-thread service and in each query thread of the multi-core one.
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { PolicyView } from "../policy/policy-store.ts";
import { AnswerCache } from "./answer-cache.ts";
import { DEFAULT_CANARIES, Resolver, type ResolverOptions } from "./resolver.ts";
import type { Upstream } from "./upstream.ts";

export function cacheFromConfig(config: Config): AnswerCache {
  return new AnswerCache({ maxBytes: config.cache.maxBytes, maxTtl: config.cache.maxTtl });
}

export function resolverFromConfig(
  config: Config,
  parts: {
    policy: PolicyView;
    upstream: Upstream;
    cache: AnswerCache;
    clock: Clock;
    handshakes: ResolverOptions["handshakes"];
    onUpstreamError: (error: unknown) => void;
    discovery?: ResolverOptions["discovery"];
  },
): Resolver {
  return new Resolver({
    ...parts,
    soa: {
      mname: config.soa.mname ?? `ns.${config.dot.domain}`,
      rname: config.soa.rname ?? `hostmaster.${config.dot.domain}`,
    },
    blockedTtl: config.blockedTtl,
    unknownToken: config.unknownToken,
    canaries: DEFAULT_CANARIES,
  });
}
