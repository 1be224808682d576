import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { blocklistImport } from "../../cli/commands/blocklist/import.ts";
import { parseConfig } from "../../platform/config.ts";
import { ImportSourceError, importList } from "./importer.ts";
import { listEntries, listVersion } from "./repo.ts";

/** The large list (one test); the per-format tests use SMALL. */
const SIZE = 120_000;
const SMALL = 5_000;
let dir: string;
let server: Server;
let baseUrl: string;

/** `size` generated domains in one of the formats, with comments, duplicates and junk mixed in. */
function generated(format: "hosts" | "plain" | "adblock" | "dnsmasq" | "rpz", size: number): string {
  const line = {
    hosts: (d: string) => `0.0.0.0 ${d}`,
    plain: (d: string) => d,
    adblock: (d: string) => `||${d}^`,
    dnsmasq: (d: string) => `address=/${d}/0.0.0.0`,
    rpz: (d: string) => `${d} CNAME .`,
  }[format];
  const out: string[] = [format === "rpz" ? "$ORIGIN rpz.test." : "# generated"];
  for (let i = 0; i < size; i += 1) {
    out.push(line(`casino-${i.toString(36)}.example${i % 13}.com`));
    if (i % 1000 === 0) out.push(line(`casino-${i.toString(36)}.example${i % 13}.com`), "#c", line("999.1.1.1"));
  }
  return `${out.join("\n")}\n`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "blocklist-import-"));
  const bodies = new Map<string, string>();
  for (const format of ["hosts", "plain", "adblock", "dnsmasq", "rpz"] as const) {
    const text = generated(format, SMALL);
    writeFileSync(join(dir, `${format}.txt`), text);
    bodies.set(`/${format}.txt`, text);
  }
  bodies.set("/large-hosts.txt", generated("hosts", SIZE));
  bodies.set("/empty.txt", "# nothing here\n");
  server = createServer((req, res) => {
    const body = bodies.get(req.url ?? "");
    if (body === undefined) {
      res.writeHead(404).end("missing");
      return;
    }
    // Keep-alive (no `connection: close`): a pooled client socket the server had closed after the
    // previous test made the next fetch fail with ECONNRESET.
    res.writeHead(200, { "content-type": "text/plain" });
    // Chunked on purpose: the importer must not need the whole body at once.
    for (let i = 0; i < body.length; i += 65_536) res.write(body.slice(i, i + 65_536));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describeEachDb("blocklist importer", (env) => {
  async function fullList(): Promise<string[]> {
    const all: string[] = [];
    for await (const page of listEntries(env().ctx.db, "full")) all.push(...page);
    return all;
  }

  it.each(["hosts", "plain", "adblock", "dnsmasq", "rpz"] as const)(
    "imports a generated %s file, dropping duplicates and invalid lines",
    async (format) => {
      const before = await listVersion(env().ctx.db, "full");
      const result = await importList(env().ctx.db, {
        list: "full",
        source: join(dir, `${format}.txt`),
        now: env().clock.now(),
      });
      expect(result).toMatchObject({ list: "full", domains: SMALL, duplicates: 5, invalid: 5 });
      expect(result.version).toBe(before + 1);
      const stored = await fullList();
      expect(stored).toHaveLength(SMALL);
      expect(stored).toContain("casino-0.example0.com");
    },
  );

  it("imports a large list from a loopback URL, replaces the previous list and serves it to full-mode users", async () => {
    await importList(env().ctx.db, { list: "full", source: join(dir, "plain.txt"), now: env().clock.now() });
    const result = await importList(env().ctx.db, {
      list: "full",
      source: `${baseUrl}/large-hosts.txt`,
      now: env().clock.now(),
    });
    expect(result).toMatchObject({ domains: SIZE, duplicates: 120, invalid: 120 });
    expect(await fullList()).toHaveLength(SIZE);
    const owner = await env().signup();
    const res = await env().request({ method: "GET", url: "/api/protection/blocklist", headers: owner.headers });
    expect(res.headers["x-blocklist-mode"]).toBe("full");
    expect(res.body.split("\n").filter((line) => line && !line.startsWith("#"))).toHaveLength(SIZE + 30);
  });

  it("a failing or empty source keeps the current list", async () => {
    await importList(env().ctx.db, { list: "full", source: join(dir, "plain.txt"), now: env().clock.now() });
    const version = await listVersion(env().ctx.db, "full");
    for (const source of [
      `${baseUrl}/missing.txt`,
      `${baseUrl}/empty.txt`,
      join(dir, "nope.txt"),
      "http://127.0.0.1:1/x",
    ]) {
      await expect(importList(env().ctx.db, { list: "full", source, now: env().clock.now() })).rejects.toBeInstanceOf(
        ImportSourceError,
      );
    }
    expect(await listVersion(env().ctx.db, "full")).toBe(version);
    expect(await fullList()).toHaveLength(SMALL);
  });
});

it("the CLI command imports into the configured database and prints JSON", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "blocklist-cli-"));
  try {
    const out: string[] = [];
    const io = { stdout: { write: (text: string) => out.push(text) }, stderr: { write: () => true } };
    const config = parseConfig({ dataDir, blocklist: { fullListSource: `${baseUrl}/adblock.txt` } });
    await blocklistImport(config, { json: true }, io);
    expect(JSON.parse(out.join(""))).toMatchObject({ list: "full", domains: SMALL, version: 2 });
    await expect(blocklistImport(config, { list: "nope" }, io)).rejects.toThrow(/Unknown list "nope"/);
    await expect(blocklistImport(parseConfig({ dataDir }), {}, io)).rejects.toThrow(/No source/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
