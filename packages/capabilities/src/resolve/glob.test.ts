import { describe, expect, it } from "vitest";
import { compileGlob, GlobSyntaxError } from "./glob.ts";

const matches = (pattern: string, label: string) => compileGlob(pattern).matches(label);

describe("label globs follow Tauri's glob rules", () => {
  it("matches case-sensitively", () => {
    expect(matches("main", "main")).toBe(true);
    expect(matches("Main", "main")).toBe(false);
    expect(matches("main-*", "MAIN-1")).toBe(false);
  });

  it("lets * and ? match a slash", () => {
    expect(matches("a*", "a/b/c")).toBe(true);
    expect(matches("a?b", "a/b")).toBe(true);
    expect(matches("*", "")).toBe(true);
  });

  it("matches prefixes, suffixes and character classes", () => {
    expect(matches("main-*", "main-")).toBe(true);
    expect(matches("main-*", "main")).toBe(false);
    expect(matches("reader-[0-9]", "reader-7")).toBe(true);
    expect(matches("reader-[!0-9]", "reader-7")).toBe(false);
    expect(matches("[]]", "]")).toBe(true);
    expect(matches("[!]]", "a")).toBe(true);
  });

  it("has no brace expansion and no escapes", () => {
    expect(matches("{a,b}", "a")).toBe(false);
    expect(matches("{a,b}", "{a,b}")).toBe(true);
    expect(matches("a\\b", "a\\b")).toBe(true);
  });

  it("accepts ** only as a whole segment", () => {
    expect(matches("**", "main")).toBe(true);
    expect(matches("a/**/b", "a/b")).toBe(true);
    expect(matches("a/**/b", "a/x/y/b")).toBe(true);
    expect(matches("a/**/b", "a/xb")).toBe(false);
    expect(matches("a/**", "a/x/y")).toBe(true);
    expect(() => compileGlob("a**")).toThrow(GlobSyntaxError);
    expect(() => compileGlob("**a")).toThrow(GlobSyntaxError);
    expect(() => compileGlob("***")).toThrow(GlobSyntaxError);
  });

  it("rejects an unclosed character class", () => {
    expect(() => compileGlob("main-[")).toThrow("unclosed");
    expect(() => compileGlob("[a")).toThrow(GlobSyntaxError);
  });
});
