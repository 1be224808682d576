import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv } from "../../test/harness.ts";
import { freePort } from "../../test/processes.ts";
import { startRedis, type TestRedis } from "../../test/redis-server.ts";
import { AppError } from "../errors.ts";
import type { RateCounter } from "./rate-counter.ts";
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

  async function counter(): Promise<RateCounter> {
    const created = await redisRateCounter(redis.url);
    counters.push(created);
    return created;
  }

  it("two connections (two instances) share one count per key; undo refunds, never below zero", async () => {
    const [a, b] = [await counter(), await counter()];
    expect((await a.hit("shared", 60_000)).count).toBe(1);
    expect((await b.hit("shared", 60_000)).count).toBe(2);
    const third = await a.hit("shared", 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(50_000);
    await b.undo("shared");
    expect((await a.hit("shared", 60_000)).count).toBe(3);
    await a.undo("never-hit");
    expect((await a.hit("never-hit", 60_000)).count).toBe(1);
  });

  it("concurrent hits from both connections are counted exactly", async () => {
    const [a, b] = [await counter(), await counter()];
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hit("burst", 60_000)));
    expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it("a window starts with the first hit and lasts windowMs (the key expires in Redis)", async () => {
    const a = await counter();
    const first = await a.hit("window", 30_000);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(30_000);
    const later = await a.hit("window", 90_000);
    expect(later.count).toBe(2);
    expect(later.resetInMs).toBeLessThanOrEqual(first.resetInMs);
  });

  it("start-up names Redis and the reason when it cannot connect", async () => {
    const port = await freePort();
    await expect(redisRateCounter(`redis://:secret-pw@127.0.0.1:${port}`)).rejects.toThrow(
      new RegExp(`^Cannot reach Redis at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\): connect ECONNREFUSED`),
    );
  });

  it("while Redis is unreachable a limited route answers 503 limits_unavailable with Retry-After", async () => {
    const own = await startRedis();
    const shared = await redisRateCounter(own.url);
    const env = await createTestEnv("pglite", { rateCounter: shared });
    try {
      const login = () =>
        env.request({
          method: "POST",
          url: "/api/auth/login",
          headers: { "x-device-id": "d" },
          payload: { email: "a@example.test", password: "guess" },
        });
      expect((await login()).statusCode).toBe(401);
      await own.stop();
      const res = await login();
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toMatchObject({ error: "limits_unavailable" });
      await expect(shared.hit("x", 1000)).rejects.toBeInstanceOf(AppError);
    } finally {
      await env.app.close();
      await env.database.close();
    }
  });
});
