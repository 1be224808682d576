// The per-query rule: given a user's policy, the lists and the time, is this name blocked, and by
// what? Pure: no IO, no clock of its own.
import type { DomainIndex } from "../blocklist/domain-index.ts";
import type { ListName } from "./contract.ts";
import type { UserPolicy } from "./policy-store.ts";

export type BlockSource = "custom" | ListName;

export interface Block {
  source: BlockSource;
  /** The listed domain that matched: the name itself or a parent of it. */
  zone: string;
}

export interface Lists {
  list(name: ListName): DomainIndex;
}

/**
 * What the shared lists said about one name, with the indexes that said it: asked again only when
 * a list was replaced. The lists hold millions of domains, so each probe is a cache miss; a name
 * asked again and again (a cached answer) keeps its verdicts here.
 */
export type ListVerdicts = Record<ListName, { index: DomainIndex | null; at: number }>;

export function newListVerdicts(): ListVerdicts {
  return { curated: { index: null, at: -1 }, full: { index: null, at: -1 }, bypass: { index: null, at: -1 } };
}

/** `list.match(name)`, or the verdict remembered in `memo` while that list is the same index. */
function listMatch(lists: Lists, list: ListName, name: string, memo: ListVerdicts | undefined): number {
  const index = lists.list(list);
  if (memo === undefined) return index.match(name);
  const verdict = memo[list];
  if (verdict.index !== index) {
    verdict.index = index;
    verdict.at = index.match(name);
  }
  return verdict.at;
}

/** A user that filtering applies to without any state: the policy for unknown tokens, when set. */
export function genericPolicy(mode: "curated" | "full", empty: DomainIndex): UserPolicy {
  return { id: "", protection: "on", cooldownEndsAt: null, blocklistMode: mode, graceUntil: null, custom: empty };
}

/** Protection is off: switched off after a resolved cooldown, or the running cooldown has ended. */
export function protectionOff(user: UserPolicy, now: number): boolean {
  return user.protection === "off" || (user.cooldownEndsAt !== null && now >= user.cooldownEndsAt);
}

/** The full list applies: full mode, or curated mode inside the downgrade grace period. */
export function fullListApplies(user: UserPolicy, now: number): boolean {
  return user.blocklistMode === "full" || (user.graceUntil !== null && now < user.graceUntil);
}

/**
 * Decides one name for one user: null when it resolves normally, else what blocks it. The user's
 * own domains come first, then the bypass list (every protected device, whatever the mode), then
 * the curated list, then the full list (which holds what the curated one does not: full mode checks
 * both). `memo` keeps the shared lists' verdicts on this name.
 */
export function decide(user: UserPolicy, lists: Lists, name: string, now: number, memo?: ListVerdicts): Block | null {
  if (protectionOff(user, now)) return null;
  let at = user.custom.match(name);
  if (at >= 0) return { source: "custom", zone: name.slice(at) };
  at = listMatch(lists, "bypass", name, memo);
  if (at >= 0) return { source: "bypass", zone: name.slice(at) };
  at = listMatch(lists, "curated", name, memo);
  if (at >= 0) return { source: "curated", zone: name.slice(at) };
  if (!fullListApplies(user, now)) return null;
  at = listMatch(lists, "full", name, memo);
  return at >= 0 ? { source: "full", zone: name.slice(at) } : null;
}
