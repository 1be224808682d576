import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { consolePasswordStage, consoleSignIn, cookieOf } from "../../../test/admin-console.ts";
import { describeEachDb } from "../../../test/harness.ts";
import { adminRecoveryCodes, adminTotp } from "../../db/schema/admin-console.ts";
import { revokeAdmin } from "../admin/repo.ts";
import { totpCode } from "./totp.ts";

describeEachDb("admin console sign-in", (env) => {
  const session = (headers: Record<string, string>) =>
    env().request({ method: "GET", url: "/api/admin/console/session", headers });
  const setPlan = (headers: Record<string, string>, userId: string) =>
    env().request({ method: "POST", url: `/api/admin/users/${userId}/plan`, headers, payload: { plan: "pro" } });
  const secondFactor = (headers: Record<string, string>, payload: Record<string, string>) =>
    env().request({ method: "POST", url: "/api/admin/console/second-factor", headers, payload });

  it("first sign-in enrols TOTP: HttpOnly SameSite=Strict cookie, ten recovery codes, admin API without the secret", async () => {
    const admin = await env().admin();
    const target = await env().signup();
    const signIn = await env().request({
      method: "POST",
      url: "/api/admin/console/sign-in",
      payload: { email: admin.email, password: admin.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ stage: "password", secondFactor: "enrol" });
    expect(String(signIn.headers["set-cookie"])).toMatch(
      /^hq_admin=pac_[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=600$/,
    );

    const pending = await consolePasswordStage(env(), admin);
    const enrol = await env().request({
      method: "POST",
      url: "/api/admin/console/enrolment",
      headers: pending.headers,
    });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUri } = enrol.json() as { secret: string; otpauthUri: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(admin.email));
    // The password stage alone opens nothing of the admin API.
    expect((await setPlan(pending.headers, target.id)).statusCode).toBe(401);

    const confirm = await env().request({
      method: "POST",
      url: "/api/admin/console/enrolment/confirm",
      headers: pending.headers,
      payload: { code: totpCode(secret, env().clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json() as { stage: string; csrfToken: string; recoveryCodes: string[] };
    expect(body.stage).toBe("complete");
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    const cookie = cookieOf(confirm);
    expect(cookie).not.toBe(pending.cookie);
    // The password-stage token was replaced (no session fixation).
    expect((await session({ cookie: pending.cookie })).statusCode).toBe(401);
    expect((await session({ cookie })).json()).toMatchObject({
      stage: "complete",
      email: admin.email,
      userId: admin.id,
    });

    const res = await setPlan({ cookie, "x-csrf-token": body.csrfToken }, target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: "pro" });
  });

  it("the TOTP secret is stored encrypted and recovery codes only as hashes", async () => {
    const admin = await env().admin();
    const client = await consoleSignIn(env(), admin);
    const [totp] = await env().ctx.db.select().from(adminTotp).where(eq(adminTotp.userId, admin.id));
    expect(totp?.enabledAt).toEqual(env().clock.now());
    expect(totp?.secretEncrypted).not.toContain(client.secret);
    const rows = await env().ctx.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, admin.id));
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of client.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
  });

  it("later sign-ins need a fresh TOTP code: wrong and replayed codes answer 401", async () => {
    const admin = await env().admin();
    const client = await consoleSignIn(env(), admin);
    const pending = await consolePasswordStage(env(), admin);
    expect(pending.secondFactor).toBe("verify");
    const used = totpCode(client.secret, env().clock.now());
    expect((await secondFactor(pending.headers, { code: used })).statusCode).toBe(401);
    const wrong = used === "000000" ? "111111" : "000000";
    expect((await secondFactor(pending.headers, { code: wrong })).statusCode).toBe(401);
    env().clock.advance(30_000);
    const res = await secondFactor(pending.headers, { code: totpCode(client.secret, env().clock.now()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stage: "complete", recoveryCodesLeft: 10 });
  });

  it("a recovery code signs in once", async () => {
    const admin = await env().admin();
    const client = await consoleSignIn(env(), admin);
    const code = client.recoveryCodes[3] ?? "";
    const first = await consolePasswordStage(env(), admin);
    const ok = await secondFactor(first.headers, { recoveryCode: code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await consolePasswordStage(env(), admin);
    expect((await secondFactor(again.headers, { recoveryCode: code })).statusCode).toBe(401);
  });

  it("of two sessions racing with one TOTP code exactly one signs in", async () => {
    const admin = await env().admin();
    const client = await consoleSignIn(env(), admin);
    env().clock.advance(30_000);
    const sessions = await Promise.all([consolePasswordStage(env(), admin), consolePasswordStage(env(), admin)]);
    const code = totpCode(client.secret, env().clock.now());
    const results = await Promise.all(sessions.map((s) => secondFactor(s.headers, { code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("state-changing requests without the session's CSRF token answer 403 and change nothing", async () => {
    const admin = await env().admin();
    const other = await env().admin();
    const target = await env().signup();
    const client = await consoleSignIn(env(), admin);
    const otherClient = await consoleSignIn(env(), other);
    const attempts: Record<string, string>[] = [
      { cookie: client.cookie },
      { cookie: client.cookie, "x-csrf-token": otherClient.csrfToken },
      { cookie: client.cookie, "x-csrf-token": "" },
    ];
    for (const headers of attempts) {
      const res = await setPlan(headers, target.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/x-csrf-token/);
    }
    expect((await session({ cookie: client.cookie })).statusCode).toBe(200);
    const me = await env().request({ method: "GET", url: "/api/me", headers: target.headers });
    expect(me.json()).toMatchObject({ plan: "legend" });
  });

  it("sign-in refuses wrong passwords (401) and non-admins (403) without a cookie", async () => {
    const admin = await env().admin();
    const user = await env().signup();
    const cases: [Record<string, unknown>, number][] = [
      [{ email: admin.email, password: "wrong password" }, 401],
      [{ email: "nobody@example.test", password: "whatever" }, 401],
      [{ email: user.email, password: user.password }, 403],
      [{ email: admin.email }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await env().request({ method: "POST", url: "/api/admin/console/sign-in", payload });
      expect(res.statusCode).toBe(status);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("console routes answer 401 anonymous; enrolment cannot replace a confirmed secret (409)", async () => {
    for (const url of [
      "/api/admin/console/enrolment",
      "/api/admin/console/second-factor",
      "/api/admin/console/sign-out",
    ]) {
      expect((await env().request({ method: "POST", url, payload: {} })).statusCode).toBe(401);
    }
    expect((await session({})).statusCode).toBe(401);
    expect((await session({ cookie: "hq_admin=pac_forged" })).statusCode).toBe(401);
    const admin = await env().admin();
    await consoleSignIn(env(), admin);
    const pending = await consolePasswordStage(env(), admin);
    const res = await env().request({ method: "POST", url: "/api/admin/console/enrolment", headers: pending.headers });
    expect(res.statusCode).toBe(409);
    const bad = await secondFactor(pending.headers, { code: "12ab56" });
    expect(bad.statusCode).toBe(400);
    const both = await secondFactor(pending.headers, { code: "123456", recoveryCode: "ABCDE-FGHJK" });
    expect(both.statusCode).toBe(400);
  });

  it("sign-out ends the session and clears the cookie; losing admin rights ends it too", async () => {
    const admin = await env().admin();
    const client = await consoleSignIn(env(), admin);
    const out = await env().request({ method: "POST", url: "/api/admin/console/sign-out", headers: client.headers });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/^hq_admin=; .*Max-Age=0/);
    expect((await session({ cookie: client.cookie })).statusCode).toBe(401);

    const second = await env().admin();
    const secondClient = await consoleSignIn(env(), second);
    await revokeAdmin(env().ctx.db, second.id);
    expect((await session({ cookie: secondClient.cookie })).statusCode).toBe(401);
  });

  it("a password-stage session expires after 10 minutes", async () => {
    const admin = await env().admin();
    const pending = await consolePasswordStage(env(), admin);
    env().clock.advance(10 * 60_000 + 1);
    expect((await session({ cookie: pending.cookie })).statusCode).toBe(401);
  });
});

describeEachDb(
  "admin console rate limits",
  (env) => {
    it("second-factor attempts are bounded per admin account (429)", async () => {
      const admin = await env().admin();
      await consoleSignIn(env(), admin);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const pending = await consolePasswordStage(env(), admin);
        const res = await env().request({
          method: "POST",
          url: "/api/admin/console/second-factor",
          headers: pending.headers,
          payload: { recoveryCode: "WRONG-CODE0" },
        });
        statuses.push(res.statusCode);
      }
      // The enrolment confirmation counted as the first attempt.
      expect(statuses).toEqual([401, 429, 429]);
    });
  },
  { rateLimits: { consoleSecondFactorPerAccount: { max: 2, windowMs: 60_000 } } },
);

describeEachDb(
  "admin console sign-in rate limit",
  (env) => {
    it("sign-ins are bounded per address (429)", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await env().request({
          method: "POST",
          url: "/api/admin/console/sign-in",
          payload: { email: "nobody@example.test", password: "guess" },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  },
  { rateLimits: { consoleSignInPerAddress: { max: 3, windowMs: 60_000 } } },
);
