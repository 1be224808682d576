import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startContractServer } from "../../test/contract-server.ts";
import { newToken, SECRET, userRecord } from "../../test/fixtures.ts";
import { collectGarbage } from "../collect-garbage.ts";
import { HttpPolicySource, ProtectServerError } from "./http-policy-source.ts";
import { PolicyDiskCache } from "./policy-disk-cache.ts";
import { MemoryPolicySource, type PolicySource } from "./policy-source.ts";
import { PolicyStore } from "./policy-store.ts";
import { ListTruncatedError, PolicySync } from "./policy-sync.ts";

describe("policy sync", () => {
  const token = newToken();
  let source: MemoryPolicySource;
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "protect-dns-sync-"));
    source = new MemoryPolicySource();
    source.setList("curated", ["casino.example"]);
    source.setList("full", ["poker.example"]);
    source.setUser(userRecord("u1", [token]));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("loads a full snapshot, then merges changes and removals", async () => {
    const store = new PolicyStore();
    const sync = new PolicySync({ source, store });
    await sync.syncOnce();
    expect(store.ready).toBe(true);
    expect(store.deviceByToken(token)?.user.id).toBe("u1");
    const other = newToken();
    source.setUser(userRecord("u2", [other]));
    expect(await sync.syncOnce()).toBe("changed");
    expect(store.deviceByToken(other)?.user.id).toBe("u2");
    source.removeUser("u1");
    await sync.syncOnce();
    expect(store.deviceByToken(token)).toBeUndefined();
    expect(await sync.syncOnce()).toBe("unchanged");
  });

  it("falls back to a full snapshot when the source no longer knows its version", async () => {
    const store = new PolicyStore();
    const sync = new PolicySync({ source, store });
    await sync.syncOnce();
    source.setUser(userRecord("u1", [token], { protection: "off" }));
    source.compact();
    source.removeUser("gone-before");
    const before = source.fetches.policy;
    await sync.syncOnce();
    expect(source.fetches.policy).toBe(before + 2);
    expect(store.deviceByToken(token)?.user.protection).toBe("off");
  });

  it("downloads a list again only when its ETag moved", async () => {
    const store = new PolicyStore();
    const sync = new PolicySync({ source, store });
    await sync.syncOnce();
    expect(source.fetches.lists).toBe(3);
    source.setUser(userRecord("u1", [token], { customDomains: ["mine.example"] }));
    await sync.syncOnce();
    expect(source.fetches.lists).toBe(3);
    source.setList("full", ["poker.example", "slots.example"]);
    await sync.syncOnce();
    expect(source.fetches.lists).toBe(4);
    expect(store.list("full").blocks("www.slots.example")).toBe(true);
  });

  it("is ready without a bypass list when the server does not announce one (a server before issue 28)", async () => {
    const store = new PolicyStore();
    const older: PolicySource = {
      fetchList: (name, etag, signal) => source.fetchList(name, etag, signal),
      async fetchPolicy(request) {
        const result = await source.fetchPolicy(request);
        if (result.status !== "ok") return result;
        const { bypass: _left, ...lists } = result.document.lists;
        return { status: "ok", document: { ...result.document, lists } };
      },
    };
    await new PolicySync({ source: older, store }).syncOnce();
    expect(store.ready).toBe(true);
    expect(store.listEtag("bypass")).toBe("");
    expect(store.list("bypass").size).toBe(0);
  });

  it("restores the last state from the data folder", async () => {
    const first = new PolicySync({ source, store: new PolicyStore(), disk: new PolicyDiskCache(dir) });
    await first.syncOnce();
    const store = new PolicyStore();
    const restored = new PolicySync({ source: new MemoryPolicySource(), store, disk: new PolicyDiskCache(dir) });
    expect(await restored.restore()).toBe(true);
    expect(store.deviceByToken(token)?.user.id).toBe("u1");
    expect(store.list("curated").blocks("casino.example")).toBe(true);
    expect(store.version).toBe(source.version);
  });
});

