import { expect, it } from "vitest";
import { describeEachDb, type TestEnv } from "../../test/harness.ts";

const MINUTE = 60_000;

function login(env: TestEnv, options: { email: string; password: string; from: string; device: string }) {
  return env.request({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: options.from,
    headers: { "x-device-id": options.device },
    payload: { email: options.email, password: options.password },
  });
}

describeEachDb(
  "login limits that stop guessing without locking the owner out",
  (env) => {
    it("one address guessing one account is stopped by the address+e-mail bound", async () => {
      const victim = await env().signup();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await login(env(), { email: victim.email, password: "guess", from: "203.0.113.1", device: "x" });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const refused = await login(env(), { email: victim.email, password: "guess", from: "203.0.113.1", device: "x" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("many addresses together hit the slow per-e-mail ramp, but the owner's known device still signs in", async () => {
      const victim = await env().signup();
      const owner = { email: victim.email, password: victim.password, from: "198.51.100.7", device: "owner-phone" };
      expect((await login(env(), owner)).statusCode).toBe(200);
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const from = `203.0.113.${10 + i}`;
        statuses.push(
          (await login(env(), { email: victim.email, password: "guess", from, device: `bot-${i}` })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // A stranger's correct guess from a new device is refused while the ramp holds …
      const stranger = await login(env(), { ...owner, from: "203.0.113.99", device: "new-device" });
      expect(stranger.statusCode).toBe(429);
      // … while the owner, on a device that signed in before, is not locked out, from any address.
      expect((await login(env(), owner)).statusCode).toBe(200);
      expect((await login(env(), { ...owner, from: "192.0.2.44" })).statusCode).toBe(200);
      // The ramp ends with its window.
      env().clock.advance(61 * MINUTE);
      expect((await login(env(), { ...owner, from: "203.0.113.99", device: "new-device" })).statusCode).toBe(200);
    });

    it("a successful login gives its attempt back: only failures count", async () => {
      const user = await env().signup();
      const from = "192.0.2.1";
      const statuses = [];
      for (const password of ["wrong", user.password, user.password, "wrong", user.password]) {
        statuses.push((await login(env(), { email: user.email, password, from, device: "d" })).statusCode);
      }
      // Without refunds the third attempt would be refused; with them the bound is reached by the
      // second failure, after which even the right password waits (it cannot be told apart unchecked).
      expect(statuses).toEqual([401, 200, 200, 401, 429]);
    });

    it("concurrent guesses cannot slip past the bound", async () => {
      const victim = await env().signup();
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          login(env(), { email: victim.email, password: "guess", from: "203.0.113.50", device: "d" }),
        ),
      );
      const statuses = results.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
    });

    it("the per-address bound counts every attempt, whatever the e-mail", async () => {
      const statuses = [];
      for (let i = 0; i < 7; i += 1) {
        const email = `someone-${i}@example.test`;
        statuses.push((await login(env(), { email, password: "guess", from: "203.0.113.77", device: "d" })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    });
  },
  {
    rateLimits: {
      loginPerAddress: { max: 6, windowMs: 15 * MINUTE },
      loginPerAddressAndEmail: { max: 2, windowMs: 15 * MINUTE },
      loginPerEmail: { max: 4, windowMs: 60 * MINUTE },
    },
  },
);

describeEachDb(
  "DELETE /api/me attempt limit",
  (env) => {
    it("password confirmations are limited per account, even the right one after the bound", async () => {
      const user = await env().signup();
      const attempt = (password: string) =>
        env().request({ method: "DELETE", url: "/api/me", headers: user.headers, payload: { password } });
      const statuses = [(await attempt("wrong")).statusCode, (await attempt("wrong")).statusCode];
      const blocked = await attempt(user.password);
      expect([...statuses, blocked.statusCode]).toEqual([403, 403, 429]);
      expect(blocked.json()).toMatchObject({ error: "rate_limited" });
      env().clock.advance(16 * MINUTE);
      expect((await attempt(user.password)).statusCode).toBe(204);
    });
  },
  { rateLimits: { accountDeletePerAccount: { max: 2, windowMs: 15 * MINUTE } } },
);
