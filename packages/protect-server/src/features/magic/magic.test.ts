import { expect, it } from "vitest";
import { deviceOf } from "../../../test/devices.ts";
import { describeEachDb, type TestEnv } from "../../../test/harness.ts";
import { enroll, tokenHash } from "../../../test/protection.ts";
import { magicSessions } from "../../db/schema/magic.ts";
import { protectedDevices } from "../../db/schema/protected-devices.ts";
import { userDevices } from "../../db/schema/user-devices.ts";
import { deviceHousekeepingJob } from "../../jobs/device-housekeeping.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";

const HOUR = 3_600_000;
const desktop = { deviceId: "win-install-1", name: "Work laptop", model: "ThinkPad X1", osVersion: "Windows 11 24H2" };

async function pairCode(env: TestEnv, headers: Record<string, string>): Promise<string> {
  const res = await env.request({ method: "POST", url: "/api/magic/pair/create", headers });
  if (res.statusCode !== 201) throw new Error(`pair/create failed: ${res.statusCode} ${res.body}`);
  return res.json().code;
}

const redeem = (env: TestEnv, code: unknown) =>
  env.request({ method: "POST", url: "/api/magic/pair/redeem", payload: { code } });

async function companion(env: TestEnv, headers: Record<string, string>): Promise<Record<string, string>> {
  const res = await redeem(env, await pairCode(env, headers));
  return { authorization: `Bearer ${res.json().token}` };
}

