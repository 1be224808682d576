import { describe, expect, it } from "vitest";
import { identifierProblem, MAX_IDENTIFIER_LENGTH, splitIdentifier } from "./identifier.ts";

describe("permission identifier grammar", () => {
  it.each([
    "prefix:base",
    "prefix3:base",
    "preFix:base",
    "pre--fix:base--sep",
    "allow-echo",
    "core:default",
    "core:window:allow-set-title",
  ])("accepts %s", (id) => {
    expect(identifierProblem(id)).toBeUndefined();
  });

  it.each([
    ["tauri-plugin-fs:read", "cannot start with"],
    ["-prefix:base", "each part must start and end"],
    ["prefix-:base", "each part must start and end"],
    ["prefix:-base", "each part must start and end"],
    ["prefix:base-", "cannot end with a hyphen"],
    ["prefix::base", "single colon"],
    [":base", "each part must start and end"],
    ["prefix:", "after the colon"],
    ["fs:read:file", "single colon"],
    ["", "non-empty"],
    ["fs:read_file", "ASCII letters, digits"],
    ["💩", "ASCII letters, digits"],
  ])("rejects %s with a reason", (id, reason) => {
    expect(identifierProblem(id)).toContain(reason);
    expect(identifierProblem(id)).toContain(`"${id}"`);
  });

  it("limits identifiers to 116 characters", () => {
    const base = "a".repeat(64);
    const prefix = "p".repeat(51);
    expect(identifierProblem(`${prefix}:${base}`)).toBeUndefined();
    expect(`${prefix}:${base}`).toHaveLength(MAX_IDENTIFIER_LENGTH);
    expect(identifierProblem(`${prefix}x:${base}`)).toContain("at most 116 characters, found 117");
  });

  it("splits at the last colon so core identifiers keep their plugin", () => {
    expect(splitIdentifier("core:window:allow-close")).toEqual({
      raw: "core:window:allow-close",
      plugin: "core:window",
      name: "allow-close",
    });
    expect(splitIdentifier("allow-echo").plugin).toBeUndefined();
  });
});
