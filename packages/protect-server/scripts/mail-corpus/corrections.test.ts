import { describe, expect, it } from "vitest";
import { FEATURE_NAMES } from "../../src/features/mail-scan/features.ts";
import { predict, trainLogistic } from "../../src/features/mail-scan/linear-model.ts";
import { correctionExamples, parseCorrections } from "./corrections.ts";

describe("mail corrections as training examples", () => {
  it("keeps the known features as presence, drops list entries and unknown names, skips empty ones", () => {
    const examples = correctionExamples([
      { features: ["s:casino", "link-cta", "domain:casino.example", "retired-feature"], gambling: false },
      { features: ["domain:casino.example"], gambling: false },
    ]);
    expect(examples).toHaveLength(1);
    expect([...(examples[0]?.vector ?? [])]).toEqual([
      ["s:casino", 1],
      ["link-cta", 1],
    ]);
    expect(examples[0]?.gambling).toBe(false);
  });

  it("parses a JSON array and JSON lines, and rejects an entry without a label", () => {
    const row = { id: "x", features: ["s:casino"], gambling: false, score: 61 };
    expect(parseCorrections(JSON.stringify([row]))).toEqual([{ features: ["s:casino"], gambling: false }]);
    expect(parseCorrections(`${JSON.stringify(row)}\n\n${JSON.stringify({ ...row, gambling: true })}\n`)).toHaveLength(
      2,
    );
    expect(parseCorrections("  ")).toEqual([]);
    expect(() => parseCorrections(JSON.stringify([{ features: ["s:casino"] }]), "export.json")).toThrow(
      "export.json: entry 1",
    );
  });

  it("moves the model: corrections labelled not gambling lower the score of mail with those features", () => {
    const gambling = { vector: new Map([["s:casino", 1]]), gambling: true };
    const other = { vector: new Map([["b:news", 1]]), gambling: false };
    const base = [gambling, gambling, other, other];
    const options = { epochs: 500, learningRate: 0.5, l2: 0.0003 };
    const before = trainLogistic(base, FEATURE_NAMES, options);
    const corrections = correctionExamples(Array(6).fill({ features: ["s:casino"], gambling: false }));
    const after = trainLogistic([...base, ...corrections], FEATURE_NAMES, options);
    const casino = new Map([["s:casino", 1]]);
    expect(predict(after, casino).probability).toBeLessThan(predict(before, casino).probability - 0.2);
  });
});
