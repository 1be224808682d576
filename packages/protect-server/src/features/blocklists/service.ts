import { createHash } from "node:crypto";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { GlobalListName } from "../../db/schema/blocklists.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { countryWebContentDomains } from "../curated-domains/service.ts";
import { customDomainNames } from "../custom-domains/service.ts";
import { recordPolicyChange } from "../resolver-changes/service.ts";
import { type BypassList, bypassDomains, bypassSource } from "./bypass-list.ts";
import { normaliseDomain } from "./domain-name.ts";
import { type DomainSet, DomainSetBuilder } from "./domain-set.ts";
import { type ExportFormat, renderDomains, renderHeader } from "./export-formats.ts";
import { type BlocklistMode, blocklistAccess } from "./plan-rules.ts";
import { accountForBlocklist, addListEntry, listEntries, listVersion, lockListSource, replaceList } from "./repo.ts";

interface CachedList {
  version: number;
  set: DomainSet;
  rendered: Map<ExportFormat, Buffer>;
}

/**
 * Built lists per database and list name, rebuilt when the list's version moves. Every instance
 * holds its own copy; the version read per request keeps instances consistent.
 */
const caches = new WeakMap<Db, Map<GlobalListName, CachedList>>();

async function cachedList(ctx: AppContext, name: GlobalListName): Promise<CachedList> {
  let byName = caches.get(ctx.db);
  if (!byName) {
    byName = new Map();
    caches.set(ctx.db, byName);
  }
  const version = await listVersion(ctx.db, name);
  const cached = byName.get(name);
  if (cached && cached.version === version) return cached;
  const builder = new DomainSetBuilder();
  for await (const page of listEntries(ctx.db, name)) for (const domain of page) builder.add(domain);
  const fresh: CachedList = { version, set: builder.build(), rendered: new Map() };
  byName.set(name, fresh);
  return fresh;
}

function rendered(list: CachedList, format: ExportFormat): Buffer {
  let body = list.rendered.get(format);
  if (!body) {
    body = renderDomains(format, list.set);
    list.rendered.set(format, body);
  }
  return body;
}

/** The global lists a mode applies: curated always, full on top in `full` mode. */
function listsOf(mode: BlocklistMode): GlobalListName[] {
  return mode === "full" ? ["curated", "full"] : ["curated"];
}

export interface UserBlocklist {
  etag: string;
  mode: BlocklistMode;
  /** Absent when the caller's If-None-Match already names this ETag. */
  body?: Buffer;
}

/**
 * The blocklist a user's devices apply: the global lists of their mode plus their own `web` custom
 * domains, in one export format. The ETag is derived from the list versions, the mode, the custom
 * domains and the format, so a 304 costs two small reads and no rendering.
 */
export async function userBlocklist(
  ctx: AppContext,
  userId: string,
  options: { format: ExportFormat; ifNoneMatch?: string | undefined },
): Promise<UserBlocklist> {
  const account = await accountForBlocklist(ctx.db, userId);
  const { mode } = blocklistAccess(account, ctx.clock.now());
  const names = listsOf(mode);
  const versions = await Promise.all(names.map((name) => listVersion(ctx.db, name)));
  const custom = await customDomainNames(ctx, userId, "web");
  const digest = createHash("sha256")
    .update(JSON.stringify([options.format, mode, names, versions, custom]))
    .digest("base64url")
    .slice(0, 32);
  const etag = `"${digest}"`;
  if (options.ifNoneMatch && etagMatches(options.ifNoneMatch, etag)) return { etag, mode };
  const parts: Buffer[] = [Buffer.from(renderHeader(options.format, `protect-server blocklist (${mode})`))];
  for (const name of names) parts.push(rendered(await cachedList(ctx, name), options.format));
  parts.push(renderDomains(options.format, custom));
  return { etag, mode, body: Buffer.concat(parts) };
}

