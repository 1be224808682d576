import dnsPacket from "dns-packet";
import { describe, expect, it } from "vitest";
import { a } from "../../test/upstream-server.ts";
import { type ScannedAnswer, scanAnswer } from "../wire/scan.ts";
import { AnswerCache, answerVariant } from "./answer-cache.ts";

function answer(name: string, ttl = 300): ScannedAnswer {
  const question = { type: "A" as const, name };
  const bytes = dnsPacket.encode({
    type: "response",
    id: 1,
    questions: [question],
    answers: [a(name, "192.0.2.1", ttl)],
  });
  const wire = dnsPacket.encode({ type: "query", id: 1, questions: [question] });
  return scanAnswer(bytes, wire.subarray(12))!;
}

const A = answerVariant(1, false, false);
const A_DO = answerVariant(1, true, false);

describe("answer cache", () => {
  it("keeps each variant of a name apart and drops what expired", () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxTtl: 86_400 });
    const plain = answer("a.example", 60);
    const signed = answer("a.example", 300);
    cache.set("a.example", A, plain, 0);
    cache.set("a.example", A_DO, signed, 0);
    expect(cache.size).toBe(2);
    expect(cache.get("a.example", A, 1000)?.answer).toBe(plain);
    expect(cache.get("a.example", A_DO, 1000)?.answer).toBe(signed);
    expect(cache.get("a.example", answerVariant(28, false, false), 1000)).toBeUndefined();
    expect(cache.get("a.example", A, 60_000)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.get("a.example", A_DO, 60_000)?.answer).toBe(signed);
  });

  it("replaces a variant stored again, and caps the lifetime at maxTtl", () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxTtl: 10 });
    cache.set("a.example", A, answer("a.example"), 0);
    const newer = answer("a.example");
    cache.set("a.example", A, newer, 5000);
    expect(cache.size).toBe(1);
    expect(cache.get("a.example", A, 14_000)?.answer).toBe(newer);
    expect(cache.get("a.example", A, 15_000)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("stays within maxBytes, oldest first, giving answers read since a second chance", () => {
    const one = answer("n0.example");
    const cache = new AnswerCache({ maxBytes: 0, maxTtl: 86_400 });
    cache.set("n0.example", A, one, 0);
    expect(cache.size).toBe(0); // bigger than the whole cache: not stored
    const probe = new AnswerCache({ maxBytes: 1 << 20, maxTtl: 86_400 });
    probe.set("n0.example", A, one, 0);
    const bounded = new AnswerCache({ maxBytes: probe.bytes * 3, maxTtl: 86_400 });
    for (let i = 0; i < 3; i++) bounded.set(`n${i}.example`, A, answer(`n${i}.example`), 0);
    expect(bounded.size).toBe(3);
    bounded.get("n0.example", A, 1); // read: survives the next eviction once
    bounded.set("n3.example", A, answer("n3.example"), 2);
    expect(bounded.size).toBe(3);
    expect(bounded.bytes).toBeLessThanOrEqual(probe.bytes * 3);
    expect(bounded.get("n0.example", A, 3)).toBeDefined();
    expect(bounded.get("n1.example", A, 3)).toBeUndefined();
    expect(bounded.get("n3.example", A, 3)).toBeDefined();
  });
});
