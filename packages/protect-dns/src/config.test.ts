import { describe, expect, it } from "vitest";
import { configFromEnv, mergeSettings, parseConfig } from "./config.ts";

describe("config", () => {
  it("defaults to loopback listeners, the refuse policy and a 60-second blocked TTL", () => {
    expect(parseConfig({})).toMatchObject({
      env: "development",
      plain: { enabled: true, host: "127.0.0.1", port: 5300 },
      doh: { enabled: true, port: 8443 },
      dot: { enabled: true, port: 8853, domain: "dot.localhost" },
      proxy: { enabled: false },
      unknownToken: "refuse",
      blockedTtl: 60,
      handshakeIntervalSeconds: 60,
    });
  });

  it("reads the environment, with booleans as exactly true or false", () => {
    const config = parseConfig(
      configFromEnv({
        DOH_PORT: "9443",
        DOT_DOMAIN: "dot.example.org",
        UPSTREAMS: "udp://10.0.0.1:53, https://dns.example/dns-query",
        PROXY_ENABLED: "true",
        UNKNOWN_TOKEN: "curated",
        THREADS: "4",
      }),
    );
    expect(config).toMatchObject({
      doh: { port: 9443 },
      dot: { domain: "dot.example.org" },
      upstreams: ["udp://10.0.0.1:53", "https://dns.example/dns-query"],
      proxy: { enabled: true },
      unknownToken: "curated",
      threads: 4,
    });
    expect(parseConfig({}).threads).toBeUndefined();
    expect(() => parseConfig(configFromEnv({ PROXY_ENABLED: "yes" }))).toThrow(/proxy\.enabled/);
    expect(() => parseConfig(configFromEnv({ THREADS: "many" }))).toThrow(/threads/);
  });

  it("names every bad field in one error", () => {
    expect(() =>
      parseConfig({
        doh: { port: 70_000 },
        upstreams: ["ftp://x"],
        unknownToken: "allow",
        dot: { domain: "Bad Domain" },
      }),
    ).toThrow(/doh\.port[\s\S]*dot\.domain[\s\S]*upstreams\.0[\s\S]*unknownToken/);
  });

  it("needs protect-server and TLS files in production", () => {
    expect(() => parseConfig({ env: "production" })).toThrow(/server\.url[\s\S]*server\.secret[\s\S]*tls/);
    expect(() => parseConfig({ tls: { certFile: "cert.pem" } })).toThrow(/certFile and keyFile go together/);
  });

  it("layers file, environment and flags, later winning and undefined never overriding", () => {
    expect(mergeSettings({ doh: { port: 1, host: "a" } }, { doh: { port: undefined } }, { doh: { port: 3 } })).toEqual({
      doh: { port: 3, host: "a" },
    });
  });
});
