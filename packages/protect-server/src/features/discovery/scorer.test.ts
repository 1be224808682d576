import { describe, expect, it } from "vitest";
import { BrandIndex } from "./brand-index.ts";
import { vocabularyHits } from "./name-features.ts";
import { DISCOVERY_THRESHOLD, DiscoveryScorer, readLabelledSet } from "./scorer.ts";

describe("discovery scorer", () => {
  const training = readLabelledSet();
  const scorer = DiscoveryScorer.train(training, ["bet365.com", "tipico.de"]);

  it("tells brand look-alikes of known gambling domains: contained, digits for letters, one edit; not the domain itself", () => {
    const brands = new BrandIndex(["bet365.com", "tipico.de"]);
    expect(brands.lookAlike("bet-365.net")).toEqual({ of: "bet365.com", kind: "contains" });
    expect(brands.lookAlike("b3t365.com")).toEqual({ of: "bet365.com", kind: "contains" });
    expect(brands.lookAlike("tipico-de.com")).toEqual({ of: "tipico.de", kind: "contains" });
    expect(brands.lookAlike("tipicco.de")).toEqual({ of: "tipico.de", kind: "one-edit" });
    expect(brands.lookAlike("tipico.de")).toBeNull();
    expect(brands.lookAlike("topics.de")).toBeNull();
  });

  it("reads short gambling words only at the start or end of a word; the n-grams tell alphabet from bet365", () => {
    expect(vocabularyHits("bet-365")).toContain("bet");
    expect(vocabularyHits("abbetrieb")).not.toContain("bet");
    expect(vocabularyHits("sportwetten24")).toEqual(expect.arrayContaining(["wetten", "sportwette"]));
    for (const name of ["alphabet-lernen.de", "between-us.com", "betreuung-koeln.de"]) {
      expect(scorer.score(name).score, name).toBeLessThan(DISCOVERY_THRESHOLD);
    }
  });

  it("scores look-alikes and gambling compositions above the threshold, ordinary names below", () => {
    for (const name of ["b3t365-app.com", "tipico-de.net", "lucky-spins-casino24.net", "sportwetten-bonus.de"]) {
      expect(scorer.score(name).score, name).toBeGreaterThanOrEqual(DISCOVERY_THRESHOLD);
    }
    for (const name of ["wetteronline-berlin.de", "baeckerei-mueller.de", "kicker-news.de", "spielsucht-hilfe.de"]) {
      expect(scorer.score(name).score, name).toBeLessThan(DISCOVERY_THRESHOLD);
    }
  });

  it("a name under a top-level domain sold for gambling (.bet, .casino, …) scores higher than under .com", () => {
    for (const core of ["maria", "hardrock", "nordlicht"]) {
      for (const suffix of ["bet", "casino", "poker"]) {
        expect(scorer.score(`${core}.${suffix}`).score, `${core}.${suffix}`).toBeGreaterThan(
          scorer.score(`${core}.com`).score,
        );
      }
    }
  });

  it("reads the lottery and bookmaker words of both languages", () => {
    expect(vocabularyHits("national-lottery")).toContain("lotter");
    expect(vocabularyHits("fernsehlotterie")).toContain("lotter");
    expect(vocabularyHits("barstoolsportsbook")).toContain("sportsbook");
    expect(vocabularyHits("merkurbets")).toContain("bets");
    expect(vocabularyHits("fototour")).not.toContain("toto");
  });

  it("co-hosting with a known gambling domain raises the score and is named in the evidence", () => {
    const alone = scorer.score("neue-seite-24.com");
    const shared = scorer.score("neue-seite-24.com", ["casino-example.com"]);
    expect(shared.score).toBeGreaterThan(alone.score);
    expect(shared.evidence.cohostedWith).toEqual(["casino-example.com"]);
  });

  it("administrators' rejections teach it: similar names score lower after training on them", () => {
    const similar = "quotenregelung-portal.de";
    const rejected = [
      "quotenregelung-news.de",
      "quotenregelung-info.de",
      "quotenregelung-blog.de",
      "quotenregelung24.de",
    ];
    const taught = DiscoveryScorer.train(
      [...training, ...rejected.map((domain) => ({ domain, label: 0 as const, decision: true }))],
      ["bet365.com", "tipico.de"],
    );
    expect(taught.score(similar).score).toBeLessThan(scorer.score(similar).score);
  });
});
