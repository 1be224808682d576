import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";
import { captureLog } from "../../test/log-capture.ts";
import type { AuthChangeFeed, AuthChangeHandlers } from "../db/auth-change-feed.ts";
import { users } from "../db/schema/users.ts";
import type { AuthUser } from "../features/auth/repo.ts";
import { manualClock } from "../platform/clock.ts";
import { type CachedSession, createSessionCache } from "./session-cache.ts";

/** A feed the test drives by hand. */
function handFeed(): AuthChangeFeed & { handlers(): AuthChangeHandlers } {
  let given: AuthChangeHandlers | undefined;
  return {
    async start(handlers) {
      given = handlers;
    },
    async close() {},
    handlers: () => {
      if (!given) throw new Error("not started");
      return given;
    },
  };
}

const start = new Date("2026-06-01T10:00:00Z");
const session = (userId: string, expiresAt = new Date(start.getTime() + 86_400_000)): CachedSession => ({
  sessionId: `s-${userId}`,
  expiresAt,
  deviceId: null,
  user: { id: userId } as AuthUser,
});

describe("session cache rules", () => {
  async function setup() {
    const feed = handFeed();
    const clock = manualClock(start);
    const cache = createSessionCache({ ttlMs: 30_000, feed, clock });
    await cache.start();
    return { feed, clock, cache };
  }

  it("caches nothing until the change feed is live, and drops everything when it is lost", async () => {
    const { feed, cache } = await setup();
    cache.set("t1", session("u1"), cache.position());
    expect(cache.get("t1")).toBeUndefined();
    feed.handlers().onLive(true);
    cache.set("t1", session("u1"), cache.position());
    expect(cache.get("t1")?.user.id).toBe("u1");
    feed.handlers().onLive(false);
    expect(cache.get("t1")).toBeUndefined();
    feed.handlers().onLive(true);
    expect(cache.get("t1")).toBeUndefined();
  });

  it("a change drops the account's entries; a lookup that raced a change is not stored", async () => {
    const { feed, cache } = await setup();
    feed.handlers().onLive(true);
    cache.set("a", session("u1"), cache.position());
    cache.set("b", session("u2"), cache.position());
    feed.handlers().onChange("u1");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.user.id).toBe("u2");
    const before = cache.position();
    feed.handlers().onChange("u9");
    cache.set("c", session("u3"), before);
    expect(cache.get("c")).toBeUndefined();
  });

  it("an entry lives for the TTL, never past its session's end", async () => {
    const { feed, clock, cache } = await setup();
    feed.handlers().onLive(true);
    cache.set("long", session("u1"), cache.position());
    cache.set("ending", session("u2", new Date(start.getTime() + 5_000)), cache.position());
    clock.advance(5_000);
    expect(cache.get("ending")).toBeUndefined();
    expect(cache.get("long")).toBeDefined();
    clock.advance(25_000);
    expect(cache.get("long")).toBeUndefined();
  });
});

const log = captureLog("debug");

describeEachDb(
  "session cache on the database's change feed",
  (env) => {
    it("a ban written straight to the database (another instance, the CLI) applies to the next request", async () => {
      const user = await env().signup();
      const me = () => env().request({ method: "GET", url: "/api/me", headers: user.headers });
      expect((await me()).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(200);
      const heard = log.lines.length;
      await env().ctx.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
      await log.waitFor((line) => line.event === "auth_change" && log.lines.indexOf(line) >= heard);
      expect((await me()).statusCode).toBe(403);
    });

    it("one kept-alive connection carrying several users' tokens (as behind a proxy) answers each as its own user", async () => {
      const [first, second] = [await env().signup(), await env().signup()];
      await env().app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = env().app.server.address() as AddressInfo;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const sockets = new Set<Socket>();
      const call = (method: string, path: string, token: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = httpRequest(
            { host: "127.0.0.1", port, method, path, agent, headers: { authorization: `Bearer ${token}` } },
            (res) => {
              sockets.add(res.socket);
              let body = "";
              res.setEncoding("utf8");
              res.on("data", (chunk: string) => {
                body += chunk;
              });
              res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on("error", reject);
          req.end();
        });
      const userOf = async (token: string) => {
        const res = await call("GET", "/api/me", token);
        return res.status === 200 ? (JSON.parse(res.body) as { userId: string }).userId : res.status;
      };
      try {
        for (let round = 0; round < 3; round++) {
          expect(await userOf(first.token)).toBe(first.id);
          expect(await userOf(first.token)).toBe(first.id);
          expect(await userOf(second.token)).toBe(second.id);
          expect(await userOf(`${first.token.slice(0, -1)}x`)).toBe(401);
        }
        expect((await call("POST", "/api/auth/logout", first.token)).status).toBe(204);
        expect(await userOf(first.token)).toBe(401);
        expect(await userOf(second.token)).toBe(second.id);
        expect(sockets.size).toBe(1);
      } finally {
        agent.destroy();
      }
    });

    it("logout ends the session at once on this instance", async () => {
      const user = await env().signup();
      expect((await env().request({ method: "GET", url: "/api/me", headers: user.headers })).statusCode).toBe(200);
      expect((await env().request({ method: "POST", url: "/api/auth/logout", headers: user.headers })).statusCode).toBe(
        204,
      );
      expect((await env().request({ method: "GET", url: "/api/me", headers: user.headers })).statusCode).toBe(401);
    });
  },
  { sessionCacheSeconds: 30, logger: log.logger },
);