describe("a list download", () => {
  /** The memory source, announcing `count` domains for the curated list whatever it holds. */
  function announcing(source: MemoryPolicySource, count: number): PolicySource {
    return {
      async fetchPolicy(request) {
        const fetched = await source.fetchPolicy(request);
        if (fetched.status !== "ok") return fetched;
        const { lists } = fetched.document;
        return {
          status: "ok",
          document: { ...fetched.document, lists: { ...lists, curated: { ...lists.curated, count } } },
        };
      },
      fetchList: (name, etag, signal) => source.fetchList(name, etag, signal),
    };
  }

  it("with fewer lines than domains announced is neither used nor saved; the list held stays", async () => {
    const dir = mkdtempSync(join(tmpdir(), "protect-dns-sync-"));
    try {
      const source = new MemoryPolicySource();
      source.setList("curated", ["casino.example", "poker.example"]);
      source.setList("full", []);
      const disk = new PolicyDiskCache(dir);
      const store = new PolicyStore();
      await new PolicySync({ source, store, disk }).syncOnce();
      expect(store.list("curated").size).toBe(2);
      source.setList("curated", ["casino.example"]);
      const cut = new PolicySync({ source: announcing(source, 3), store, disk });
      await expect(cut.syncOnce()).rejects.toBeInstanceOf(ListTruncatedError);
      expect(store.list("curated").size).toBe(2);
      const restored = new PolicyStore();
      await new PolicySync({ source, store: restored, disk }).restore();
      expect(restored.list("curated").size).toBe(2); // the data folder kept the whole list
      await new PolicySync({ source: announcing(source, 1), store, disk }).syncOnce();
      expect(store.list("curated").size).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("over HTTP arrives whole when its response is garbage collected before the reading starts", async () => {
    const source = new MemoryPolicySource();
    const domains = Array.from({ length: 50_000 }, (_, i) => `casino-${i}.example`);
    source.setList("curated", domains);
    const contract = await startContractServer(source, SECRET);
    try {
      const http = new HttpPolicySource({ baseUrl: contract.url, secret: SECRET });
      const fetched = await http.fetchList("curated", null, new AbortController().signal);
      if (fetched.status !== "ok") throw new Error("expected the list");
      // undici cancels the body of a Response collected while its stream is not locked.
      for (let i = 0; i < 3; i += 1) {
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      let lines = 0;
      for await (const chunk of fetched.chunks) for (const byte of chunk) if (byte === 0x0a) lines += 1;
      expect(lines).toBe(domains.length);
    } finally {
      await contract.close();
    }
  });
});

describe("HTTP policy source", () => {
  it("reads snapshots, changes and lists from the contract server", async () => {
    const source = new MemoryPolicySource();
    source.setList("curated", ["casino.example"]);
    source.setList("full", []);
    const contract = await startContractServer(source, SECRET);
    const http = new HttpPolicySource({ baseUrl: contract.url, secret: SECRET });
    const store = new PolicyStore();
    const sync = new PolicySync({ source: http, store });
    await sync.syncOnce();
    expect(store.ready).toBe(true);
    const waiting = sync.syncOnce(10);
    source.setUser(userRecord("u1", [newToken()]));
    expect(await waiting).toBe("changed");
    expect(store.userCount).toBe(1);
    source.compact();
    source.setUser(userRecord("u2", [newToken()]));
    await sync.syncOnce();
    expect(contract.requests.some((request) => request.path === "/api/resolver/policy")).toBe(true);
    expect(store.userCount).toBe(2);
    await contract.close();
  });

  it("says to check the secret on 401 and names where a document breaks the contract", async () => {
    const source = new MemoryPolicySource();
    const contract = await startContractServer(source, SECRET);
    const wrong = new HttpPolicySource({ baseUrl: contract.url, secret: "x".repeat(40) });
    const signal = new AbortController().signal;
    await expect(wrong.fetchPolicy({ since: null, waitSeconds: 0, signal })).rejects.toThrow(
      /HTTP 401 \(check the shared resolver secret\)/,
    );
    await contract.close();

    const bad = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          version: 1,
          full: true,
          lists: { curated: { etag: "a", count: 0 }, full: { etag: "b", count: 0 } },
          users: [{ id: "u", protection: "maybe" }],
        }),
      );
    });
    await new Promise<void>((resolve) => bad.listen(0, "127.0.0.1", resolve));
    const source2 = new HttpPolicySource({
      baseUrl: `http://127.0.0.1:${(bad.address() as AddressInfo).port}`,
      secret: SECRET,
    });
    const error = await source2.fetchPolicy({ since: null, waitSeconds: 0, signal }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProtectServerError);
    expect((error as Error).message).toMatch(/users\.0/);
    bad.closeAllConnections();
    await new Promise<void>((resolve) => bad.close(() => resolve()));
  });
});
