// protect-server's side of the resolver contract (docs/decisions/protect-dns-contract.md), served
// from a MemoryPolicySource over node:http: what the HTTP policy source and handshake sink are
// tested against until issue 13 builds the real routes.
import { createHash, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type DiscoveryReport,
  discoveryReport,
  type HandshakeRequest,
  handshakeRequest,
  LIST_NAMES,
  type ListName,
  SECRET_HEADER,
} from "../src/policy/contract.ts";
import type { MemoryPolicySource } from "../src/policy/policy-source.ts";
import { hashToken } from "../src/policy/policy-store.ts";

export interface ContractServer {
  url: string;
  source: MemoryPolicySource;
  /** Handshake bodies received, in order. */
  handshakes: HandshakeRequest[];
  /** Discovery reports received, in order. */
  discoveries: DiscoveryReport[];
  /** Device status by token hash, for the handshake answers (pending → active on handshake). */
  devices: Map<string, "pending" | "active" | "degraded" | "revoked">;
  /** Requests by route, to check what the resolver asked for. */
  requests: { method: string; path: string; ifNoneMatch?: string }[];
  /** When set, every route answers this status (an outage). */
  failWith: number | null;
  close(): Promise<void>;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(body === null ? undefined : JSON.stringify(body));
}

async function readJson(req: IncomingMessage, max: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw Object.assign(new Error("too large"), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

export async function startContractServer(source: MemoryPolicySource, secret: string): Promise<ContractServer> {
  const expected = digest(secret);
  const server: ContractServer = {
    url: "",
    source,
    handshakes: [],
    discoveries: [],
    devices: new Map(),
    requests: [],
    failWith: null,
    close: () =>
      new Promise((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://contract.invalid");
    const entry: ContractServer["requests"][number] = { method: req.method ?? "", path: url.pathname + url.search };
    const ifNoneMatch = req.headers["if-none-match"];
    if (typeof ifNoneMatch === "string") entry.ifNoneMatch = ifNoneMatch;
    server.requests.push(entry);
    if (server.failWith !== null) return send(res, server.failWith, { error: "unavailable" });
    const given = req.headers[SECRET_HEADER];
    if (typeof given !== "string" || !timingSafeEqual(digest(given), expected)) {
      return send(res, 401, { error: "unauthorized", message: "Wrong or missing x-handshake-secret" });
    }
    try {
      if (req.method === "GET" && url.pathname === "/api/resolver/policy") {
        const sinceParam = url.searchParams.get("since");
        const since = sinceParam === null ? null : Number(sinceParam);
        const wait = Math.min(60, Number(url.searchParams.get("wait") ?? 0));
        if (since !== null && (!Number.isSafeInteger(since) || since < 0))
          return send(res, 400, { error: "invalid_input" });
        const abort = new AbortController();
        res.on("close", () => abort.abort());
        const result = await source.fetchPolicy({ since, waitSeconds: wait, signal: abort.signal });
        if (result.status === "gone") return send(res, 410, { error: "version_gone" });
        const etag = `"${result.document.version}"`;
        if (since === null && req.headers["if-none-match"] === etag) return send(res, 304, null, { etag });
        return send(res, 200, result.document, { etag });
      }
      const listMatch = /^\/api\/resolver\/lists\/([a-z]+)$/.exec(url.pathname);
      if (req.method === "GET" && listMatch) {
        const name = listMatch[1] as ListName;
        if (!LIST_NAMES.includes(name)) return send(res, 404, { error: "not_found" });
        const fetched = await source.fetchList(
          name,
          typeof ifNoneMatch === "string" ? ifNoneMatch : null,
          new AbortController().signal,
        );
        if (fetched.status === "not-modified") return send(res, 304, null, { etag: ifNoneMatch as string });
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8", etag: fetched.etag });
        // Waits for the socket between chunks: a million-line list must not queue in memory.
        for await (const chunk of fetched.chunks) if (!res.write(chunk)) await once(res, "drain");
        res.end();
        return;
      }
      if (req.method === "POST" && url.pathname === "/api/resolver/discoveries") {
        const parsed = discoveryReport.safeParse(await readJson(req, 2 * 1024 * 1024));
        if (!parsed.success) return send(res, 400, { error: "invalid_input" });
        server.discoveries.push(parsed.data);
        return send(res, 200, { received: parsed.data.names.length });
      }
      if (req.method === "POST" && url.pathname === "/api/devices/protected/handshake") {
        const parsed = handshakeRequest.safeParse(await readJson(req, 256 * 1024));
        if (!parsed.success) return send(res, 400, { error: "invalid_input" });
        server.handshakes.push(parsed.data);
        const results = parsed.data.devices.map(({ token }) => {
          const key = hashToken(token);
          const status = server.devices.get(key);
          if (status === undefined) return { status: "unknown" as const };
          if (status === "pending") server.devices.set(key, "active");
          return { status: status === "pending" ? ("active" as const) : status };
        });
        return send(res, 200, { results });
      }
      return send(res, 404, { error: "not_found" });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400;
      return send(res, status, { error: status === 413 ? "too_large" : "invalid_input" });
    }
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return server;
}
