import { describe, expect, it } from "vitest";
import { normalizePattern, patternProblem, patternsOverlap, segmentPatternsOverlap } from "./path-patterns.ts";

describe("path pattern overlap (some path could match both)", () => {
  it.each([
    ["src/core/hub.ts", "src/core/hub.ts"],
    ["src/core", "src/core/hub.ts"], // a folder covers what is inside it
    ["packages/hub", "packages/hub/README.md"],
    [".github/**", ".github/workflows/ci.yml"],
    ["src", "src/core/deep/file.ts"],
    ["src/**", "src/core/hub.ts"],
    ["src/**/*.ts", "src/core/hub.ts"],
    ["src/**/*.ts", "src/a.ts"], // ** may be zero folders
    ["**/*.md", "docs/decisions/x.md"],
    ["src/*.ts", "src/*-rules.ts"],
    ["src/a*.ts", "src/*b.ts"], // ab.ts
    ["src/?.ts", "src/x.ts"],
    ["**", "anything/at/all"],
    ["src/*/hub.ts", "src/**"],
    ["packages/*/src", "packages/hub/src/core/hub.ts"],
    ["a/**/b/**/c", "a/x/b/y/z/c"],
  ])("%s overlaps %s (both ways)", (a, b) => {
    expect(patternsOverlap(a, b)).toBe(true);
    expect(patternsOverlap(b, a)).toBe(true);
  });

  it.each([
    ["src/core/hub.ts", "src/core/api.ts"],
    ["src/core", "src/cli"],
    ["src/*.ts", "docs/*.md"],
    ["src/*.ts", "src/*.md"],
    ["src/?.ts", "src/ab.ts"],
    ["src/a*.ts", "src/b*.ts"],
    ["**/*.md", "src/hub.ts"],
    ["docs/**", "src/docs/x.md"],
    ["packages/*/src", "packages/hub/test/x.ts"],
    ["src/hub.ts", "**/*.md"], // a file name is not a folder: nothing lies below it
    ["packages/*", "packages/hub/src/a.ts"], // a wildcard last segment matches one level; write packages/*/**
    ["v1.2", "v1.2/notes.md"], // a dot reads as a file; write v1.2/ for the folder
  ])("%s does not overlap %s", (a, b) => {
    expect(patternsOverlap(a, b)).toBe(false);
    expect(patternsOverlap(b, a)).toBe(false);
  });

  it("decides one-segment patterns exactly", () => {
    expect(segmentPatternsOverlap("*.ts", "hub.*")).toBe(true);
    expect(segmentPatternsOverlap("a?c", "*b*")).toBe(true);
    expect(segmentPatternsOverlap("a?c", "*dd*")).toBe(false);
    expect(segmentPatternsOverlap("abc", "abcd")).toBe(false);
  });

  it("stays fast on long star-heavy patterns (memoised: no exponential search)", () => {
    const a = `${"*a".repeat(200)}b`;
    const b = `${"a*".repeat(200)}c`;
    expect(segmentPatternsOverlap(a, b)).toBe(false);
  });

  it("normalises ./, trailing / and star runs", () => {
    expect(normalizePattern("./src/core")).toBe("src/core");
    expect(normalizePattern("v1.2/")).toBe("v1.2/**");
    expect(patternsOverlap(normalizePattern("v1.2/"), "v1.2/notes.md")).toBe(true);
    expect(normalizePattern("src/***/a**b.ts")).toBe("src/**/a*b.ts");
  });

  it.each([
    ["/etc/passwd", "relative"],
    ["C:/x", "relative"],
    ["src\\core", "/ between folders"],
    ["src/{a,b}.ts", "only *, ? and **"],
    ["src/[ab].ts", "only *, ? and **"],
    ["src//core", "empty folder names"],
    ["src/../secret", ". or .."],
  ])("refuses %j (%s)", (pattern, why) => {
    expect(patternProblem(pattern)).toContain(why);
  });
});
