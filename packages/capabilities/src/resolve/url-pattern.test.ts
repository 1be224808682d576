import { describe, expect, it } from "vitest";
import { compileRemotePattern } from "./url-pattern.ts";

const test = (pattern: string, url: string) => compileRemotePattern(pattern).matches(new URL(url));

describe("remote URL patterns as Tauri applies URLPattern", () => {
  it("matches any host under a domain wildcard but not the bare domain", () => {
    expect(test("https://*.example.com", "https://api.example.com/path")).toBe(true);
    expect(test("https://*.example.com", "https://example.com/")).toBe(false);
    expect(test("http://*.tauri.app", "http://api.tauri.app/path?q=1")).toBe(true);
    expect(test("http://*.tauri.app", "http://localhost/path")).toBe(false);
  });

  it("matches only URLs without an explicit port when the pattern has none", () => {
    expect(test("https://example.com", "https://example.com/")).toBe(true);
    expect(test("https://example.com", "https://example.com:8443/")).toBe(false);
    expect(test("http://localhost:*", "http://localhost:1420/x")).toBe(true);
    expect(test("http://localhost:*", "http://localhost/x")).toBe(true);
  });

  it("treats a missing or root path, search and hash as wildcards", () => {
    expect(test("http://*", "http://tauri.app/path?q=1#top")).toBe(true);
    expect(test("https://example.com/", "https://example.com/deep/path?x=1")).toBe(true);
    expect(test("https://example.com/api/*", "https://example.com/api/v1")).toBe(true);
    expect(test("https://example.com/api/*", "https://example.com/other")).toBe(false);
  });

  it("matches any scheme with a scheme wildcard", () => {
    expect(test("*://localhost", "custom://localhost/path")).toBe(true);
    expect(test("*://localhost", "https://localhost/path?q=1")).toBe(true);
  });

  it("rejects a pattern URLPattern cannot parse", () => {
    expect(() => compileRemotePattern("example.com")).toThrow(TypeError);
  });
});
