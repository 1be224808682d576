// Public surface of @hq/protect-dns: the service, its config, the resolver core and its parts,
// the blocklist engine, and the contract with protect-server.

export { DomainIndex, type DomainIndexArrays, DomainIndexBuilder } from "./blocklist/domain-index.ts";
export { normaliseDomain, normaliseDomainBytes } from "./blocklist/domain-name.ts";
export { type ListReadStats, readList } from "./blocklist/list-reader.ts";
export { type Clock, manualClock, systemClock } from "./clock.ts";
export { type Config, configFromEnv, configSchema, mergeSettings, parseConfig } from "./config.ts";
export { type DayReport, DiscoveryCounter, dayNumber, dayString } from "./discovery/discovery-counter.ts";
export { DiscoveryReporter } from "./discovery/discovery-reporter.ts";
export { type DiscoverySink, HttpDiscoverySink, MemoryDiscoverySink } from "./discovery/discovery-sink.ts";
export { DiscoveryTap } from "./discovery/discovery-tap.ts";
export { HandshakeReporter, type HandshakeReporterOptions } from "./handshake/handshake-reporter.ts";
export { type HandshakeReport, type HandshakeSink, MemoryHandshakeSink } from "./handshake/handshake-sink.ts";
export { HttpHandshakeSink } from "./handshake/http-handshake-sink.ts";
export { type MulticoreService, startMulticoreService } from "./multicore/multicore-service.ts";
export {
  DISCOVERY_BATCH_MAX,
  type DiscoveryReport,
  DNS_TOKEN_PATTERN,
  discoveryReport,
  HANDSHAKE_BATCH_MAX,
  handshakeRequest,
  handshakeResponse,
  LIST_NAMES,
  type ListName,
  type PolicyDocument,
  policyDocument,
  SECRET_HEADER,
  TOKEN_HASH_PATTERN,
  type UserRecord,
} from "./policy/contract.ts";
export { type Block, decide } from "./policy/decide.ts";
export { HttpPolicySource, ProtectServerError } from "./policy/http-policy-source.ts";
export { type ListFetch, MemoryPolicySource, type PolicyFetch, type PolicySource } from "./policy/policy-source.ts";
export { hashToken, PolicyStore, type PolicyView, type UserPolicy } from "./policy/policy-store.ts";
export { PolicySync } from "./policy/policy-sync.ts";
export { AnswerCache } from "./resolve/answer-cache.ts";
export { Do53Upstream } from "./resolve/do53-upstream.ts";
export { DohUpstream } from "./resolve/doh-upstream.ts";
export { DEFAULT_CANARIES, type QueryContext, type Reply, Resolver, type Transport } from "./resolve/resolver.ts";
export { MemoryUpstream, type Upstream, UpstreamError, UpstreamPool } from "./resolve/upstream.ts";
export { type ResolverService, type ServiceDeps, startService } from "./service.ts";
export { createSelfSigned } from "./tls/self-signed.ts";
export { TOKEN_TLV } from "./transport/proxy-protocol.ts";
