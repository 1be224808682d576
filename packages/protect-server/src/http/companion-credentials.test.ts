// Where a desktop companion's `mgc_` token counts as the user's credential (seed §5.1), route by
// route from the OpenAPI document, so a new route is covered the day it is added.
import { expect, it } from "vitest";
import { deviceOf } from "../../test/devices.ts";
import { describeEachDb, type TestEnv, type TestUser } from "../../test/harness.ts";

type Operation = { security?: Record<string, string[]>[] };

/** The routes the desktop agent calls with its `mgc_` token (packages/protect-desktop companion-client.ts). */
const COMPANION_ROUTES = [
  "GET /api/cooldown/status",
  "GET /api/magic/devices",
  "GET /api/magic/profile",
  "GET /api/protection/state",
  "POST /api/cooldown/cancel",
  "POST /api/cooldown/request",
  "POST /api/devices/{id}/cancel-release",
  "POST /api/magic/register",
  "POST /api/magic/release",
  "POST /api/magic/tamper-repaired",
].sort();

const desktop = { deviceId: "win-install-1", name: "Work laptop", model: "ThinkPad X1", osVersion: "Windows 11 24H2" };

async function pairedCompanion(env: TestEnv, owner: TestUser) {
  const code = (await env.request({ method: "POST", url: "/api/magic/pair/create", headers: owner.headers })).json()
    .code;
  const token = (await env.request({ method: "POST", url: "/api/magic/pair/redeem", payload: { code } })).json().token;
  const headers = { authorization: `Bearer ${token}` };
  const registered = await env.request({ method: "POST", url: "/api/magic/register", headers, payload: desktop });
  expect(registered.statusCode).toBe(200);
  return { headers, deviceId: registered.json().device.id as string };
}

