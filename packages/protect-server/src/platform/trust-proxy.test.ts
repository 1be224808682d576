import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { createTestEnv } from "../../test/harness.ts";
import { configFromEnv, parseConfig } from "./config.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

describe("TRUST_PROXY parsing", () => {
  const parse = (value: string) => parseConfig(configFromEnv({ TRUST_PROXY: value })).trustProxy;

  it("trusts nobody by default, for false, none and 0", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    for (const value of ["false", "none", "0", " "]) expect(parse(value)).toBe(false);
  });

  it("takes a hop count or a list of addresses, CIDRs and named ranges", () => {
    expect(parse("2")).toBe(2);
    expect(parse("10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback")).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("stops start-up on true, a bad address, a bad prefix or too many hops, naming the problem", () => {
    expect(() => parse("true")).toThrow(/trustProxy: "true" would trust every hop/);
    expect(() => parse("yes")).toThrow(/"yes" is not an IP address or CIDR/);
    expect(() => parse("10.0.0.0/33")).toThrow(/"10\.0\.0\.0\/33" has a prefix outside 0–32/);
    expect(() => parse("11")).toThrow(/hop count 11 is not an integer 0–10/);
    expect(parseTrustProxy(["10.0.0.1", 5]).ok).toBe(false);
  });
});

/** A login through a real socket from `from` (a loopback address), with an optional X-Forwarded-For. */
function login(port: number, from: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ email: "nobody@example.test", password: "wrong password" });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/auth/login",
        headers: {
          "content-type": "application/json",
          "x-device-id": "device-1",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Statuses of three logins, each from `from` with the given X-Forwarded-For. */
async function threeLogins(trustProxy: TrustProxy, from: string, forwarded: (i: number) => string | undefined) {
  const env = await createTestEnv("pglite", {
    trustProxy,
    rateLimits: { loginPerAddress: { max: 2, windowMs: 60_000 } },
  });
  try {
    const port = Number(new URL(await env.app.listen({ host: "127.0.0.1", port: 0 })).port);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await login(port, from, forwarded(i)));
    return statuses;
  } finally {
    await env.app.close();
    await env.database.close();
  }
}

describe("client address behind proxies (real sockets; per-address login limit of 2)", () => {
  it("without trusted proxies a spoofed X-Forwarded-For does not change the address the limits see", async () => {
    expect(await threeLogins(false, "127.0.0.2", (i) => `203.0.113.${i + 1}`)).toEqual([401, 401, 429]);
  });

  it("a spoofed X-Forwarded-For from a peer that is not a trusted proxy is ignored", async () => {
    expect(await threeLogins(["127.0.0.1"], "127.0.0.2", (i) => `203.0.113.${i + 1}`)).toEqual([401, 401, 429]);
  });

  it("from a trusted proxy, X-Forwarded-For names the client: three clients, three budgets", async () => {
    expect(await threeLogins(["127.0.0.1"], "127.0.0.1", (i) => `203.0.113.${i + 1}`)).toEqual([401, 401, 401]);
    expect(await threeLogins(["127.0.0.1"], "127.0.0.1", () => "203.0.113.9")).toEqual([401, 401, 429]);
  });

  it("a hop count trusts only that many hops: a client cannot prepend addresses of its own", async () => {
    // One trusted hop: the proxy appends the client's address; anything the client put before it is ignored.
    expect(await threeLogins(1, "127.0.0.1", (i) => `198.51.100.${i + 1}, 203.0.113.7`)).toEqual([401, 401, 429]);
  });
});
