// Discovery of new gambling domains (issue 28): protect-dns reports, per day, names on no list asked
// by at least k devices with their addresses; each is scored (name model + co-hosting) and, at or
// above DISCOVERY_THRESHOLD, queued for the administrators as a `discovered` submission with its
// evidence. Their decisions become labelled examples (labels-service.ts) the scorer retrains on.
import { createHash } from "node:crypto";
import type { Tx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { curatedDomainNames, normalisedName, resolverListMatcher } from "../blocklists/service.ts";
import { purgeDiscoveredSubmissionsInTx, queueDiscoveredInTx } from "../submissions/service.ts";
import { LIST_ADDRESS_RETENTION_MS } from "./list-addresses-service.ts";
import {
  allLabels,
  approvedAddresses,
  type CandidateWrite,
  candidatesOf,
  deleteOldCandidates,
  labelledDomains,
  lockDiscoveryIngest,
  recentListAddresses,
  upsertCandidates,
} from "./repo.ts";
import { DISCOVERY_THRESHOLD, DiscoveryScorer, readLabelledSet } from "./scorer.ts";

const DAY_MS = 86_400_000;
/** Unapproved candidates are deleted this long after their first report. */
export const CANDIDATE_RETENTION_MS = 30 * DAY_MS;
/** Approved candidates (kept for their addresses: co-hosting evidence) after their last report. */
export const APPROVED_CANDIDATE_RETENTION_MS = 90 * DAY_MS;

interface CachedScorer {
  key: string;
  scorer: DiscoveryScorer;
}

/**
 * The trained scorer, trained again when the decisions or the curated list change (training takes
 * about 2 s; instances sharing a database train the same model from the same rows).
 */
let cachedScorer: CachedScorer | undefined;
let trainingSet: ReturnType<typeof readLabelledSet> | undefined;

async function scorerFor(ctx: AppContext): Promise<DiscoveryScorer> {
  const labels = await allLabels(ctx.db);
  const curated = [...(await curatedDomainNames(ctx))];
  const key = createHash("sha256")
    .update(JSON.stringify([labels.map((row) => `${row.domain}=${row.label}`).sort(), curated.sort()]))
    .digest("base64url");
  if (cachedScorer?.key === key) return cachedScorer.scorer;
  trainingSet ??= readLabelledSet();
  const decisions = labels.map((row) => ({
    domain: row.domain,
    label: row.label === "gambling" ? (1 as const) : (0 as const),
    decision: true,
  }));
  const approved = labels.filter((row) => row.label === "gambling").map((row) => row.domain);
  const scorer = DiscoveryScorer.train([...trainingSet, ...decisions], [...curated, ...approved]);
  cachedScorer = { key, scorer };
  return scorer;
}

/**
 * address → known gambling domains on it: approved discovered names (whose addresses are kept) and
 * list names resolved in the last 30 days (list-addresses-service.ts).
 */
async function knownGamblingHosts(ctx: AppContext, now: Date): Promise<Map<string, string[]>> {
  const hosts = new Map<string, string[]>();
  const listed = await recentListAddresses(ctx.db, new Date(now.getTime() - LIST_ADDRESS_RETENTION_MS));
  for (const { domain, addresses } of [...(await approvedAddresses(ctx.db)), ...listed]) {
    for (const address of addresses) hosts.set(address, [...(hosts.get(address) ?? []), domain]);
  }
  return hosts;
}

export interface ReportedName {
  name: string;
  addresses: string[];
}

/**
 * One report of a resolver: names that are invalid, on a resolver list or already decided are
 * skipped; the rest are scored and stored (with their evidence) in one transaction; those at or
 * above the threshold and not queued yet enter the admin queue.
 */
export async function ingestDiscoveryReport(
  ctx: AppContext,
  report: { day: string; k: number; names: readonly ReportedName[] },
): Promise<{ received: number; scored: number; queued: number }> {
  const now = ctx.clock.now();
  const byDomain = new Map<string, string[]>();
  const listed = await resolverListMatcher(ctx);
  for (const { name, addresses } of report.names) {
    const domain = normalisedName(name);
    if (domain === null || listed(domain)) continue;
    byDomain.set(domain, [...new Set([...(byDomain.get(domain) ?? []), ...addresses])].slice(0, 8));
  }
  const scorer = await scorerFor(ctx);
  const hosts = await knownGamblingHosts(ctx, now);
  return ctx.db.transaction(async (tx) => {
    await lockDiscoveryIngest(tx);
    const domains = [...byDomain.keys()];
    const decided = await labelledDomains(tx, domains);
    const existing = new Map((await candidatesOf(tx, domains)).map((row) => [row.domain, row]));
    const writes: CandidateWrite[] = [];
    for (const [domain, addresses] of byDomain) {
      const before = existing.get(domain);
      if (decided.has(domain) || (before && before.status !== "scored" && before.status !== "queued")) continue;
      const cohostedWith = [...new Set(addresses.flatMap((address) => hosts.get(address) ?? []))].filter(
        (known) => known !== domain,
      );
      const { score, evidence } = scorer.score(domain, cohostedWith);
      const newDay = before?.lastDay !== report.day;
      const reportDays = (before?.reportDays ?? 0) + (before && !newDay ? 0 : 1);
      writes.push({
        domain,
        addresses,
        reportedAt: now,
        firstReportedAt: before?.firstReportedAt ?? now,
        day: report.day,
        score,
        evidence: { score, ...evidence, addresses, reportDays, k: report.k },
        status: before?.status ?? "scored",
        submissionId: before?.submissionId ?? null,
        reportDays,
      });
    }
    // Reported names at or above the threshold, not queued before, enter the administrators' queue.
    const toQueue = writes.filter((write) => write.status === "scored" && write.score >= DISCOVERY_THRESHOLD);
    const submissionIds = await queueDiscoveredInTx(
      tx,
      toQueue.map((write) => ({ domain: write.domain, evidence: { ...write.evidence } })),
      now,
    );
    for (const write of toQueue) {
      write.status = "queued";
      write.submissionId = submissionIds.get(write.domain) ?? null;
    }
    await upsertCandidates(tx, writes);
    return { received: report.names.length, scored: writes.length, queued: toQueue.length };
  });
}

/** Retention (daily job): unapproved candidates and their submissions after 30 days; labels stay. */
export async function purgeDiscoveryInTx(tx: Tx, now: Date): Promise<number> {
  const candidates = await deleteOldCandidates(
    tx,
    new Date(now.getTime() - CANDIDATE_RETENTION_MS),
    new Date(now.getTime() - APPROVED_CANDIDATE_RETENTION_MS),
  );
  return candidates + (await purgeDiscoveredSubmissionsInTx(tx, now));
}