describeEachDb("mgc_ tokens as user credentials", (env) => {
  it("every bearer route refuses an mgc_ token with 403 except the desktop agent's routes, which accept it", async () => {
    const owner = await env().signup();
    const { headers } = await pairedCompanion(env(), owner);
    const doc = (await env().request({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const accepting: string[] = [];
    let refused = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const kinds = new Set(operation.security?.flatMap((entry) => Object.keys(entry)));
        if (!kinds.has("bearer") && !kinds.has("companion")) continue;
        const route = `${method.toUpperCase()} ${path}`;
        if (kinds.has("companion")) {
          accepting.push(route);
          continue;
        }
        const url = path.replaceAll(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
        const res = await env().request({ method: method.toUpperCase() as "GET", url, headers, payload: {} });
        expect(res.statusCode, route).toBe(403);
        expect(res.json(), route).toMatchObject({ error: "forbidden" });
        refused += 1;
      }
    }
    expect(accepting.sort()).toEqual(COMPANION_ROUTES);
    // The account-changing and administrative routes are among the refused ones.
    expect(refused).toBeGreaterThanOrEqual(100);
    for (const [method, url] of [
      ["DELETE", "/api/me"],
      ["GET", "/api/admin/users"],
      ["POST", "/api/auth/logout"],
      ["POST", "/api/magic/pair/create"],
      ["PATCH", "/api/profile/me/nickname"],
    ] as const) {
      const res = await env().request({ method, url, headers, payload: { password: "correct horse battery" } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await env().request({ method: "GET", url: "/api/auth/me", headers: owner.headers })).statusCode).toBe(200);
  });

  it("a token that opens no session gets 401 everywhere; a live session of the other kind 403 (issue 30)", async () => {
    const owner = await env().signup();
    const companion = await pairedCompanion(env(), owner);
    const loggedOut = await env().signup();
    expect(
      (await env().request({ method: "POST", url: "/api/auth/logout", headers: loggedOut.headers })).statusCode,
    ).toBe(204);
    const doc = (await env().request({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const wrong: string[] = [];
    const check = async (route: string, headers: Record<string, string>, status: number, error: string) => {
      const [method = "GET", path = ""] = route.split(" ");
      const url = path.replaceAll(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const res = await env().request({ method: method as "GET", url, headers, payload: {} });
      if (res.statusCode !== status || res.json().error !== error) wrong.push(`${route} ${res.statusCode} ${res.body}`);
    };
    const madeUpSession = { authorization: `Bearer ${"s".repeat(43)}` };
    const madeUpCompanion = { authorization: `Bearer mgc_${"c".repeat(43)}` };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const kinds = new Set(operation.security?.flatMap((entry) => Object.keys(entry)));
        const route = `${method.toUpperCase()} ${path}`;
        if (kinds.has("companion") && !kinds.has("bearer")) {
          await check(route, loggedOut.headers, 401, "unauthorized");
          await check(route, madeUpSession, 401, "unauthorized");
          await check(route, madeUpCompanion, 401, "unauthorized");
          await check(route, owner.headers, 403, "forbidden");
        } else if (kinds.has("bearer") && !kinds.has("companion") && !kinds.has("adminSecret")) {
          await check(route, madeUpCompanion, 401, "unauthorized");
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(
      (await env().request({ method: "GET", url: "/api/magic/profile", headers: companion.headers })).statusCode,
    ).toBe(200);
  });

  it("the cooldown endpoints and the protection state work with an mgc_ token as with the app's session", async () => {
    const owner = await env().signup();
    const { headers } = await pairedCompanion(env(), owner);
    const state = await env().request({ method: "GET", url: "/api/protection/state", headers });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ protectionShouldBeActive: true, cooldown: { status: "none" } });
    const requested = await env().request({ method: "POST", url: "/api/cooldown/request", headers });
    expect(requested.statusCode).toBe(201);
    const endsAt = requested.json().cooldown.endsAt;
    expect(endsAt).toBe("2026-06-02T10:00:00.000Z");
    const again = await env().request({ method: "POST", url: "/api/cooldown/request", headers });
    expect(again.json()).toMatchObject({ created: false, cooldown: { endsAt } });
    const fromApp = await env().request({ method: "GET", url: "/api/cooldown/status", headers: owner.headers });
    expect(fromApp.json()).toMatchObject({ status: "running", endsAt });
    env().clock.advance(24 * 3_600_000);
    const resolved = await env().request({ method: "GET", url: "/api/cooldown/status", headers });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: "resolved" });
    const after = await env().request({ method: "GET", url: "/api/protection/state", headers });
    expect(after.json()).toMatchObject({ protectionShouldBeActive: false });
  });

  it("cancel-release leaves a cooldown the user asked for on the phone running (the release only joined it)", async () => {
    const owner = await env().signup();
    const { headers, deviceId } = await pairedCompanion(env(), owner);
    const asked = await env().request({ method: "POST", url: "/api/cooldown/request", headers: owner.headers });
    expect(asked.statusCode).toBe(201);
    expect((await env().request({ method: "POST", url: "/api/magic/release", headers })).statusCode).toBe(200);
    const own = await env().request({ method: "POST", url: `/api/devices/${deviceId}/cancel-release`, headers });
    expect(own.statusCode).toBe(200);
    const status = await env().request({ method: "GET", url: "/api/cooldown/status", headers: owner.headers });
    expect(status.json()).toMatchObject({
      status: "running",
      cooldown: { id: asked.json().cooldown.id, startedByDeviceId: null },
    });
    // The user can still call it off themselves, from the app or the computer.
    const cancelled = await env().request({ method: "POST", url: "/api/cooldown/cancel", headers });
    expect(cancelled.json()).toMatchObject({ cooldown: { status: "cancelled" } });
  });

  it("cancel-release: the companion cancels its own computer's release, not another device's; the app any", async () => {
    const owner = await env().signup();
    const { headers, deviceId } = await pairedCompanion(env(), owner);
    const phone = await deviceOf(env(), owner, "phone-1");
    const cancel = (id: string, by: Record<string, string>) =>
      env().request({ method: "POST", url: `/api/devices/${id}/cancel-release`, headers: by });
    const release = await env().request({ method: "POST", url: "/api/magic/release", headers });
    expect(release.statusCode).toBe(200);
    const status = () => env().request({ method: "GET", url: "/api/cooldown/status", headers: owner.headers });
    expect((await status()).json().cooldown).toMatchObject({ status: "running", startedByDeviceId: deviceId });
    const requested = await env().request({
      method: "POST",
      url: `/api/devices/${phone.id}/request-release`,
      headers: phone.headers,
    });
    expect(requested.statusCode).toBe(200);
    const foreign = await cancel(phone.id, headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: "forbidden" });
    const own = await cancel(deviceId, headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: deviceId, releaseAt: null });
    expect((await cancel(deviceId, headers)).statusCode).toBe(409);
    // The cooldown this computer's release started is called off with it: protection stays on.
    expect((await status()).json()).toMatchObject({ status: "none", protectionDisabledAt: null });
    const [cancelled] = (
      await env().request({ method: "GET", url: "/api/profile/me/cooldown-history", headers: owner.headers })
    ).json().cooldowns;
    expect(cancelled).toMatchObject({ status: "cancelled", startedByDeviceId: deviceId });
    expect((await cancel(phone.id, owner.headers)).statusCode).toBe(200);
    const stranger = await env().signup();
    expect((await cancel(deviceId, stranger.headers)).statusCode).toBe(404);
    expect((await cancel(deviceId, {})).statusCode).toBe(401);
  });
});