describeEachDb(
  "desktop companion (magic)",
  (env) => {
    it("pair/create gives a 6-digit code; redeem returns an mgc_ token once, stored hashed; expired codes fail", async () => {
      const owner = await env().signup();
      const code = await pairCode(env(), owner.headers);
      expect(code).toMatch(/^\d{6}$/);
      const res = await redeem(env(), code);
      expect(res.statusCode).toBe(201);
      const token: string = res.json().token;
      expect(token).toMatch(/^mgc_[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(await env().ctx.db.select().from(magicSessions))).not.toContain(token);
      expect((await redeem(env(), code)).json()).toMatchObject({ error: "invalid_code" });
      const late = await pairCode(env(), owner.headers);
      env().clock.advance(10 * 60_000);
      expect((await redeem(env(), late)).statusCode).toBe(400);
      for (const bad of ["12345", "abcdef", 123456, ""]) expect((await redeem(env(), bad)).statusCode).toBe(400);
    });

    it("of 20 concurrent redemptions of one code exactly one gets a token", async () => {
      const owner = await env().signup();
      const code = await pairCode(env(), owner.headers);
      const results = await Promise.all(Array.from({ length: 20 }, () => redeem(env(), code)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
      expect(await env().ctx.db.select().from(magicSessions)).toHaveLength(1);
    });

    it("register binds the computer: a desktop device and a Windows protected device whose profile can be fetched again", async () => {
      const owner = await env().signup();
      const token = await companion(env(), owner.headers);
      const registered = await env().request({
        method: "POST",
        url: "/api/magic/register",
        headers: token,
        payload: desktop,
      });
      expect(registered.statusCode).toBe(200);
      const body = registered.json();
      expect(body.device).toMatchObject({ kind: "desktop", deviceId: desktop.deviceId, boundToPlan: "legend" });
      expect(body.protection.profile).toEqual({
        kind: "doh_template",
        template: `https://127.0.0.1:8443/dns-query/${body.protection.dnsToken}`,
        serverAddresses: ["127.0.0.1"],
        dotHost: `${body.protection.dnsToken}.dot.localhost`,
      });
      const profile = await env().request({ method: "GET", url: "/api/magic/profile", headers: token });
      expect(profile.json()).toMatchObject({
        dnsToken: body.protection.dnsToken,
        device: { platform: "windows", status: "pending" },
      });
      const [row] = await env().ctx.db.select().from(protectedDevices);
      expect(row?.tokenHash).toBe(tokenHash(body.protection.dnsToken));
      expect(row?.tokenCiphertext).not.toContain(body.protection.dnsToken);
      const again = await env().request({
        method: "POST",
        url: "/api/magic/register",
        headers: token,
        payload: desktop,
      });
      expect(again.json().protection.device.id).toBe(body.protection.device.id);
      const list = await env().request({ method: "GET", url: "/api/magic/devices", headers: owner.headers });
      expect(list.json().devices).toEqual([expect.objectContaining({ deviceId: desktop.deviceId })]);
    });

    it("mgc_ tokens work on the companion routes only; sessions cannot act as the companion", async () => {
      const owner = await env().signup();
      const token = await companion(env(), owner.headers);
      for (const [method, url] of [
        ["GET", "/api/devices"],
        ["GET", "/api/auth/me"],
        ["POST", "/api/magic/pair/create"],
        ["POST", "/api/devices/enroll"],
        ["GET", "/api/devices/approvals"],
      ] as const) {
        expect((await env().request({ method, url, headers: token, payload: {} })).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
      expect((await env().request({ method: "GET", url: "/api/magic/devices", headers: token })).statusCode).toBe(200);
      for (const [method, url] of [
        ["POST", "/api/magic/register"],
        ["GET", "/api/magic/profile"],
        ["POST", "/api/magic/release"],
      ] as const) {
        expect((await env().request({ method, url, headers: owner.headers, payload: desktop })).statusCode).toBe(403);
        expect((await env().request({ method, url, payload: desktop })).statusCode).toBe(401);
        const forged = { authorization: `Bearer mgc_${"A".repeat(43)}` };
        expect((await env().request({ method, url, headers: forged, payload: desktop })).statusCode).toBe(401);
      }
      // Before register, profile and release say what is missing.
      expect((await env().request({ method: "GET", url: "/api/magic/profile", headers: token })).statusCode).toBe(409);
      const bad = await env().request({
        method: "POST",
        url: "/api/magic/register",
        headers: token,
        payload: { ...desktop, name: "" },
      });
      expect(bad.statusCode).toBe(400);
      // Another user sees none of it; an admin neither.
      const other = await env().signup();
      const admin = await env().admin();
      await env().request({ method: "POST", url: "/api/magic/register", headers: token, payload: desktop });
      for (const user of [other, admin]) {
        expect(
          (await env().request({ method: "GET", url: "/api/magic/devices", headers: user.headers })).json(),
        ).toEqual({ devices: [] });
      }
      expect((await env().request({ method: "POST", url: "/api/magic/pair/create" })).statusCode).toBe(401);
    });

    it("release waits the 24-hour cooldown; then the job removes the binding, revokes its protection and its token", async () => {
      const owner = await env().signup();
      const token = await companion(env(), owner.headers);
      await env().request({ method: "POST", url: "/api/magic/register", headers: token, payload: desktop });
      const released = await env().request({ method: "POST", url: "/api/magic/release", headers: token });
      expect(released.statusCode).toBe(200);
      expect(released.json().releaseAt).toBe(new Date(env().clock.now().getTime() + 24 * HOUR).toISOString());
      env().clock.advance(23 * HOUR);
      await runJobOnce(env().ctx.db, deviceHousekeepingJob(), env().clock.now());
      expect((await env().request({ method: "GET", url: "/api/magic/profile", headers: token })).statusCode).toBe(200);
      env().clock.advance(2 * HOUR);
      await runJobOnce(env().ctx.db, deviceHousekeepingJob(), env().clock.now());
      expect(await env().ctx.db.select().from(userDevices)).toEqual([]);
      expect((await env().ctx.db.select().from(protectedDevices))[0]?.status).toBe("revoked");
      expect((await env().request({ method: "GET", url: "/api/magic/devices", headers: token })).statusCode).toBe(401);
    });

    it("register within the protected-device cap, in one transaction (403 plan_limit leaves no desktop record)", async () => {
      const owner = await env().signup();
      await enroll(env(), owner.headers);
      await enroll(env(), owner.headers);
      const token = await companion(env(), owner.headers);
      const res = await env().request({ method: "POST", url: "/api/magic/register", headers: token, payload: desktop });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: "plan_limit", resource: "protectedDevices" });
      expect(await env().ctx.db.select().from(userDevices)).toEqual([]);
    });

    it("a computer locked to another account cannot be registered by a second account's companion (409)", async () => {
      const owner = await env().signup();
      const other = await env().signup();
      await deviceOf(env(), owner, desktop.deviceId);
      const token = await companion(env(), other.headers);
      const res = await env().request({ method: "POST", url: "/api/magic/register", headers: token, payload: desktop });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("DEVICE_LOCKED");
    });
  },
  {
    devices: {
      magic: {
        version: "1.2.0",
        downloadUrl: "https://downloads.example.org/protect-1.2.0.msi",
        sha256: "a".repeat(64),
      },
    },
    rateLimits: { pairRedeemPerAddress: { max: 1000, windowMs: 60_000 } },
  },
);

describeEachDb(
  "desktop companion: info and brute-force bounds",
  (env) => {
    it("GET /api/magic/info is public; unset config reads as not available", async () => {
      const res = await env().request({ method: "GET", url: "/api/magic/info" });
      expect(res.json()).toEqual({
        available: false,
        platform: "windows-x64",
        version: null,
        downloadUrl: null,
        sha256: null,
      });
    });

    it("redemptions are bounded per address and globally (429)", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await redeem(env(), String(100000 + i))).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  },
  {
    rateLimits: {
      pairRedeemPerAddress: { max: 3, windowMs: 60_000 },
      pairRedeemGlobal: { max: 100, windowMs: 60_000 },
    },
  },
);
