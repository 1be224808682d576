import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv } from "../../test/harness.ts";
import { captureLog } from "../../test/log-capture.ts";
import { startRedis, type TestRedis } from "../../test/redis-server.ts";
import { systemClock } from "../platform/clock.ts";
import { memoryRateCounter, type RateCounter } from "./rate-counter.ts";
import { redisRateCounter } from "./redis-rate-counter.ts";

describe("Redis rate counter (a real redis-server)", () => {
  let redis: TestRedis;
  const counters: RateCounter[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const counter of counters) await counter.close();
    await redis?.stop();
  });

  async function counter(url = redis.url, log = captureLog()): Promise<RateCounter> {
    const created = await redisRateCounter(url, { fallback: memoryRateCounter(systemClock), logger: log.logger });
    counters.push(created);
    return created;
  }

  it("two connections (two instances) share one count per key; undo refunds, never below zero", async () => {
    const [a, b] = [await counter(), await counter()];
    expect((await a.hit("shared", 60_000, "refuse")).count).toBe(1);
    expect((await b.hit("shared", 60_000, "refuse")).count).toBe(2);
    const third = await a.hit("shared", 60_000, "refuse");
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(50_000);
    await b.undo("shared");
    expect((await a.hit("shared", 60_000, "refuse")).count).toBe(3);
    await a.undo("never-hit");
    expect((await a.hit("never-hit", 60_000, "refuse")).count).toBe(1);
  });

  it("concurrent hits from both connections are counted exactly", async () => {
    const [a, b] = [await counter(), await counter()];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hit("burst", 60_000, "refuse")),
    );
    expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it("a window starts with the first hit and lasts windowMs (the key expires in Redis)", async () => {
    const a = await counter();
    const first = await a.hit("window", 30_000, "refuse");
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(30_000);
    const later = await a.hit("window", 90_000, "refuse");
    expect(later.count).toBe(2);
    expect(later.resetInMs).toBeLessThanOrEqual(first.resetInMs);
  });

  it("a server starting while Redis is away serves at once (logged once), then counts in Redis when it answers", async () => {
    const own = await startRedis();
    await own.stop();
    const log = captureLog();
    const late = await counter(own.url, log);
    expect(late.reachable).toBe(false);
    expect(log.count((line) => line.event === "limits_store_lost")).toBe(1);
    expect(JSON.stringify(log.lines)).not.toContain("secret-pw");
    // Meanwhile: `local` counts in memory, `refuse` refuses.
    expect((await late.hit("k", 60_000, "local")).count).toBe(1);
    await expect(late.hit("k", 60_000, "refuse")).rejects.toMatchObject({ code: "limits_unavailable" });
    await own.start();
    await log.waitFor((line) => line.event === "limits_store_restored");
    expect(late.reachable).toBe(true);
    expect((await late.hit("k", 60_000, "refuse")).count).toBe(1);
    const other = await counter(own.url);
    expect((await other.hit("k", 60_000, "local")).count).toBe(2);
    await own.stop();
  });

  it("a Redis restart under load: no crash, `refuse` limits answer 503, `local` ones keep counting, then Redis again", async () => {
    const own = await startRedis();
    const log = captureLog();
    const shared = await counter(own.url, log);
    const env = await createTestEnv("pglite", {
      rateCounter: shared,
      rateLimits: { signupPerAddress: { max: 1000, windowMs: 60_000 } },
    });
    try {
      const login = () =>
        env.request({
          method: "POST",
          url: "/api/auth/login",
          headers: { "x-device-id": "d" },
          payload: { email: "a@example.test", password: "guess" },
        });
      let signups = 0;
      const signup = () => {
        signups += 1;
        return env.request({
          method: "POST",
          url: "/api/auth/signup",
          payload: { email: `load${signups}@example.test`, password: "correct horse battery" },
        });
      };
      expect((await login()).statusCode).toBe(401);
      let stop = false;
      const statuses = new Map<string, number>();
      const load = (async () => {
        while (!stop) {
          const [a, b] = await Promise.all([login(), signup()]);
          for (const [name, res] of [
            ["login", a],
            ["signup", b],
          ] as const) {
            const key = `${name} ${res.statusCode} ${res.statusCode >= 500 ? res.json().error : ""}`.trim();
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          }
        }
      })();
      await own.stop();
      await log.waitFor((line) => line.event === "limits_store_lost");
      const down = await login();
      expect(down.statusCode).toBe(503);
      expect(down.headers["retry-after"]).toBe("5");
      expect(down.json()).toMatchObject({ error: "limits_unavailable" });
      expect((await signup()).statusCode).toBe(201);
      expect((await env.request({ method: "GET", url: "/health" })).json()).toMatchObject({
        status: "ok",
        limits: "redis_unreachable",
      });
      await own.start();
      await log.waitFor((line) => line.event === "limits_store_restored");
      stop = true;
      await load;
      expect((await login()).statusCode).toBe(401);
      expect((await env.request({ method: "GET", url: "/health" })).json()).toMatchObject({ limits: "redis" });
      // Only the documented answers: 401 and 201 while Redis answered, 503 limits_unavailable for login while not.
      for (const key of statuses.keys())
        expect(["login 401", "signup 201", "login 503 limits_unavailable"]).toContain(key);
      expect(log.count((line) => line.event === "limits_store_lost")).toBe(1);
    } finally {
      await env.app.close();
      await env.database.close();
      await own.stop();
    }
  });
});
