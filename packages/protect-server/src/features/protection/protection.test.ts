import { expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START, type TestUser } from "../../../test/harness.ts";
import { insertCooldownIfNoneRuns } from "./repo.ts";
import { COOLDOWN_MS, runningCooldownEnd } from "./service.ts";

const HOUR = 3_600_000;

describeEachDb("protection and cooldown routes", (env, kind) => {
  const call = (method: "GET" | "POST", url: string, user?: TestUser, payload?: object) =>
    env().request({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  it("every route answers 401 to anonymous callers", async () => {
    const routes: ["GET" | "POST", string, object?][] = [
      ["GET", "/api/protection/state"],
      ["POST", "/api/cooldown/request"],
      ["POST", "/api/cooldown/cancel"],
      ["GET", "/api/cooldown/status"],
      ["POST", "/api/protection/mark-active"],
      ["POST", "/api/protection/screentime-passcode", { passcode: "1234" }],
      ["GET", "/api/protection/screentime-passcode"],
      ["GET", "/api/profile/me/cooldown-history"],
      ["GET", "/api/profile/me/sos-insights"],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error).toBe("unauthorized");
    }
  });

  it("cooldown timeline: running for 24 h, resolved by the status read, never re-enabled, mark-active restores", async () => {
    const owner = await env().signup();
    const state0 = (await call("GET", "/api/protection/state", owner)).json();
    expect(state0).toMatchObject({ protectionShouldBeActive: true, mdmManaged: false, cooldown: { status: "none" } });
    expect(state0.blocklist).toMatchObject({ mode: "full", planMode: "full", graceUntil: null });

    const started = await call("POST", "/api/cooldown/request", owner);
    expect(started.statusCode).toBe(201);
    const endsAt = new Date(TEST_START.getTime() + COOLDOWN_MS).toISOString();
    expect(started.json()).toMatchObject({ created: true, cooldown: { status: "running", endsAt } });

    env().clock.advance(COOLDOWN_MS - 1);
    const again = await call("POST", "/api/cooldown/request", owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, cooldown: { id: started.json().cooldown.id } });
    const almost = (await call("GET", "/api/cooldown/status", owner)).json();
    expect(almost).toMatchObject({ status: "running", endsAt, msRemaining: 1, protectionDisabledAt: null });
    expect((await call("GET", "/api/protection/state", owner)).json().protectionShouldBeActive).toBe(true);

    env().clock.advance(1);
    const resolvedAt = env().clock.now().toISOString();
    const done = (await call("GET", "/api/cooldown/status", owner)).json();
    expect(done).toMatchObject({ status: "resolved", protectionDisabledAt: resolvedAt, msRemaining: null });
    expect(done.cooldown).toMatchObject({ status: "resolved", resolvedAt });
    expect((await userRow(env().ctx.db, owner.id)).protectionDisabledAt?.toISOString()).toBe(resolvedAt);

    // Weeks later protection is still off: nothing turns it back on by itself.
    env().clock.advance(20 * 24 * HOUR);
    const later = (await call("GET", "/api/protection/state", owner)).json();
    expect(later).toMatchObject({ protectionShouldBeActive: false, protectionDisabledAt: resolvedAt });
    expect(later.cooldown.status).toBe("resolved");
    const whileOff = await call("POST", "/api/cooldown/request", owner);
    expect(whileOff.statusCode).toBe(409);
    expect(whileOff.json().error).toBe("invalid_transition");

    const active = await call("POST", "/api/protection/mark-active", owner);
    expect(active.json()).toEqual({ protectionShouldBeActive: true });
    const after = (await call("GET", "/api/protection/state", owner)).json();
    expect(after).toMatchObject({
      protectionShouldBeActive: true,
      protectionDisabledAt: null,
      cooldown: { status: "none" },
    });
    const history = (await call("GET", "/api/profile/me/cooldown-history", owner)).json();
    expect(history.cooldowns).toHaveLength(1);
    expect(history.cooldowns[0].protectionRestoredAt).toBe(env().clock.now().toISOString());
    expect((await call("POST", "/api/protection/mark-active", owner)).statusCode).toBe(200);
  });

  it("a running cooldown can be called off: protection stays on, the history keeps it as cancelled, a new one can start", async () => {
    const owner = await env().signup();
    const stranger = await env().signup();
    const started = (await call("POST", "/api/cooldown/request", owner)).json().cooldown;
    env().clock.advance(3 * HOUR);
    // Another account has no cooldown to cancel, and cannot reach this one.
    const foreign = await call("POST", "/api/cooldown/cancel", stranger);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ error: "invalid_transition", message: "No cooldown is running" });
    expect((await call("GET", "/api/cooldown/status", owner)).json().status).toBe("running");

    const cancelled = await call("POST", "/api/cooldown/cancel", owner);
    expect(cancelled.statusCode).toBe(200);
    const cancelledAt = env().clock.now().toISOString();
    expect(cancelled.json()).toEqual({
      cooldown: expect.objectContaining({ id: started.id, status: "cancelled", cancelledAt, resolvedAt: null }),
    });
    expect(await runningCooldownEnd(env().ctx, owner.id)).toBeNull(); // the resolver policy's view
    const state = (await call("GET", "/api/protection/state", owner)).json();
    expect(state).toMatchObject({
      protectionShouldBeActive: true,
      protectionDisabledAt: null,
      cooldown: { status: "none" },
    });
    // Past the cancelled one's end nothing resolves: protection never went off.
    env().clock.advance(COOLDOWN_MS);
    expect((await call("GET", "/api/cooldown/status", owner)).json()).toMatchObject({ status: "none" });
    expect((await userRow(env().ctx.db, owner.id)).protectionDisabledAt).toBeNull();
    const twice = await call("POST", "/api/cooldown/cancel", owner);
    expect(twice.statusCode).toBe(409);

    // A new request starts a new cooldown; once it has ended it is too late to cancel.
    const second = await call("POST", "/api/cooldown/request", owner);
    expect(second.statusCode).toBe(201);
    expect(second.json().cooldown.id).not.toBe(started.id);
    env().clock.advance(COOLDOWN_MS);
    const late = await call("POST", "/api/cooldown/cancel", owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/ended and protection is off/);
    expect((await call("GET", "/api/protection/state", owner)).json().protectionShouldBeActive).toBe(false);

    const history = (await call("GET", "/api/profile/me/cooldown-history", owner)).json().cooldowns;
    expect(history.map((cooldown: { status: string }) => cooldown.status)).toEqual(["resolved", "cancelled"]);
    const insights = (await call("GET", "/api/profile/me/sos-insights", owner)).json();
    expect(insights).toMatchObject({ sampleSize: 2, completedCooldowns: 1, cancelledCooldowns: 1 });
  });

  it("concurrent cancels of one cooldown: exactly one succeeds", async () => {
    const owner = await env().signup();
    await call("POST", "/api/cooldown/request", owner);
    const results = await Promise.all(Array.from({ length: 6 }, () => call("POST", "/api/cooldown/cancel", owner)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const history = (await call("GET", "/api/profile/me/cooldown-history", owner)).json().cooldowns;
    expect(history).toHaveLength(1);
    expect(history[0].status).toBe("cancelled");
  });

  it("the state read resolves an elapsed cooldown too, without a status read", async () => {
    const owner = await env().signup();
    await call("POST", "/api/cooldown/request", owner);
    env().clock.advance(COOLDOWN_MS + HOUR);
    const state = (await call("GET", "/api/protection/state", owner)).json();
    expect(state).toMatchObject({ protectionShouldBeActive: false, cooldown: { status: "resolved" } });
  });

  it("MDM-managed accounts get 400 mdm_managed on request and status and no cooldown starts", async () => {
    const owner = await env().signup();
    await call("POST", "/api/users/me/mdm-status", owner, { managed: true });
    for (const [method, url] of [
      ["POST", "/api/cooldown/request"],
      ["GET", "/api/cooldown/status"],
    ] as const) {
      const res = await call(method, url, owner);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe("mdm_managed");
    }
    const state = (await call("GET", "/api/protection/state", owner)).json();
    expect(state).toMatchObject({ mdmManaged: true, protectionShouldBeActive: true, cooldown: { status: "none" } });
    expect((await call("GET", "/api/profile/me/cooldown-history", owner)).json().cooldowns).toEqual([]);
  });

  it("concurrent cooldown requests start exactly one cooldown", async () => {
    const owner = await env().signup();
    const results = await Promise.all(Array.from({ length: 8 }, () => call("POST", "/api/cooldown/request", owner)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((res) => res.json().cooldown.id)).size).toBe(1);
    expect((await call("GET", "/api/profile/me/cooldown-history", owner)).json().cooldowns).toHaveLength(1);
  });

  it("the database itself admits one running cooldown per account, whatever the callers do", async () => {
    const owner = await env().signup();
    const values = { userId: owner.id, requestedAt: TEST_START, endsAt: new Date(TEST_START.getTime() + COOLDOWN_MS) };
    const inserted = await Promise.all(Array.from({ length: 6 }, () => insertCooldownIfNoneRuns(env().ctx.db, values)));
    expect(inserted.filter(Boolean)).toHaveLength(1);
    expect(kind).toMatch(/pglite|postgres/);
  });

  it("one user's cooldown does not touch another user's protection", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    await call("POST", "/api/cooldown/request", owner);
    env().clock.advance(COOLDOWN_MS);
    await call("GET", "/api/cooldown/status", owner);
    expect((await call("GET", "/api/protection/state", other)).json()).toMatchObject({
      protectionShouldBeActive: true,
      cooldown: { status: "none" },
    });
    expect((await call("GET", "/api/profile/me/cooldown-history", other)).json().cooldowns).toEqual([]);
    const admin = await env().admin();
    expect((await call("GET", "/api/profile/me/cooldown-history", admin)).json().cooldowns).toEqual([]);
  });

  it("screentime passcode: stored encrypted, hidden until a cooldown resolved, hidden again after mark-active", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const saved = await call("POST", "/api/protection/screentime-passcode", owner, { passcode: "0429" });
    expect(saved.json()).toEqual({ isSet: true, readable: false, passcode: null });
    const stored = (await userRow(env().ctx.db, owner.id)).screentimePasscode ?? "";
    expect(stored.startsWith("v1.")).toBe(true);
    expect(stored).not.toContain("0429");

    await call("POST", "/api/cooldown/request", owner);
    env().clock.advance(COOLDOWN_MS - 1);
    expect((await call("GET", "/api/protection/screentime-passcode", owner)).json().readable).toBe(false);
    env().clock.advance(1);
    expect((await call("GET", "/api/protection/screentime-passcode", owner)).json()).toEqual({
      isSet: true,
      readable: true,
      passcode: "0429",
    });
    expect((await call("GET", "/api/protection/screentime-passcode", other)).json()).toEqual({
      isSet: false,
      readable: false,
      passcode: null,
    });
    await call("POST", "/api/protection/mark-active", owner);
    expect((await call("GET", "/api/protection/screentime-passcode", owner)).json().passcode).toBeNull();
  });

  it("a passcode copied onto another account does not decrypt there", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    await call("POST", "/api/protection/screentime-passcode", owner, { passcode: "1111" });
    await call("POST", "/api/protection/screentime-passcode", other, { passcode: "2222" });
    const { decryptPasscode } = await import("./passcode-cipher.ts");
    const stored = (await userRow(env().ctx.db, owner.id)).screentimePasscode ?? "";
    expect(() => decryptPasscode(env().ctx.secrets.tokenEncryptionKey, other.id, stored)).toThrow();
    expect(decryptPasscode(env().ctx.secrets.tokenEncryptionKey, owner.id, stored)).toBe("1111");
  });

  it.each([["123"], ["12345"], ["abcd"], ["12 4"], [1234], [null], ["١٢٣٤"]])(
    "passcode %j answers 400 and stores nothing",
    async (passcode) => {
      const owner = await env().signup();
      const res = await call("POST", "/api/protection/screentime-passcode", owner, { passcode });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("invalid_input");
      expect(res.json().fields[0].path).toBe("body.passcode");
      expect((await userRow(env().ctx.db, owner.id)).screentimePasscode).toBeNull();
    },
  );

  it("cooldown-history pages by limit, newest first; a bad limit answers 400", async () => {
    const owner = await env().signup();
    for (let i = 0; i < 3; i += 1) {
      await call("POST", "/api/cooldown/request", owner);
      env().clock.advance(COOLDOWN_MS);
      await call("GET", "/api/cooldown/status", owner);
      await call("POST", "/api/protection/mark-active", owner);
      env().clock.advance(HOUR);
    }
    const two = (await call("GET", "/api/profile/me/cooldown-history?limit=2", owner)).json().cooldowns;
    expect(two).toHaveLength(2);
    expect(new Date(two[0].requestedAt).getTime()).toBeGreaterThan(new Date(two[1].requestedAt).getTime());
    for (const bad of ["0", "101", "x", "-1", "1.5"]) {
      const res = await call("GET", `/api/profile/me/cooldown-history?limit=${bad}`, owner);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call("GET", "/api/profile/me/cooldown-history?limit=100", owner)).json().cooldowns).toHaveLength(3);
  });

  it("sos-insights counts requests by local hour and weekday and reports the protected streak", async () => {
    const owner = await env().signup();
    const empty = (await call("GET", "/api/profile/me/sos-insights", owner)).json();
    expect(empty).toMatchObject({
      sampleSize: 0,
      peakHour: null,
      protectedSince: TEST_START.toISOString(),
      protectedDays: 0,
    });
    // Two Friday-night requests in Berlin (UTC+2 in June): 2026-06-05 21:30 UTC = 23:30 local.
    env().clock.set(new Date("2026-06-05T21:30:00.000Z"));
    await call("POST", "/api/cooldown/request", owner);
    env().clock.advance(COOLDOWN_MS);
    await call("GET", "/api/cooldown/status", owner);
    env().clock.advance(2 * HOUR);
    await call("POST", "/api/protection/mark-active", owner);
    const restoredAt = env().clock.now().toISOString();
    env().clock.set(new Date("2026-06-12T21:40:00.000Z"));
    await call("POST", "/api/cooldown/request", owner);
    const insights = (await call("GET", "/api/profile/me/sos-insights?tz=Europe/Berlin", owner)).json();
    expect(insights).toMatchObject({
      timeZone: "Europe/Berlin",
      sampleSize: 2,
      peakHour: 23,
      peakWeekday: 4,
      requestsLast7Days: 1,
      requestsLast30Days: 2,
      completedCooldowns: 1,
      averageHoursOff: 2,
      protectedSince: restoredAt,
      protectedDays: 5,
    });
    expect(insights.byHour[23]).toBe(2);
    expect(insights.byWeekday[4]).toBe(2);
    const bad = await call("GET", "/api/profile/me/sos-insights?tz=Mars/Olympus", owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe("querystring.tz");
  });
});
