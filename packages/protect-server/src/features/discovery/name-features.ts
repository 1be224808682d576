// What the discovery scorer reads from a domain name (issue 28): character n-grams of its core (the
// registrable label without the public suffix), its suffix, German/English gambling vocabulary, and
// whether it looks like a known gambling domain (bet-365, b3t365, tipico-de). Pure.
import { getDomainWithoutSuffix, getPublicSuffix } from "tldts";

/** Feature space of the hashed n-grams and named features. */
export const FEATURE_BITS = 18;
const MASK = (1 << FEATURE_BITS) - 1;

/** Words of gambling offers, German and English (ASCII transliterations: ü → ue). */
export const GAMBLING_VOCABULARY = [
  "casino",
  "kasino",
  "slot",
  "spielothek",
  "spielhalle",
  "spielbank",
  "wetten",
  "sportwette",
  "wettbuero",
  "roulette",
  "blackjack",
  "jackpot",
  "spins",
  "freispiel",
  "bonus",
  "poker",
  "bet",
  "betting",
  "lotto",
  "gluecksspiel",
  "automaten",
  "bingo",
  "keno",
  "rubbellos",
  "odds",
  "quoten",
  "wager",
  "gambl",
  "baccarat",
  "buchmacher",
  "bookmaker",
  "megaways",
  "echtgeld",
  "vegas",
  "spin",
  "lotter",
  "sportsbook",
  "bookie",
  "toto",
  "tombola",
  "bets",
] as const;

/** Top-level domains sold for gambling offers: a name under one is a gambling site almost always. */
export const GAMBLING_SUFFIXES: ReadonlySet<string> = new Set(["bet", "casino", "poker", "bingo", "lotto"]);

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Lower case, digits that stand for letters read as letters, hyphens gone: `b3t-365` → `betes6s`. */
export function deleet(text: string): string {
  let out = "";
  for (const char of text.toLowerCase()) {
    if (char === "-") continue;
    out += LEET[char] ?? char;
  }
  return out;
}

export interface NameParts {
  /** The registrable label without the suffix: `www.bet-365.co.uk` → `bet-365`. */
  core: string;
  suffix: string;
}

export function nameParts(domain: string): NameParts {
  const suffix = getPublicSuffix(domain, { allowPrivateDomains: false }) ?? "";
  const core = getDomainWithoutSuffix(domain, { allowPrivateDomains: false }) ?? domain.split(".")[0] ?? domain;
  return { core, suffix };
}

/** FNV-1a into the feature space. */
export function featureIndex(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & MASK;
}

/**
 * Gambling words in the core; the short ones (≤ 4 letters) only at the start or end of a word
 * (`bet` in `bet-365`, `22bet`, `betway`, not inside `abbetrieb`). Words like `alphabet` or `betty`
 * still hit: the n-grams, trained on such hard negatives, weigh them down.
 */
export function vocabularyHits(core: string): string[] {
  const tokens = core.split(/[-0-9]+/).filter((token) => token !== "");
  const hits: string[] = [];
  for (const word of GAMBLING_VOCABULARY) {
    const short = word.length <= 4;
    const found = short
      ? tokens.some((token) => token === word || token.startsWith(word) || token.endsWith(word))
      : core.includes(word);
    if (found) hits.push(word);
  }
  return hits;
}

/** The sparse features of a name: index → value. `lookalike` is the brand evidence (0 or 1). */
export function nameFeatures(parts: NameParts, lookalike: boolean, vocabulary: readonly string[]): Map<number, number> {
  const features = new Map<number, number>();
  const add = (key: string, value = 1) => {
    const index = featureIndex(key);
    features.set(index, (features.get(index) ?? 0) + value);
  };
  const text = `^${parts.core}$`;
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= text.length; i++) add(`g:${text.slice(i, i + n)}`, 0.3);
  add(`tld:${parts.suffix}`);
  if (GAMBLING_SUFFIXES.has(parts.suffix)) add("tld:gambling");
  for (const word of vocabulary) add(`v:${word}`);
  if (vocabulary.length > 0) add("v:any");
  if (vocabulary.length > 1) add("v:several");
  if (lookalike) add("lookalike", 2);
  if (/\d/.test(parts.core)) add("digits");
  if (parts.core.includes("-")) add("hyphen");
  add("bias");
  return features;
}
