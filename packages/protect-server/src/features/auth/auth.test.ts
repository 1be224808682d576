import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { countSessions, countUsers } from "../../../test/db-counts.ts";
import { describeEachDb } from "../../../test/harness.ts";
import { deviceLocks } from "../../db/schema/device-locks.ts";
import { users } from "../../db/schema/users.ts";

const DAY = 86_400_000;

describeEachDb("accounts and sessions", (env) => {
  const login = (email: string, password: string, deviceId = "device-1") =>
    env().request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-device-id": deviceId },
      payload: { email, password },
    });

  it("signup returns 201 with a token and the profile on the configured default plan", async () => {
    const res = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "  Ana@Example.TEST ", password: "long enough pw", nickname: "Ana" },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^pss_[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email: "ana@example.test",
      nickname: "Ana",
      plan: "legend",
      onboardingStep: "nickname",
    });
    expect(body.user.callsEnabled).toBe(true);
  });

  it("signup and login answers carrying a token say Cache-Control: no-store", async () => {
    const res = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "cache@example.test", password: "long enough pw" },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await login("cache@example.test", "long enough pw")).headers["cache-control"]).toBe("no-store");
  });

  it("signup is one transaction: a failure writing the session leaves no account behind", async () => {
    // A real fault between the writes: the database refuses the session insert.
    await env().ctx.db.execute(
      sql.raw(`create function refuse_session() returns trigger language plpgsql as $$
        begin raise exception 'session store broken'; end $$`),
    );
    await env().ctx.db.execute(
      sql.raw("create trigger refuse_session before insert on sessions for each row execute function refuse_session()"),
    );
    const before = await countUsers(env().ctx.db);
    const res = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "atomic@example.test", password: "long enough pw" },
    });
    expect(res.statusCode).toBe(500);
    expect(await countUsers(env().ctx.db)).toBe(before);
    await env().ctx.db.execute(sql.raw("drop trigger refuse_session on sessions"));
    const retry = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "atomic@example.test", password: "long enough pw" },
    });
    expect(retry.statusCode).toBe(201);
  });

  it("signup stores only a hash of the session token", async () => {
    const user = await env().signup();
    const rows = await env().ctx.db.query.sessions.findMany({ where: (s, { eq: is }) => is(s.userId, user.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(user.token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("signup with a taken e-mail answers 409 email_taken and writes nothing", async () => {
    const first = await env().signup();
    const before = await countUsers(env().ctx.db);
    const res = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: first.email.toUpperCase(), password: "another password" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: "email_taken" });
    expect(await countUsers(env().ctx.db)).toBe(before);
  });

  it("signup with bad input answers 400 invalid_input naming the fields and writes nothing", async () => {
    const res = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "not-an-email", password: "short" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("invalid_input");
    expect(body.message).toEqual(expect.any(String));
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["body.email", "body.password"]);
    expect(await countUsers(env().ctx.db)).toBe(0);
  });

  it("signup with malformed JSON answers 400 with the error body", async () => {
    const res = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_input" });
  });

  it("login with the right password returns a new working session", async () => {
    const user = await env().signup();
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    const me = await env().request({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it("login with a wrong password or unknown e-mail answers 401 without a session", async () => {
    const user = await env().signup();
    const wrong = await login(user.email, "wrong password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: "unauthorized" });
    expect((await login("nobody@example.test", "whatever")).statusCode).toBe(401);
    expect(await countSessions(env().ctx.db, user.id)).toBe(1);
  });

  it("login without x-device-id answers 400", async () => {
    const user = await env().signup();
    const res = await env().request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe("headers.x-device-id");
  });

  it("login on a device locked to another legend account answers 409 DEVICE_LOCKED before checking the password", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    await env().ctx.db.insert(deviceLocks).values({ deviceId: "locked-phone", userId: owner.id });
    for (const password of [other.password, "wrong password"]) {
      const res = await login(other.email, password, "locked-phone");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: "device_locked", code: "DEVICE_LOCKED" });
    }
    expect(await countSessions(env().ctx.db, other.id)).toBe(1);
    expect((await login(owner.email, owner.password, "locked-phone")).statusCode).toBe(200);
  });

  it("a device locked to a free account does not block other accounts", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    await env().ctx.db.update(users).set({ plan: "free" }).where(eq(users.id, owner.id));
    await env().ctx.db.insert(deviceLocks).values({ deviceId: "phone", userId: owner.id });
    expect((await login(other.email, other.password, "phone")).statusCode).toBe(200);
  });

  it("logout revokes the session: the token then answers 401", async () => {
    const user = await env().signup();
    const out = await env().request({ method: "POST", url: "/api/auth/logout", headers: user.headers });
    expect(out.statusCode).toBe(204);
    const me = await env().request({ method: "GET", url: "/api/auth/me", headers: user.headers });
    expect(me.statusCode).toBe(401);
  });

  it("sessions expire after the configured lifetime", async () => {
    const user = await env().signup();
    env().clock.advance(29 * DAY);
    expect((await env().request({ method: "GET", url: "/api/auth/me", headers: user.headers })).statusCode).toBe(200);
    env().clock.advance(2 * DAY);
    const res = await env().request({ method: "GET", url: "/api/auth/me", headers: user.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "unauthorized", message: expect.any(String) });
  });

  it("auth routes answer 401 to anonymous callers and to made-up tokens", async () => {
    for (const headers of [{}, { authorization: "Bearer pss_made_up" }, { authorization: "Basic abc" }]) {
      expect((await env().request({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(401);
      expect((await env().request({ method: "POST", url: "/api/auth/logout", headers })).statusCode).toBe(401);
    }
  });

  it("a banned account is refused with 403 on login and on existing sessions", async () => {
    const user = await env().signup();
    await env().ctx.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect((await login(user.email, user.password)).statusCode).toBe(403);
    expect((await env().request({ method: "GET", url: "/api/auth/me", headers: user.headers })).statusCode).toBe(403);
  });

  it("GET /api/auth/me shows each caller only their own profile", async () => {
    const a = await env().signup();
    const b = await env().signup();
    const admin = await env().admin();
    for (const user of [a, b, admin]) {
      const res = await env().request({ method: "GET", url: "/api/auth/me", headers: user.headers });
      expect(res.json()).toMatchObject({
        id: user.id,
        email: user.email,
        presenceVisible: true,
        onboardingStep: "welcome",
      });
    }
  });
});

describeEachDb(
  "auth rate limits",
  (env) => {
    it("signup answers 429 rate_limited after the per-address bound", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await env().request({
          method: "POST",
          url: "/api/auth/signup",
          payload: { email: `r${i}@example.test`, password: "long enough pw" },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ error: "rate_limited" });
      }
      expect(codes).toEqual([201, 201, 429]);
    });

    it("login answers 429 after the per-e-mail bound, whatever the password", async () => {
      const user = await env().signup({ email: "limited@example.test" });
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await env().request({
          method: "POST",
          url: "/api/auth/login",
          headers: { "x-device-id": "d" },
          payload: { email: user.email, password: "wrong password" },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    });
  },
  {
    rateLimits: {
      signupPerAddress: { max: 2, windowMs: 60_000 },
      loginPerEmail: { max: 2, windowMs: 60_000 },
    },
  },
);
