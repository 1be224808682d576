import { parse as parsePlist } from "plist";
import { expect, it } from "vitest";
import { setPlan } from "../../../test/devices.ts";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";
import { enroll, handshake, tokenHash } from "../../../test/protection.ts";
import { protectedDevices } from "../../db/schema/protected-devices.ts";

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

describeEachDb("protected devices and DNS profiles", (env) => {
  it("iOS enrolment returns a .mobileconfig with a managed DNS-over-HTTPS payload; only the token's hash is stored", async () => {
    const owner = await env().signup();
    const enrolled = await enroll(env(), owner.headers, { name: "Kim's iPhone", platform: "ios" });
    expect(enrolled.dnsToken).toMatch(/^[a-z2-7]{52}$/);
    expect(enrolled.device.status).toBe("pending");
    expect(enrolled.dohUrl).toBe(`https://127.0.0.1:8443/dns-query/${enrolled.dnsToken}`);
    const profile = enrolled.profile as { kind: string; contentType: string; mobileconfig: string };
    expect(profile).toMatchObject({ kind: "mobileconfig", contentType: "application/x-apple-aspen-config" });
    const parsed = parsePlist(profile.mobileconfig) as Record<string, unknown> & {
      PayloadContent: Record<string, unknown>[];
    };
    expect(parsed).toMatchObject({
      PayloadType: "Configuration",
      PayloadVersion: 1,
      PayloadDisplayName: "Protect: Kim's iPhone",
    });
    const [payload] = parsed.PayloadContent;
    expect(payload).toMatchObject({
      PayloadType: "com.apple.dnsSettings.managed",
      PayloadVersion: 1,
      DNSSettings: { DNSProtocol: "HTTPS", ServerURL: enrolled.dohUrl, ServerAddresses: ["127.0.0.1"] },
    });
    expect(parsed.PayloadUUID).toMatch(UUID);
    expect(payload?.PayloadUUID).toMatch(UUID);
    expect(payload?.PayloadUUID).not.toBe(parsed.PayloadUUID);
    const rows = await env().ctx.db.select().from(protectedDevices);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(tokenHash(enrolled.dnsToken));
    expect(JSON.stringify(rows)).not.toContain(enrolled.dnsToken);
  });

  it("with Accept: application/x-apple-aspen-config the profile itself is the body; Android and Windows get host name and template", async () => {
    const owner = await env().signup();
    const raw = await env().request({
      method: "POST",
      url: "/api/devices/enroll",
      headers: { ...owner.headers, accept: "application/x-apple-aspen-config" },
      payload: { name: "Mac", platform: "macos" },
    });
    expect(raw.statusCode).toBe(201);
    expect(raw.headers["content-type"]).toBe("application/x-apple-aspen-config");
    expect(raw.headers["x-protected-device-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = parsePlist(raw.body) as { PayloadContent: { DNSSettings: { ServerURL: string } }[] };
    expect(parsed.PayloadContent[0]?.DNSSettings.ServerURL).toMatch(
      /^https:\/\/127\.0\.0\.1:8443\/dns-query\/[a-z2-7]{52}$/,
    );
    const android = await enroll(env(), owner.headers, { name: "Pixel", platform: "android" });
    expect(android.profile).toEqual({ kind: "private_dns", hostname: `${android.dnsToken}.dot.localhost` });
    expect(android.dotHost).toBe(`${android.dnsToken}.dot.localhost`);
  });

  it("Accept is negotiated by q-values; a platform without a profile file answers 406 to an Accept that wants only the file, and writes nothing", async () => {
    const owner = await env().signup();
    const post = (platform: string, accept: string, headers = owner.headers) =>
      env().request({
        method: "POST",
        url: "/api/devices/enroll",
        headers: { ...headers, accept },
        payload: { name: "Device", platform },
      });
    const browserLike = await post("ios", "application/x-apple-aspen-config, application/json;q=0.9, */*;q=0.8");
    expect(browserLike.statusCode).toBe(201);
    expect(browserLike.headers["content-type"]).toBe("application/x-apple-aspen-config");
    expect(browserLike.headers.vary).toBe("accept");
    expect(browserLike.body).toMatch(/^<\?xml/);
    const preferJson = await post("ios", "application/x-apple-aspen-config;q=0.5, application/json");
    expect(preferJson.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(preferJson.json().profile.kind).toBe("mobileconfig");
    const anything = await post("macos", "*/*", (await env().signup()).headers);
    expect(anything.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The owner is at the plan's cap (2): a 406 that enrolled first would have answered 403.
    const before = await env().ctx.db.select().from(protectedDevices);
    for (const [platform, accept] of [
      ["android", "application/x-apple-aspen-config"],
      ["ios", "text/html"],
      ["ios", "application/json;q=0, application/x-apple-aspen-config;q=0, */*"],
    ] as const) {
      const refused = await post(platform, accept);
      expect(refused.statusCode).toBe(406);
      expect(refused.json()).toMatchObject({ error: "not_acceptable" });
      expect(refused.json().message).toContain('"application/json; charset=utf-8"');
    }
    expect(await env().ctx.db.select().from(protectedDevices)).toEqual(before);
  });

  it("the plan cap: legend 2 (403 plan_limit), revoked devices do not count; pro 1", async () => {
    const owner = await env().signup();
    const first = await enroll(env(), owner.headers);
    await enroll(env(), owner.headers, { name: "PC", platform: "windows" });
    const third = await env().request({
      method: "POST",
      url: "/api/devices/enroll",
      headers: owner.headers,
      payload: { name: "x", platform: "ios" },
    });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ error: "plan_limit", resource: "protectedDevices", current: 2, limit: 2 });
    const revoked = await env().request({
      method: "POST",
      url: `/api/devices/protected/${first.device.id}/revoke`,
      headers: owner.headers,
    });
    expect(revoked.json()).toMatchObject({ status: "revoked" });
    await enroll(env(), owner.headers);
    const list = await env().request({ method: "GET", url: "/api/devices/protected", headers: owner.headers });
    expect(list.json().devices).toHaveLength(2);
    expect(list.json().devices.map((d: { id: string }) => d.id)).not.toContain(first.device.id);
  });

  it("bad input 400, anonymous 401, another user and an admin cannot see or revoke (404)", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    for (const payload of [
      { name: "x", platform: "symbian" },
      { name: "a\u0007b", platform: "ios" },
      { platform: "ios" },
    ]) {
      const res = await env().request({ method: "POST", url: "/api/devices/enroll", headers: owner.headers, payload });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await env().request({ method: "POST", url: "/api/devices/enroll", payload: { name: "x", platform: "ios" } }))
        .statusCode,
    ).toBe(401);
    const enrolled = await enroll(env(), owner.headers);
    for (const user of [other, admin]) {
      const list = await env().request({ method: "GET", url: "/api/devices/protected", headers: user.headers });
      expect(list.json()).toEqual({ devices: [] });
      const revoke = await env().request({
        method: "POST",
        url: `/api/devices/protected/${enrolled.device.id}/revoke`,
        headers: user.headers,
      });
      expect(revoke.statusCode).toBe(404);
    }
    expect(
      (await env().request({ method: "POST", url: "/api/devices/protected/nope/revoke", headers: owner.headers }))
        .statusCode,
    ).toBe(400);
    const [row] = await env().ctx.db.select().from(protectedDevices);
    expect(row?.status).toBe("pending");
  });

  it("handshake: pending → active, lastDnsQueryAt only moves forward and never past now; revoked and unknown change nothing", async () => {
    const owner = await env().signup();
    const a = await enroll(env(), owner.headers);
    const b = await enroll(env(), owner.headers, { name: "PC", platform: "windows" });
    await env().request({
      method: "POST",
      url: `/api/devices/protected/${b.device.id}/revoke`,
      headers: owner.headers,
    });
    const at = (ms: number) => new Date(TEST_START.getTime() + ms).toISOString();
    const first = await handshake(env(), [
      { token: a.dnsToken.toUpperCase(), lastQueryAt: at(-60_000) },
      { token: b.dnsToken, lastQueryAt: at(0) },
      { token: "z".repeat(52), lastQueryAt: at(0) },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ results: [{ status: "active" }, { status: "revoked" }, { status: "unknown" }] });
    const rows = async () => {
      const all = await env().ctx.db.select().from(protectedDevices);
      return Object.fromEntries(all.map((row) => [row.id, row]));
    };
    expect((await rows())[a.device.id]).toMatchObject({ status: "active", lastDnsQueryAt: new Date(at(-60_000)) });
    expect((await rows())[b.device.id]).toMatchObject({ status: "revoked", lastDnsQueryAt: null });
    await handshake(env(), [{ token: a.dnsToken, lastQueryAt: at(-120_000) }]);
    expect((await rows())[a.device.id]?.lastDnsQueryAt).toEqual(new Date(at(-60_000)));
    await handshake(env(), [{ token: a.dnsToken, lastQueryAt: at(3_600_000) }]);
    expect((await rows())[a.device.id]?.lastDnsQueryAt).toEqual(TEST_START);
  });

  it("handshake authz and input: wrong or missing secret 401, a session is not enough, malformed bodies 400", async () => {
    const owner = await env().signup();
    const admin = await env().admin();
    const entry = { token: "a".repeat(52), lastQueryAt: TEST_START.toISOString() };
    for (const headers of [{}, { "x-handshake-secret": "wrong".repeat(10) }, owner.headers, admin.headers]) {
      expect((await handshake(env(), [entry], headers)).statusCode).toBe(401);
    }
    const bad = [
      [],
      [{ token: "short", lastQueryAt: entry.lastQueryAt }],
      [{ token: entry.token, lastQueryAt: "yesterday" }],
    ];
    for (const devices of bad) expect((await handshake(env(), devices)).statusCode).toBe(400);
    expect(
      (
        await handshake(
          env(),
          Array.from({ length: 501 }, () => entry),
        )
      ).statusCode,
    ).toBe(400);
  });

  it("downgrade degrades the newest devices beyond the cap; re-upgrade reactivates them", async () => {
    const owner = await env().signup();
    const older = await enroll(env(), owner.headers);
    env().clock.advance(1000);
    const newer = await enroll(env(), owner.headers, { name: "PC", platform: "windows" });
    await handshake(env(), [{ token: newer.dnsToken, lastQueryAt: env().clock.now().toISOString() }]);
    env().clock.advance(1000);
    await setPlan(env(), owner.id, "pro");
    const status = async () =>
      Object.fromEntries(
        (await env().ctx.db.select().from(protectedDevices)).map((row) => [row.id, [row.status, row.degradedAt]]),
      );
    expect(await status()).toEqual({
      [older.device.id]: ["pending", null],
      [newer.device.id]: ["degraded", env().clock.now()],
    });
    await setPlan(env(), owner.id, "legend");
    expect(await status()).toEqual({ [older.device.id]: ["pending", null], [newer.device.id]: ["active", null] });
  });
});

describeEachDb(
  "resolver secret rate limit",
  (env) => {
    it("wrong secrets are limited per address (429 after the bound)", async () => {
      const entry = { token: "a".repeat(52), lastQueryAt: TEST_START.toISOString() };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await handshake(env(), [entry], { "x-handshake-secret": "x" })).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    });
  },
  { rateLimits: { resolverSecretFailuresPerAddress: { max: 2, windowMs: 60_000 } } },
);
