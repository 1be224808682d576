import { Writable } from "node:stream";
import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "../platform/logging.ts";
import { lazyRequestLogger } from "./request-logger.ts";

/** A Fastify app logging with the server's options through the lazy factory, and what it wrote. */
function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const logger = pino(loggerOptions(level), stream);
  let children = 0;
  // The factory gets Fastify's logger for each request; count the children made from it.
  const countingFactory: typeof lazyRequestLogger = (parent, bindings, options) =>
    lazyRequestLogger(
      new Proxy(parent, {
        get(target, key, receiver) {
          if (key !== "child") return Reflect.get(target, key, receiver);
          return (...args: Parameters<typeof target.child>) => {
            children += 1;
            return target.child(...args);
          };
        },
      }),
      bindings,
      options,
    );
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: countingFactory, disableRequestLogging: true });
  app.get("/quiet", async () => ({ ok: true }));
  app.get("/loud", async (request) => {
    request.log.info({ password: "hunter2", detail: 1 }, "first");
    request.log.warn("second");
    request.log.debug("below the level");
    return { ok: true };
  });
  app.get("/debug-only", async (request) => {
    request.log.debug("dropped");
    return { ok: true };
  });
  return { app, lines, children: () => children };
}

describe("lazy request logger", () => {
  it("writes what pino's eager child writes: the request id, the server's redaction, the level", async () => {
    const { app, lines } = appWithLog("info");
    const res = await app.inject({ url: "/loud", headers: { "x-request-id": "r-1" } });
    expect(res.statusCode).toBe(200);
    const own = lines.filter((line) => line.msg === "first" || line.msg === "second" || line.msg === "below the level");
    expect(own.map((line) => [line.msg, line.level, typeof line.reqId])).toEqual([
      ["first", 30, "string"],
      ["second", 40, "string"],
    ]);
    expect(own[0]?.password).toBe("[redacted]");
    expect(own[0]?.detail).toBe(1);
    expect(own[0]?.reqId).toBe(own[1]?.reqId);
    await app.close();
  });

  it("builds no child for a request that logs nothing, or only below the level", async () => {
    const { app, children } = appWithLog("info");
    await app.ready();
    const before = children();
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: "/quiet" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/debug-only" })).statusCode).toBe(200);
    expect(children()).toBe(before);
    await app.inject({ url: "/loud" });
    expect(children()).toBe(before + 1);
    await app.close();
  });

  it("is a child like any other for the logger's own calls: level, isLevelEnabled, child", async () => {
    const { app, lines } = appWithLog("debug");
    app.get("/nested", async (request) => {
      expect(request.log.level).toBe("debug");
      expect(request.log.isLevelEnabled("trace")).toBe(false);
      request.log.child({ part: "inner" }).debug("nested");
      return { ok: true };
    });
    await app.inject({ url: "/nested" });
    const nested = lines.find((line) => line.msg === "nested");
    expect(nested?.part).toBe("inner");
    expect(typeof nested?.reqId).toBe("string");
    await app.close();
  });
});
