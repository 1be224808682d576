// The discovery scorer (issue 28): how likely a name the resolvers reported is a gambling site. The
// name model (logistic regression over n-grams, vocabulary and look-alike) is trained on the
// labelled set in training-set.tsv plus the administrators' decisions; co-hosting (an address that
// also serves a known gambling domain) raises the score. Pure: the caller hands in the examples.
import { readFileSync } from "node:fs";
import { BrandIndex, type LookAlike } from "./brand-index.ts";
import { type Example, LogisticModel } from "./logistic-model.ts";
import { nameFeatures, nameParts, vocabularyHits } from "./name-features.ts";

/**
 * Candidates at or above this enter the admin queue: the lowest threshold whose precision on a
 * held-out fifth of the training split is at least 0.98 (the goal 0.95 plus a margin for new
 * brands). bench/discovery-scorer.bench.ts prints the choice and the test split's figures.
 */
export const DISCOVERY_THRESHOLD = 0.2;

/** Co-hosting keeps this share of the odds against gambling: one shared address triples the odds for. */
const COHOSTING_FACTOR = 1 / 3;

/** An administrator's decision weighs as much as this many generated examples. */
const DECISION_WEIGHT = 5;

export interface LabelledName {
  domain: string;
  label: 0 | 1;
  weight?: number;
}

export interface Evidence {
  /** The name model's probability alone. */
  nameScore: number;
  vocabulary: string[];
  lookAlike: LookAlike | null;
  /** Known gambling domains that share an address with the candidate. */
  cohostedWith: string[];
}

export const TRAINING_SET_FILE = new URL("./training-set.tsv", import.meta.url);

/** Reads a labelled set file: `<label>\t<domain>` lines, `#` comments. */
export function readLabelledSet(file: URL | string = TRAINING_SET_FILE): LabelledName[] {
  const names: LabelledName[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [label, domain] = line.split("\t");
    if ((label !== "0" && label !== "1") || !domain) throw new Error(`Bad line in ${String(file)}: "${line}"`);
    names.push({ domain, label: label === "1" ? 1 : 0 });
  }
  return names;
}

export class DiscoveryScorer {
  readonly #model: LogisticModel;
  readonly #brands: BrandIndex;

  private constructor(model: LogisticModel, brands: BrandIndex) {
    this.#model = model;
    this.#brands = brands;
  }

  /**
   * Trains on labelled names. `known` are domains known to be gambling (the curated list, approved
   * ones): with the labelled gambling names they are the brands look-alikes are measured against.
   * Administrators' decisions (`weight` unset, `decision: true`) count DECISION_WEIGHT times.
   *
   * @example
   * const scorer = DiscoveryScorer.train(readLabelledSet(), ["bet365.com"]);
   * scorer.score("b3t365-app.com").score; // close to 1
   */
  static train(examples: readonly (LabelledName & { decision?: boolean })[], known: Iterable<string>): DiscoveryScorer {
    const brands = new BrandIndex(known);
    for (const example of examples) if (example.label === 1) brands.add(example.domain);
    const rows: Example[] = examples.map((example) => ({
      features: featuresOf(brands, example.domain).features,
      label: example.label,
      weight: example.weight ?? (example.decision ? DECISION_WEIGHT : 1),
    }));
    return new DiscoveryScorer(LogisticModel.train(rows), brands);
  }

  /** The score (0–1) and its evidence; `cohostedWith`: known gambling domains on the same addresses. */
  score(domain: string, cohostedWith: readonly string[] = []): { score: number; evidence: Evidence } {
    const { features, vocabulary, lookAlike } = featuresOf(this.#brands, domain);
    const nameScore = this.#model.probability(features);
    const score = cohostedWith.length > 0 ? 1 - (1 - nameScore) * COHOSTING_FACTOR : nameScore;
    return { score, evidence: { nameScore, vocabulary, lookAlike, cohostedWith: [...cohostedWith] } };
  }
}

function featuresOf(brands: BrandIndex, domain: string) {
  const parts = nameParts(domain);
  const vocabulary = vocabularyHits(parts.core);
  const lookAlike = brands.lookAlike(domain);
  return { features: nameFeatures(parts, lookAlike !== null, vocabulary), vocabulary, lookAlike };
}
