// Builds the configured upstreams from their URLs.
import { Do53Upstream } from "./do53-upstream.ts";
import { DohUpstream } from "./doh-upstream.ts";
import { type Upstream, UpstreamPool } from "./upstream.ts";

/** One upstream for `udp://host[:port]`, `tcp://host[:port]` or `https://host/path`. */
export function upstreamFromUrl(value: string, timeoutMs: number): Upstream {
  const url = new URL(value);
  if (url.protocol === "https:") return new DohUpstream({ url: value, timeoutMs });
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const protocol = url.protocol === "tcp:" ? "tcp" : "udp";
  return new Do53Upstream({ host, port: url.port ? Number(url.port) : 53, protocol, timeoutMs });
}

export function upstreamPool(urls: readonly string[], timeoutMs: number): Upstream {
  const upstreams = urls.map((url) => upstreamFromUrl(url, timeoutMs));
  return upstreams.length === 1 ? upstreams[0]! : new UpstreamPool(upstreams);
}