/** If-None-Match: a list of ETags (weak ones compared weakly) or `*`. */
function etagMatches(header: string, etag: string): boolean {
  return header
    .split(",")
    .map((value) => value.trim().replace(/^W\//, ""))
    .some((value) => value === "*" || value === etag);
}

/** Whether a domain (or a parent) is on the global lists of the given mode. */
export async function globallyBlocked(ctx: AppContext, domain: string, mode: BlocklistMode): Promise<boolean> {
  for (const name of listsOf(mode)) if ((await cachedList(ctx, name)).set.matches(domain)) return true;
  return false;
}

/** The normalised form of a reported name (lower case, A-labels), or null when it is no valid domain. */
export function normalisedName(input: string): string | null {
  const normal = normaliseDomain(input);
  return normal.ok ? normal.domain : null;
}

/**
 * A test for "on any list the resolver applies (curated, full, bypass), itself or a parent", over
 * the lists as they are now: read once, asked for many names.
 */
export async function resolverListMatcher(ctx: AppContext): Promise<(domain: string) => boolean> {
  const names = ["curated", "full", "bypass"] as const;
  const sets = await Promise.all(names.map(async (name) => (await cachedList(ctx, name)).set));
  return (domain) => sets.some((set) => set.matches(domain));
}

/** The curated list's domains (known gambling brands for the discovery scorer's look-alikes). */
export async function curatedDomainNames(ctx: AppContext): Promise<Iterable<string>> {
  return (await cachedList(ctx, "curated")).set;
}

/**
 * A lookup of the entry of the global mail-sender list or the web lists of the mode that covers a
 * domain (the domain itself or its nearest listed parent), or null. The lists are read once per
 * lookup built (a version check each), so one scan asks the database three times, not per domain.
 */
export async function globalListEntries(
  ctx: AppContext,
  mode: BlocklistMode,
): Promise<(domain: string) => string | null> {
  const sets = await Promise.all(
    ["mail_senders" as const, ...listsOf(mode)].map(async (name) => (await cachedList(ctx, name)).set),
  );
  return (domain) => {
    const labels = domain.split(".");
    for (let i = 0; i < labels.length - 1; i += 1) {
      const name = labels.slice(i).join(".");
      if (sets.some((set) => set.has(name))) return name;
    }
    return null;
  };
}

/** Default country of the web-content list: the profile's bundesland names it (DE-BY → DE), else DE. */
export async function userCountry(ctx: AppContext, userId: string): Promise<string> {
  const account = await accountForBlocklist(ctx.db, userId);
  return account.bundesland?.slice(0, 2) ?? "DE";
}

/** Web-content filter domains: the global curated list merged with the country's approved curated domains. */
export async function webContentDomains(ctx: AppContext, country: string): Promise<string[]> {
  const merged = new Set((await cachedList(ctx, "curated")).set);
  for (const domain of await countryWebContentDomains(ctx, country)) merged.add(domain);
  return [...merged].sort();
}

/** Mail senders to hide: the global mail-sender list plus the user's `mail_domain` custom domains. */
export async function mailSenderDomains(ctx: AppContext, userId: string): Promise<string[]> {
  const merged = new Set((await cachedList(ctx, "mail_senders")).set);
  for (const domain of await customDomainNames(ctx, userId, "mail_domain")) merged.add(domain);
  return [...merged].sort();
}

/** An approved submission joins the global list of its type (web → curated, mail_domain → mail_senders). */
export async function addApprovedDomain(
  tx: DbOrTx,
  domain: string,
  type: "web" | "mail_domain",
  now: Date,
): Promise<boolean> {
  const added = await addListEntry(tx, type === "web" ? "curated" : "mail_senders", domain, "submission", now);
  if (added && type === "web") await recordPolicyChange(tx, null, now);
  return added;
}

/**
 * Copies the bypass list file into the global list `bypass` when its version differs from the one
 * stored (start-up; instances starting together wait on the list's row lock, and the later ones find
 * it copied). Entries covering the service's own host names are left out. The version bump reaches
 * the resolvers through the change log (trigger on `blocklists`).
 */
export async function syncBypassList(
  ctx: AppContext,
  list: BypassList,
  ownHosts: readonly string[],
): Promise<{ status: "copied" | "unchanged"; count: number; dropped: string[] }> {
  const { domains, dropped } = bypassDomains(list, ownHosts);
  const source = bypassSource(list);
  const status = await ctx.db.transaction(async (tx) => {
    if ((await lockListSource(tx, "bypass")) === source) return "unchanged" as const;
    await replaceList(tx, "bypass", domains, { now: ctx.clock.now(), source });
    return "copied" as const;
  });
  return { status, count: domains.length, dropped };
}

/** A global list as the resolver (protect-dns) needs it: its version, size and domains, from this instance's cache. */
export async function resolverList(
  ctx: AppContext,
  name: "curated" | "full" | "bypass",
): Promise<{ version: number; count: number; domains: Iterable<string> }> {
  const list = await cachedList(ctx, name);
  return { version: list.version, count: list.set.size, domains: list.set };
}
