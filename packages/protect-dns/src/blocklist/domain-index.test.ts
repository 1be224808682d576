import { Worker } from "node:worker_threads";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainIndex, DomainIndexBuilder } from "./domain-index.ts";
import { normaliseDomain } from "./domain-name.ts";

/** The rule the index implements, written the slow and obvious way. */
function naiveMatch(domains: Set<string>, name: string): number {
  const labels = name.split(".");
  for (let i = labels.length - 2; i >= 0; i--) {
    const suffix = labels.slice(i).join(".");
    if (domains.has(suffix)) return name.length - suffix.length;
  }
  return -1;
}

describe("domain index", () => {
  it("matches a listed domain and every name below it, at label boundaries only", () => {
    const index = DomainIndex.from(["casino.example", "bet.co.uk"]);
    expect(index.match("casino.example")).toBe(0);
    expect(index.match("www.casino.example")).toBe(4);
    expect(index.match("a.b.casino.example")).toBe(4);
    expect(index.match("notcasino.example")).toBe(-1);
    expect(index.match("casino.example.org")).toBe(-1);
    expect(index.match("example")).toBe(-1);
    expect(index.match("x.bet.co.uk")).toBe(2);
    expect(index.match("co.uk")).toBe(-1);
    expect(index.match("")).toBe(-1);
    expect(index.has("casino.example")).toBe(true);
    expect(index.has("www.casino.example")).toBe(false);
  });

  it("reports the shortest listed suffix when parent and child are both listed", () => {
    const index = DomainIndex.from(["a.casino.example", "casino.example"]);
    expect(index.match("x.a.casino.example")).toBe(4);
  });

  it("keeps duplicates once and lists its domains back", () => {
    const index = DomainIndex.from(["one.example", "two.example", "one.example"]);
    expect(index.size).toBe(2);
    expect([...index.domains()]).toEqual(["one.example", "two.example"]);
  });

  it("is empty-safe", () => {
    expect(DomainIndex.empty.match("casino.example")).toBe(-1);
    expect(new DomainIndexBuilder().build().match("a.b")).toBe(-1);
  });

  it("agrees with the obvious rule on random lists and names", () => {
    const label = fc.constantFrom("a", "b", "casino", "bet", "x-1", "co", "uk", "example", "www");
    const domain = fc.array(label, { minLength: 2, maxLength: 5 }).map((labels) => labels.join("."));
    fc.assert(
      fc.property(
        fc.array(domain, { maxLength: 40 }),
        fc.array(fc.array(label, { minLength: 1, maxLength: 6 }), { maxLength: 40 }),
        (listed, names) => {
          const index = DomainIndex.from(listed);
          const set = new Set(listed);
          for (const name of [...listed, ...names.map((labels) => labels.join("."))]) {
            expect(index.match(name)).toBe(naiveMatch(set, name));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("holds 200,000 domains in under 80 bytes each", () => {
    const builder = new DomainIndexBuilder();
    for (let i = 0; i < 200_000; i++) builder.add(`casino-${i.toString(36)}.example`);
    const index = builder.build();
    expect(index.size).toBe(200_000);
    expect(index.byteLength / index.size).toBeLessThan(80);
    expect(index.match(`www.casino-${(199_999).toString(36)}.example`)).toBe(4);
  });

  it("keeps a large list in shared memory that a worker thread reads without a copy", async () => {
    const builder = new DomainIndexBuilder({ expected: 20_000 });
    for (let i = 0; i < 20_000; i++) builder.add(`casino-${i}.example`);
    const index = builder.build();
    for (const array of Object.values(index.arrays)) expect(array.buffer).toBeInstanceOf(SharedArrayBuffer);
    const worker = new Worker(
      `const { parentPort } = require("node:worker_threads");
       parentPort.once("message", ({ text }) => { text[0] = 0x43; parentPort.postMessage("written"); });`,
      { eval: true },
    );
    const written = new Promise((resolve) => worker.once("message", resolve));
    worker.postMessage(index.arrays);
    await written;
    await worker.terminate();
    // The worker wrote into the same memory: the first domain now starts with "C".
    expect([...index.domains()][0]).toBe("Casino-0.example");
  });

  it("keeps a small list (a user's own domains) in ordinary memory", () => {
    const index = DomainIndex.from(["casino.example"]);
    expect(index.arrays.text.buffer).toBeInstanceOf(ArrayBuffer);
    expect(new DomainIndex(index.arrays).match("a.casino.example")).toBe(2);
  });

  it("reads list lines as bytes the way normaliseDomain reads them", () => {
    const char = fc.constantFrom("a", "Z", "0", "-", "_", ".", "*", " ", "\t", "\r", "#", "é", "/");
    fc.assert(
      fc.property(
        fc.array(
          fc.array(char, { maxLength: 30 }).map((chars) => chars.join("")),
          { maxLength: 30 },
        ),
        (lines) => {
          const builder = new DomainIndexBuilder();
          const expected: string[] = [];
          for (const line of lines) {
            const bytes = Buffer.from(line);
            const added = builder.addLine(bytes, 0, bytes.length);
            const domain = normaliseDomain(line);
            expect(added).toBe(domain !== null);
            if (domain !== null) expected.push(domain);
          }
          expect([...builder.build().domains()]).toEqual([...new Set(expected)]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("normaliseDomain", () => {
  it("lowercases and drops wildcards, leading and trailing dots", () => {
    expect(normaliseDomain("*.Casino.Example.")).toBe("casino.example");
    expect(normaliseDomain(" .bet.example ")).toBe("bet.example");
    expect(normaliseDomain("_dmarc.xn--bcher-kva.example")).toBe("_dmarc.xn--bcher-kva.example");
  });

  it("refuses what is not a host name of two labels or more", () => {
    for (const bad of [
      "",
      "com",
      "a..b",
      "bücher.example",
      "a b.example",
      "a/b.example",
      `${"x".repeat(64)}.example`,
      "-",
    ]) {
      expect(normaliseDomain(bad), bad).toBeNull();
    }
    expect(normaliseDomain(`${"a.".repeat(126)}ab`)).toBeNull();
  });
});
