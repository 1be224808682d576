import type { MailContent } from "./mail-content.ts";
import type { SenderListing } from "./sender-policy.ts";
import {
  countOf,
  groupCounts,
  hasGamblingName,
  isCallToAction,
  moneyNearGamblingWords,
  PATTERNS,
  WORD_GROUPS,
} from "./vocabulary.ts";

/** Word groups that speak of gambling itself, and those of news, help and self-exclusion. */
const GAMBLING_GROUPS = [
  "casino",
  "slots",
  "freespins",
  "sportsbet",
  "odds",
  "lottery",
  "poker",
  "tablegames",
  "bonus",
  "deposit",
  "withdrawal",
  "crypto",
] as const;
const PROTECTIVE_GROUPS = ["news", "addiction", "selfexclusion"] as const;

/** A feature vector: closed-vocabulary names → values (absent = 0). */
export type FeatureVector = Map<string, number>;

/** Finds the first known brand name standing as a word in a text. */
export interface BrandMatcher {
  find(text: string): string | undefined;
}

/** Saturating count: 1, 2, 3 hits weigh 0.69, 1.10, 1.39 (log1p), capped at 3 (≈ 20 hits). */
function damp(count: number): number {
  return Math.min(3, Math.log1p(count));
}

/**
 * The classifier's inputs of one mail, every one named from a closed list (this file and
 * vocabulary.ts): word groups in the subject (`s:casino`) and the visible body (`b:casino`), money
 * near bonus/deposit/withdrawal words, odds and free-spin patterns, calls to action, links (to
 * listed domains, to gambling-named domains, through redirects), the sender's reputation from the
 * lists, brand names and the marks of bulk mail. `listings` covers the sender and link domains.
 */
export function extractFeatures(
  content: MailContent,
  listings: ReadonlyMap<string, SenderListing>,
  brands: BrandMatcher,
): FeatureVector {
  const vector: FeatureVector = new Map();
  const set = (name: string, value: number) => {
    if (value !== 0) vector.set(name, value);
  };
  const lowerSubject = content.subject.toLowerCase();
  const lowerText = content.text.toLowerCase();
  const subject = groupCounts(lowerSubject);
  for (const [group, count] of subject) set(`s:${group}`, Math.min(1, count));
  const body = groupCounts(lowerText);
  for (const [group, count] of body) set(`b:${group}`, damp(count));

  // Aggregates: how much gambling and how much protective (news, help) vocabulary there is at all.
  const total = (counts: Map<string, number>, groups: readonly string[]) =>
    groups.reduce((sum, group) => sum + (counts.get(group) ?? 0), 0);
  set("s:gambling-any", total(subject, GAMBLING_GROUPS) > 0 ? 1 : 0);
  set("gambling-vocabulary", damp(total(subject, GAMBLING_GROUPS) + total(body, GAMBLING_GROUPS)));
  set("protective-vocabulary", damp(total(subject, PROTECTIVE_GROUPS) + total(body, PROTECTIVE_GROUPS)));

  const all = `${lowerSubject}\n${lowerText}`;
  set("money-near-gambling-words", damp(moneyNearGamblingWords(all)));
  set("odds-pattern", damp(countOf(PATTERNS.odds, all)));
  set("spin-count", damp(countOf(PATTERNS.spinCount, all)));
  set("subject-cta", isCallToAction(lowerSubject) ? 1 : 0);
  set("abstinence-pattern", damp(countOf(PATTERNS.abstinence, all)));

  // Who sends it: a help service, an authority or a publisher names itself so
  // ("Spielerschutz Lotterie", "gamblers-anonymous-group.example", "Sports Presse").
  const senderWords = groupCounts(`${content.fromName} ${content.senderDomain.replace(/[.-]/g, " ")}`.toLowerCase());
  set("sender-protective", total(senderWords, PROTECTIVE_GROUPS) > 0 ? 1 : 0);

  const sender = listings.get(content.senderDomain);
  set("sender-listed-global", sender?.globalEntry ? 1 : 0);
  set("sender-listed-custom", sender?.listedBy === "custom_domain" ? 1 : 0);
  set("sender-gambling-name", hasGamblingName(content.senderDomain) ? 1 : 0);

  let listed = 0;
  let gamblingNamed = 0;
  let redirected = 0;
  let cta = 0;
  let ctaToGambling = 0;
  const domains = new Set<string>();
  for (const link of content.links) {
    domains.add(link.domain);
    const isListed = listings.has(link.domain);
    const isGambling = isListed || hasGamblingName(link.domain);
    if (isListed) listed += 1;
    if (hasGamblingName(link.domain)) gamblingNamed += 1;
    if (link.redirected) redirected += 1;
    if (isCallToAction(link.text.toLowerCase())) {
      cta += 1;
      if (isGambling) ctaToGambling += 1;
    }
  }
  set("link-listed", damp(listed));
  set("link-gambling-name", damp(gamblingNamed));
  set("link-redirected", damp(redirected));
  set("link-cta", damp(cta));
  set("link-cta-to-gambling", damp(ctaToGambling));
  set("body-cta", isCallToAction(lowerText) ? 1 : 0);
  set("link-domains", damp(domains.size));

  const senderBrand = brands.find(content.fromName);
  set("brand-sender", senderBrand !== undefined ? 1 : 0);
  set("brand-subject", senderBrand === undefined && brands.find(content.subject) !== undefined ? 1 : 0);
  set("brand-body", brands.find(content.text.slice(0, 4000)) !== undefined ? 1 : 0);

  const headers = content.headers;
  set("list-unsubscribe", headers["list-unsubscribe"] ? 1 : 0);
  set(
    "esp-headers",
    ["feedback-id", "x-campaign", "x-mailgun-tag", "x-sg-eid", "x-mc-user", "x-csa-complaints"].some((h) => headers[h])
      ? 1
      : 0,
  );
  set("precedence-bulk", /bulk|list/i.test(headers.precedence ?? "") ? 1 : 0);
  set("html-only", content.htmlOnly ? 1 : 0);
  set("short-body", content.text.trim().length < 200 ? 1 : 0);
  return vector;
}

/** Every feature name extractFeatures can produce: the model's and the samples' closed vocabulary. */
export const FEATURE_NAMES: readonly string[] = [
  ...Object.keys(WORD_GROUPS).flatMap((group) => [`s:${group}`, `b:${group}`]),
  "s:gambling-any",
  "gambling-vocabulary",
  "protective-vocabulary",
  "money-near-gambling-words",
  "odds-pattern",
  "spin-count",
  "subject-cta",
  "abstinence-pattern",
  "sender-protective",
  "sender-listed-global",
  "sender-listed-custom",
  "sender-gambling-name",
  "link-listed",
  "link-gambling-name",
  "link-redirected",
  "link-cta",
  "link-cta-to-gambling",
  "body-cta",
  "link-domains",
  "brand-sender",
  "brand-subject",
  "brand-body",
  "list-unsubscribe",
  "esp-headers",
  "precedence-bulk",
  "html-only",
  "short-body",
];

/** The domains whose listing the features need: the sender's and every link target's. */
export function domainsToLookUp(content: MailContent): string[] {
  return [content.senderDomain, ...content.links.map((link) => link.domain)];
}
