import { describe, expect, it } from "vitest";
import { DomainSet, DomainSetBuilder } from "./domain-set.ts";

describe("DomainSet", () => {
  const set = DomainSet.from(["example.com", "casino.example.co.uk", "bet.example", "example.com"]);

  it("drops duplicates and iterates the names in insertion order", () => {
    expect(set.size).toBe(3);
    expect([...set]).toEqual(["example.com", "casino.example.co.uk", "bet.example"]);
  });

  it("a rule blocks its subdomains but not its parents or look-alikes", () => {
    expect(set.matches("example.com")).toBe(true);
    expect(set.matches("sub.example.com")).toBe(true);
    expect(set.matches("a.b.c.example.com")).toBe(true);
    expect(set.matches("notexample.com")).toBe(false);
    expect(set.matches("example.com.evil")).toBe(false);
    expect(set.matches("example.co.uk")).toBe(false);
    expect(set.matches("www.casino.example.co.uk")).toBe(true);
    expect(set.matches("com")).toBe(false);
    expect(set.matches("")).toBe(false);
  });

  it("has() is exact", () => {
    expect(set.has("example.com")).toBe(true);
    expect(set.has("sub.example.com")).toBe(false);
  });

  it("holds 200,000 generated names, finds each and none that is absent", () => {
    const builder = new DomainSetBuilder();
    for (let i = 0; i < 200_000; i += 1) builder.add(`site${i}.example${i % 97}.com`);
    for (let i = 0; i < 1000; i += 1) expect(builder.add(`site${i}.example${i % 97}.com`)).toBe(false);
    const big = builder.build();
    expect(big.size).toBe(200_000);
    for (let i = 0; i < 200_000; i += 7) expect(big.matches(`www.site${i}.example${i % 97}.com`)).toBe(true);
    for (let i = 0; i < 2000; i += 1) expect(big.matches(`site${i}.example${(i % 97) + 1}.com`)).toBe(false);
    expect(big.byteLength / big.size).toBeLessThan(60);
  });
});
