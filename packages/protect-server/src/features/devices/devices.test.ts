import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { deviceOf, loginOn, phone, registerDevice, sentMail, setPlan } from "../../../test/devices.ts";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";
import { deviceLocks } from "../../db/schema/device-locks.ts";
import { userDevices } from "../../db/schema/user-devices.ts";
import { deviceHousekeepingJob } from "../../jobs/device-housekeeping.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDb("app devices and the device lock", (env) => {
  const locks = () => env().ctx.db.select().from(deviceLocks);

  it("register creates, updates the same install, merges a reinstall seen within 30 days and locks to legend", async () => {
    const owner = await env().signup();
    const first = await registerDevice(env(), { ...owner.headers, "x-device-id": "install-1" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      outcome: "created",
      device: { deviceId: "install-1", name: "Pixel", model: "Pixel 8", boundToPlan: "legend", releaseAt: null },
    });
    const again = await registerDevice(
      env(),
      { ...owner.headers, "x-device-id": "install-1" },
      { ...phone(), osVersion: "Android 16" },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      outcome: "updated",
      device: { id: first.json().device.id, osVersion: "Android 16" },
    });
    env().clock.advance(29 * DAY);
    const reinstall = await registerDevice(env(), { ...owner.headers, "x-device-id": "install-2" });
    expect(reinstall.json()).toMatchObject({
      outcome: "merged",
      device: { id: first.json().device.id, deviceId: "install-2" },
    });
    expect(await locks()).toEqual([expect.objectContaining({ deviceId: "install-2", userId: owner.id })]);
    env().clock.advance(31 * DAY);
    const fresh = await loginOn(env(), owner, "install-3");
    const late = await registerDevice(env(), fresh);
    expect(late.json().outcome).toBe("created");
    const list = await env().request({ method: "GET", url: "/api/devices", headers: fresh });
    expect(list.json().devices.map((d: { deviceId: string }) => d.deviceId)).toEqual(["install-2", "install-3"]);
  });

  it("GET /api/devices shows only the caller's devices; anonymous 401", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    await registerDevice(env(), { ...owner.headers, "x-device-id": "owner-phone" });
    for (const user of [other, admin]) {
      const res = await env().request({ method: "GET", url: "/api/devices", headers: user.headers });
      expect(res.json()).toEqual({ devices: [] });
    }
    expect((await env().request({ method: "GET", url: "/api/devices" })).statusCode).toBe(401);
  });

  it("bad input answers 400 and writes nothing", async () => {
    const owner = await env().signup();
    const cases: [Record<string, string>, Record<string, unknown>, string][] = [
      [owner.headers, phone(), "headers.x-device-id"],
      [{ ...owner.headers, "x-device-id": "ok" }, { ...phone(), name: "bad\u0000name" }, "body.name"],
      [{ ...owner.headers, "x-device-id": "ok" }, { ...phone(), model: "" }, "body.model"],
      [{ ...owner.headers, "x-device-id": "has space" }, phone(), "headers.x-device-id"],
      [{ ...owner.headers, "x-device-id": "ok" }, { name: "x".repeat(81), model: "m", osVersion: "1" }, "body.name"],
    ];
    for (const [headers, body, path] of cases) {
      const res = await registerDevice(env(), headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].path).toBe(path);
    }
    expect(await env().ctx.db.select().from(userDevices)).toEqual([]);
  });

  it("the app-device cap answers 403 plan_limit for a new device (free: 2)", async () => {
    const owner = await env().signup();
    await setPlan(env(), owner.id, "free");
    await registerDevice(env(), { ...owner.headers, "x-device-id": "a" }, phone("A", "a"));
    await registerDevice(env(), { ...owner.headers, "x-device-id": "b" }, phone("B", "b"));
    const res = await registerDevice(env(), { ...owner.headers, "x-device-id": "c" }, phone("C", "c"));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: "plan_limit", resource: "appDevices", current: 2, limit: 2 });
    expect(await locks()).toEqual([]);
  });

  it("login to another account on a locked device: 409 DEVICE_LOCKED before the password, one e-mail per 6 hours naming only the nickname", async () => {
    const owner = await env().signup({ nickname: "Kim" });
    const stranger = await env().signup();
    await deviceOf(env(), owner, "kims-phone");
    const attempt = (password: string) =>
      env().request({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-device-id": "kims-phone" },
        payload: { email: stranger.email, password },
      });
    for (const password of ["wrong password", stranger.password]) {
      const res = await attempt(password);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: "device_locked", code: "DEVICE_LOCKED" });
    }
    expect(await sentMail(env())).toHaveLength(1);
    const mail = (await sentMail(env()))[0];
    expect(mail?.to).toBe(owner.email);
    expect(mail?.text).toContain("Kim");
    expect(mail?.text).not.toContain(stranger.email);
    expect(mail?.text).not.toContain("kims-phone");
    env().clock.advance(6 * HOUR - 1000);
    await attempt("x");
    expect(await sentMail(env())).toHaveLength(1);
    env().clock.advance(2000);
    await attempt("x");
    expect(await sentMail(env())).toHaveLength(2);
    // Registering the locked installation on another account is refused the same way.
    const res = await registerDevice(env(), { ...stranger.headers, "x-device-id": "kims-phone" });
    expect(res.statusCode).toBe(409);
    // The owner still signs in on it.
    await loginOn(env(), owner, "kims-phone");
  });

  it("a free account does not lock its devices; a downgrade releases the locks and an upgrade binds again", async () => {
    const owner = await env().signup();
    const stranger = await env().signup();
    await deviceOf(env(), owner, "shared-tablet");
    expect(await locks()).toHaveLength(1);
    await setPlan(env(), owner.id, "free");
    expect(await locks()).toEqual([]);
    const [row] = await env().ctx.db.select().from(userDevices);
    expect(row?.boundToPlan).toBeNull();
    await loginOn(env(), stranger, "shared-tablet");
    await setPlan(env(), owner.id, "pro");
    expect((await env().ctx.db.select().from(userDevices))[0]?.boundToPlan).toBe("pro");
    expect(await locks()).toEqual([expect.objectContaining({ deviceId: "shared-tablet", userId: owner.id })]);
  });

  it("request-release schedules the release 24 h ahead, cancel-release reverts, the hourly job performs it", async () => {
    const owner = await env().signup();
    const stranger = await env().signup();
    const { id } = await deviceOf(env(), owner, "phone-r");
    const call = (verb: string, headers = owner.headers, deviceId = id) =>
      env().request({ method: "POST", url: `/api/devices/${deviceId}/${verb}`, headers });
    const requested = await call("request-release");
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      releaseRequestedAt: TEST_START.toISOString(),
      releaseAt: new Date(TEST_START.getTime() + DAY).toISOString(),
    });
    expect((await call("cancel-release")).json()).toMatchObject({ releaseAt: null, releaseRequestedAt: null });
    expect((await call("cancel-release")).statusCode).toBe(409);
    await call("request-release");
    env().clock.advance(DAY - 1000);
    expect(await runJobOnce(env().ctx.db, deviceHousekeepingJob(), env().clock.now())).toBe(true);
    expect(await env().ctx.db.select().from(userDevices)).toHaveLength(1);
    env().clock.advance(HOUR);
    await runJobOnce(env().ctx.db, deviceHousekeepingJob(), env().clock.now());
    expect(await env().ctx.db.select().from(userDevices)).toEqual([]);
    expect(await locks()).toEqual([]);
    await loginOn(env(), stranger, "phone-r");
  });

  it("release routes: other user and admin 404, anonymous 401, bad id 400, unlocked device 409", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    const { id } = await deviceOf(env(), owner, "phone-s");
    for (const user of [other, admin]) {
      const res = await env().request({
        method: "POST",
        url: `/api/devices/${id}/request-release`,
        headers: user.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await env().request({ method: "POST", url: `/api/devices/${id}/request-release` })).statusCode).toBe(401);
    expect(
      (await env().request({ method: "POST", url: "/api/devices/not-a-uuid/request-release", headers: owner.headers }))
        .statusCode,
    ).toBe(400);
    await setPlan(env(), owner.id, "free");
    const res = await env().request({
      method: "POST",
      url: `/api/devices/${id}/request-release`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(409);
    const [row] = await env().ctx.db.select().from(userDevices).where(eq(userDevices.id, id));
    expect(row?.releaseAt).toBeNull();
  });

  it("the hourly job releases devices idle for 30 days", async () => {
    const owner = await env().signup();
    await deviceOf(env(), owner, "old-phone");
    env().clock.advance(30 * DAY - HOUR);
    await deviceOf(env(), owner, "new-phone");
    env().clock.advance(HOUR);
    await runJobOnce(env().ctx.db, deviceHousekeepingJob(), env().clock.now());
    const left = await env().ctx.db.select().from(userDevices);
    expect(left.map((d) => d.deviceId)).toEqual(["new-phone"]);
    expect((await locks()).map((l) => l.deviceId)).toEqual(["new-phone"]);
  });
});
