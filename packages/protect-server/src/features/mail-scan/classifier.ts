import { type BrandMatcher, extractFeatures } from "./features.ts";
import { type LinearModel, predict } from "./linear-model.ts";
import type { MailContent } from "./mail-content.ts";
import weights from "./model-weights.json" with { type: "json" };
import type { SenderListing } from "./sender-policy.ts";

export type { BrandMatcher } from "./features.ts";
export { senderDomainOf } from "./mail-content.ts";

export type TriggerSource = "sender_blocklist" | "custom_domain" | "brand" | "content" | "language_model";

export interface Classification {
  /** 0 (certainly not gambling) to 100 (certainly gambling). */
  score: number;
  /** What decided: a listed sender, a brand, the content model; null when nothing pointed to gambling. */
  triggerSource: TriggerSource | null;
  /**
   * Names of the features present (closed vocabulary, `s:casino`, `link-cta`), and `domain:X` only
   * when X is a global list entry: what a sample may keep.
   */
  features: string[];
  /** The features that pushed most towards gambling, strongest first: what the user is shown. */
  reasons: string[];
}

/** Mail at or above this score is hidden. */
export const BLOCK_THRESHOLD = 50;
/** Scores in this range go to the language model when one is configured (seed §8). */
export const BORDERLINE = { min: 25, max: 75 } as const;

/** The trained model shipped with the server (scripts/train-mail-model.ts writes it). */
export const SHIPPED_MODEL: LinearModel = weights;

/**
 * Compiles the brand names into one case-insensitive alternation (longest names first), matched
 * as whole words, once per list (the list changes only when an admin edits it).
 */
export function compileBrands(names: readonly string[]): BrandMatcher {
  if (names.length === 0) return { find: () => undefined };
  const escaped = [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${escaped.join("|")})(?=$|[^\\p{L}\\p{N}])`, "iu");
  const canonical = new Map(names.map((name) => [name.toLowerCase(), name]));
  return {
    find(text) {
      const found = pattern.exec(text)?.[1];
      return found === undefined ? undefined : (canonical.get(found.toLowerCase()) ?? found);
    },
  };
}

/**
 * Classifies one mail: a sender on the global lists or the user's own `mail_domain` entries is
 * hidden outright (100; the user's own list is their decision); everything else is scored by the
 * trained linear model over the mail's features. Pure: the same input always gives the same result.
 */
export function classifyContent(
  content: MailContent,
  listings: ReadonlyMap<string, SenderListing>,
  brands: BrandMatcher,
  model: LinearModel = SHIPPED_MODEL,
): Classification {
  const vector = extractFeatures(content, listings, brands);
  const { probability, reasons } = predict(model, vector);
  const sender = listings.get(content.senderDomain);
  const features = [...vector.keys()].sort();
  if (sender?.globalEntry) features.push(`domain:${sender.globalEntry}`);
  if (sender) {
    const listedReason = sender.listedBy === "custom_domain" ? "sender-listed-custom" : "sender-listed-global";
    return {
      score: 100,
      triggerSource: sender.listedBy,
      features,
      reasons: [listedReason, ...reasons.filter((name) => name !== listedReason)].slice(0, 3),
    };
  }
  const score = Math.round(probability * 100);
  const triggerSource = reasons.length === 0 ? null : reasons[0]?.startsWith("brand-") ? "brand" : "content";
  return { score, triggerSource, features, reasons };
}

export function isBorderline(score: number): boolean {
  return score >= BORDERLINE.min && score <= BORDERLINE.max;
}
