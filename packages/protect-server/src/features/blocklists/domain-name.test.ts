import { describe, expect, it } from "vitest";
import { coveringNames, normaliseDomain } from "./domain-name.ts";

describe("normaliseDomain", () => {
  it.each([
    ["Example.COM", "example.com"],
    ["  casino.example.  ", "casino.example"],
    ["Bücher.example", "xn--bcher-kva.example"],
    ["xn--bcher-kva.example", "xn--bcher-kva.example"],
    ["sub.example.co.uk", "sub.example.co.uk"],
    ["münchen.de", "xn--mnchen-3ya.de"],
    ["a-b.example", "a-b.example"],
    [`${"a".repeat(63)}.example`, `${"a".repeat(63)}.example`],
  ])("accepts %j as %j", (input, expected) => {
    expect(normaliseDomain(input)).toEqual({ ok: true, domain: expected });
  });

  it.each([
    ["", "empty"],
    [".", "empty"],
    ["192.168.0.1", "ip_address"],
    ["::1", "ip_address"],
    ["[2001:db8::1]", "ip_address"],
    ["0x7f.1", "ip_address"],
    ["*.example.com", "wildcard"],
    ["ex*ample.com", "wildcard"],
    [`${"a".repeat(64)}.example`, "label_too_long"],
    [`${"abcdefghi.".repeat(26)}com`, "name_too_long"],
    ["exa mple.com", "invalid_characters"],
    ["example.com/path", "invalid_characters"],
    ["https://example.com", "invalid_characters"],
    ["-example.com", "invalid_characters"],
    ["example..com", "empty_label"],
    ["localhost", "single_label"],
    ["com", "single_label"],
    ["co.uk", "public_suffix"],
    ["example_site.com", "invalid_characters"],
    ["exa\u0000mple.com", "invalid_characters"],
  ])("refuses %j as %s", (input, problem) => {
    const result = normaliseDomain(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toBe(problem);
      expect(result.message).toContain("Not a blockable domain");
    }
  });
});

describe("coveringNames", () => {
  it("lists the domain and its parents down to the registrable domain", () => {
    expect(coveringNames("a.b.example.co.uk")).toEqual(["a.b.example.co.uk", "b.example.co.uk", "example.co.uk"]);
    expect(coveringNames("example.com")).toEqual(["example.com"]);
  });
});
