import type { MailHeader } from "../mail-imap/session.ts";
import type { ListedBy } from "./sender-policy.ts";

export type TriggerSource = "sender_blocklist" | "custom_domain" | "brand" | "content" | "language_model";

export interface Classification {
  /** 0 (certainly not gambling) to 100 (certainly gambling). */
  score: number;
  /** The strongest rule that fired, or null when none did. */
  triggerSource: TriggerSource | null;
  /** Names of the matched features (`domain:…`, `brand:…`, `keyword:…`), never the text around them. */
  features: string[];
}

/** Mail at or above this score is hidden. */
export const BLOCK_THRESHOLD = 50;
/** Rule scores in this range go to the language model when one is configured (seed §8). */
export const BORDERLINE = { min: 25, max: 75 } as const;

/** Gambling vocabulary in German and English: the weight a subject hit adds (body hits add half). */
const KEYWORDS: readonly (readonly [RegExp, string, number])[] = [
  [/\bcasino/i, "casino", 30],
  [/\bfreispiele?\b/i, "freispiele", 30],
  [/\bfree\s?spins?\b/i, "free-spins", 30],
  [/\bsportwetten?\b/i, "sportwetten", 30],
  [/\bwettbonus\b/i, "wettbonus", 30],
  [/\beinzahlungsbonus\b/i, "einzahlungsbonus", 30],
  [/\bdeposit bonus\b/i, "deposit-bonus", 30],
  [/\bjackpot/i, "jackpot", 25],
  [/\b(spielautomaten|slots?)\b/i, "slots", 25],
  [/\b(roulette|blackjack|poker)\b/i, "table-games", 25],
  [/\b(jetzt wetten|bet now|place your bet|wette platzieren)\b/i, "bet-now", 25],
  [/\b(quoten|odds|quotenboost|odds boost)\b/i, "odds", 15],
  [/\b(gratiswette|free bet)\b/i, "free-bet", 25],
  [/\b(bonus code|bonuscode|willkommensbonus|welcome bonus)\b/i, "bonus", 15],
  [/\b(lotto|eurojackpot|rubbellose?)\b/i, "lottery", 15],
];

export function senderDomainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

function brandPattern(brand: string): RegExp {
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "iu");
}

/** Brand names compiled once per list (the list changes only when an admin edits it). */
export function compileBrands(names: readonly string[]): readonly (readonly [string, RegExp])[] {
  return names.map((name) => [name, brandPattern(name)] as const);
}

/**
 * Rule classification of one message: sender domain on the blocklists or the user's custom mail
 * domains (100; `listedSenders` from the sender policy), a known gambling brand as display name
 * (80) or in the subject (+30), and gambling vocabulary in subject (full weight) and body (half).
 * Pure: the same input always gives the same score.
 */
export function classifyByRules(
  header: MailHeader,
  listedSenders: ReadonlyMap<string, ListedBy>,
  brands: readonly (readonly [string, RegExp])[],
): Classification {
  const domain = senderDomainOf(header.fromAddress);
  const listedBy = listedSenders.get(domain);
  if (listedBy) return { score: 100, triggerSource: listedBy, features: [`domain:${domain}`] };

  const features: string[] = [];
  let brandScore = 0;
  for (const [name, pattern] of brands) {
    if (pattern.test(header.fromName)) {
      brandScore = Math.max(brandScore, 80);
      features.push(`brand:${name}`);
    } else if (pattern.test(header.subject)) {
      brandScore = Math.max(brandScore, 30);
      features.push(`brand-subject:${name}`);
    }
  }
  let contentScore = 0;
  for (const [pattern, name, weight] of KEYWORDS) {
    if (pattern.test(header.subject)) {
      contentScore += weight;
      features.push(`keyword:${name}`);
    } else if (pattern.test(header.snippet)) {
      contentScore += Math.ceil(weight / 2);
      features.push(`body-keyword:${name}`);
    }
  }
  const score = Math.min(100, brandScore + contentScore);
  if (score === 0) return { score, triggerSource: null, features };
  return { score, triggerSource: brandScore >= contentScore ? "brand" : "content", features };
}

export function isBorderline(score: number): boolean {
  return score >= BORDERLINE.min && score <= BORDERLINE.max;
}
