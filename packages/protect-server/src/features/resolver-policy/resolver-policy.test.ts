import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { setPlan } from "../../../test/devices.ts";
import { describeEachDb } from "../../../test/harness.ts";
import { enroll, policy, resolverHeaders, tokenHash } from "../../../test/protection.ts";
import { users } from "../../db/schema/users.ts";
import { deviceHousekeepingJob } from "../../jobs/device-housekeeping.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { readBypassList } from "../blocklists/bypass-list.ts";
import { syncBypassList } from "../blocklists/service.ts";

const DAY = 86_400_000;

describeEachDb("resolver policy routes (protect-dns contract)", (env) => {
  it("the snapshot lists every user with a live device: token hashes, statuses, mode, grace, protection", async () => {
    const legend = await env().signup();
    const free = await env().signup();
    const nobody = await env().signup();
    const a = await enroll(env(), legend.headers);
    const revoked = await enroll(env(), legend.headers, { name: "PC", platform: "windows" });
    await env().request({
      method: "POST",
      url: `/api/devices/protected/${revoked.device.id}/revoke`,
      headers: legend.headers,
    });
    const b = await enroll(env(), free.headers);
    await setPlan(env(), free.id, "free");
    await env().ctx.db.update(users).set({ protectionDisabledAt: env().clock.now() }).where(eq(users.id, free.id));
    const res = await policy(env());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(res.headers.etag).toBe(`"${body.version}"`);
    expect(body).toMatchObject({
      full: true,
      lists: { curated: { etag: expect.any(String) }, full: { etag: expect.any(String) } },
    });
    const byId = Object.fromEntries(body.users.map((user: { id: string }) => [user.id, user]));
    expect(Object.keys(byId).sort()).toEqual([legend.id, free.id].sort());
    expect(byId[nobody.id]).toBeUndefined();
    expect(byId[legend.id]).toEqual({
      id: legend.id,
      protection: "on",
      cooldownEndsAt: null,
      blocklistMode: "full",
      graceUntil: null,
      customDomains: [],
      devices: [{ tokenHash: tokenHash(a.dnsToken), status: "pending" }],
    });
    expect(byId[free.id]).toMatchObject({
      protection: "off",
      blocklistMode: "curated",
      graceUntil: new Date(env().clock.now().getTime() + 14 * DAY).toISOString(),
      devices: [{ tokenHash: tokenHash(b.dnsToken), status: "pending" }],
    });
  });

  it("changes since a version carry whole user records, or removed; nothing changed answers the same version", async () => {
    const owner = await env().signup();
    const first = await enroll(env(), owner.headers);
    const { version } = (await policy(env())).json();
    expect((await policy(env(), `?since=${version}`)).json()).toMatchObject({ version, full: false, users: [] });
    env().clock.advance(1000);
    const second = await enroll(env(), owner.headers, { name: "PC", platform: "windows" });
    const changed = (await policy(env(), `?since=${version}`)).json();
    expect(changed.version).toBeGreaterThan(version);
    expect(changed.users).toEqual([
      expect.objectContaining({
        id: owner.id,
        devices: [
          { tokenHash: tokenHash(first.dnsToken), status: "pending" },
          { tokenHash: tokenHash(second.dnsToken), status: "pending" },
        ],
      }),
    ]);
    for (const device of [first, second]) {
      await env().request({
        method: "POST",
        url: `/api/devices/protected/${device.device.id}/revoke`,
        headers: owner.headers,
      });
    }
    expect((await policy(env(), `?since=${changed.version}`)).json().users).toEqual([{ id: owner.id, removed: true }]);
    expect((await policy(env())).json().users).toEqual([]);
  });

  it("410 version_gone for a version newer than the server's or older than the kept history; 400 for bad parameters", async () => {
    const owner = await env().signup();
    await enroll(env(), owner.headers);
    const { version } = (await policy(env())).json();
    expect((await policy(env(), `?since=${version + 5}`)).statusCode).toBe(410);
    expect((await policy(env(), `?since=${version + 5}`)).json().error).toBe("version_gone");
    for (const query of ["?since=abc", "?since=-1", "?wait=soon", "?since=99999999999999999"]) {
      expect((await policy(env(), query)).statusCode, query).toBe(400);
    }
    env().clock.advance(8 * DAY);
    await enroll(env(), owner.headers, { name: "PC", platform: "windows" });
    await runJobOnce(env().ctx.db, deviceHousekeepingJob(), env().clock.now());
    expect((await policy(env(), "?since=0")).statusCode).toBe(410);
  });

  it("a long-poll answers as soon as something changes", async () => {
    const owner = await env().signup();
    await enroll(env(), owner.headers);
    const { version } = (await policy(env())).json();
    const waiting = policy(env(), `?since=${version}&wait=30`);
    await enroll(env(), owner.headers, { name: "PC", platform: "windows" });
    const res = await waiting;
    expect(res.json().version).toBeGreaterThan(version);
    expect(res.json().users[0].devices).toHaveLength(2);
  });

  it("lists: text with a strong ETag, 304 on If-None-Match, 404 for other names; every resolver route wants the secret", async () => {
    const list = await env().request({ method: "GET", url: "/api/resolver/lists/curated", headers: resolverHeaders });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const etag = String(list.headers.etag);
    expect((await policy(env())).json().lists.curated.etag).toBe(etag);
    const again = await env().request({
      method: "GET",
      url: "/api/resolver/lists/curated",
      headers: { ...resolverHeaders, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await env().request({ method: "GET", url: "/api/resolver/lists/other", headers: resolverHeaders })).statusCode,
    ).toBe(404);
    const user = await env().signup();
    for (const url of ["/api/resolver/policy", "/api/resolver/lists/full"]) {
      for (const headers of [{}, user.headers, { "x-handshake-secret": "nope" }]) {
        expect((await env().request({ method: "GET", url, headers })).statusCode).toBe(401);
      }
    }
  });

  it("the bypass list: copied from its file once per version, announced with a new ETag, own hosts left out", async () => {
    const shipped = readBypassList();
    const before = (await policy(env())).json();
    expect(before.lists.bypass).toEqual({ etag: expect.any(String), count: 0 });
    const copied = await syncBypassList(env().ctx, shipped, ["doh.protect.example", "dot.protect.example"]);
    expect(copied).toMatchObject({ status: "copied", count: shipped.entries.length, dropped: [] });
    expect(await syncBypassList(env().ctx, shipped, [])).toMatchObject({ status: "unchanged" });
    const after = (await policy(env(), `?since=${before.version}`)).json();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.lists.bypass.etag).not.toBe(before.lists.bypass.etag);
    const list = await env().request({ method: "GET", url: "/api/resolver/lists/bypass", headers: resolverHeaders });
    expect(list.statusCode).toBe(200);
    expect(list.headers.etag).toBe(after.lists.bypass.etag);
    const domains = list.body.trim().split("\n");
    for (const name of ["dns.google", "cloudflare-dns.com", "dns.quad9.net", "doh.opendns.com", "dns.nextdns.io"]) {
      expect(domains).toContain(name);
    }
    expect(domains).not.toContain("use-application-dns.net");
    // A new version whose entry would cover the service's own DoH host: that entry is left out.
    const next = {
      version: "2099-01-01.1",
      entries: [
        ...shipped.entries,
        { domain: "protect.example", kind: "doh" as const, source: "test", added: "2099-01-01" },
      ],
    };
    const own = await syncBypassList(env().ctx, next, ["doh.protect.example"]);
    expect(own).toMatchObject({ status: "copied", count: shipped.entries.length, dropped: ["protect.example"] });
  });

  it("the shipped bypass list is valid: normalised names, each once, a source and a date on every entry", () => {
    const list = readBypassList();
    expect(list.entries.length).toBeGreaterThan(100);
    const dir = mkdtempSync(join(tmpdir(), "bypass-"));
    const bad = join(dir, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify({
        version: "2026-11-28.1",
        entries: [{ domain: "DNS.Google", kind: "doh", source: "x", added: "2026-11-28" }],
      }),
    );
    expect(() => readBypassList(bad)).toThrow(/\/entries\/0: "DNS.Google": write it as "dns.google"/);
    writeFileSync(
      bad,
      JSON.stringify({
        version: "2026-11-28.1",
        entries: [{ domain: "co.uk", kind: "doh", source: "x", added: "2026-11-28" }],
      }),
    );
    expect(() => readBypassList(bad)).toThrow(/public suffix/);
    rmSync(dir, { recursive: true });
  });
});
