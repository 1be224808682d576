import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { blocklistEntries } from "../../db/schema/blocklists.ts";
import {
  type CandidateEvidence,
  type CandidateStatus,
  type DiscoveryCandidateRow,
  discoveryCandidates,
  discoveryLabels,
  listAddresses,
} from "../../db/schema/discovery.ts";

export async function candidatesOf(db: DbOrTx, domains: string[]): Promise<DiscoveryCandidateRow[]> {
  if (domains.length === 0) return [];
  return db.select().from(discoveryCandidates).where(inArray(discoveryCandidates.domain, domains)).for("update");
}

export async function labelledDomains(db: DbOrTx, domains: string[]): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  const rows = await db
    .select({ domain: discoveryLabels.domain })
    .from(discoveryLabels)
    .where(inArray(discoveryLabels.domain, domains));
  return new Set(rows.map((row) => row.domain));
}

/** An arbitrary fixed key: discovery reports take it so two of them never interleave. */
const DISCOVERY_INGEST_LOCK = 0x2801_0001;

/**
 * Serialises report ingestion until the transaction ends: two reports naming the same new domain
 * (two protect-dns instances, or a retry while the first is still running) must not both queue it.
 */
export async function lockDiscoveryIngest(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DISCOVERY_INGEST_LOCK})`);
}

export interface CandidateWrite {
  domain: string;
  addresses: string[];
  reportedAt: Date;
  day: string;
  score: number;
  evidence: CandidateEvidence;
  status: CandidateStatus;
  submissionId: string | null;
  reportDays: number;
  firstReportedAt: Date;
}

/** Rows per statement: ten columns each, far below PostgreSQL's 65,535 parameters. */
const UPSERT_CHUNK = 500;

/** Inserts or updates candidates, a few hundred rows per statement (a report has up to 5,000). */
export async function upsertCandidates(db: DbOrTx, rows: readonly CandidateWrite[]): Promise<void> {
  for (let at = 0; at < rows.length; at += UPSERT_CHUNK) {
    const values = rows.slice(at, at + UPSERT_CHUNK).map((row) => ({
      domain: row.domain,
      addresses: row.addresses,
      firstReportedAt: row.firstReportedAt,
      lastReportedAt: row.reportedAt,
      reportDays: row.reportDays,
      lastDay: row.day,
      score: row.score,
      evidence: row.evidence,
      status: row.status,
      submissionId: row.submissionId,
    }));
    await db
      .insert(discoveryCandidates)
      .values(values)
      .onConflictDoUpdate({
        target: discoveryCandidates.domain,
        set: {
          addresses: sql`excluded.addresses`,
          firstReportedAt: sql`excluded.first_reported_at`,
          lastReportedAt: sql`excluded.last_reported_at`,
          reportDays: sql`excluded.report_days`,
          lastDay: sql`excluded.last_day`,
          score: sql`excluded.score`,
          evidence: sql`excluded.evidence`,
          status: sql`excluded.status`,
          submissionId: sql`excluded.submission_id`,
        },
      });
  }
}

/** All labelled examples (the administrators' decisions). */
export async function allLabels(db: DbOrTx): Promise<{ domain: string; label: "gambling" | "not_gambling" }[]> {
  return db.select({ domain: discoveryLabels.domain, label: discoveryLabels.label }).from(discoveryLabels);
}

export async function upsertLabel(
  db: DbOrTx,
  domain: string,
  label: "gambling" | "not_gambling",
  now: Date,
): Promise<void> {
  await db
    .insert(discoveryLabels)
    .values({ domain, label, decidedAt: now })
    .onConflictDoUpdate({ target: discoveryLabels.domain, set: { label, decidedAt: now } });
}

export async function setCandidateStatus(db: DbOrTx, domain: string, status: CandidateStatus): Promise<void> {
  await db.update(discoveryCandidates).set({ status }).where(eq(discoveryCandidates.domain, domain));
}

/** Approved candidates' addresses: known gambling hosts for the co-hosting evidence. */
export async function approvedAddresses(db: DbOrTx): Promise<{ domain: string; addresses: string[] }[]> {
  return db
    .select({ domain: discoveryCandidates.domain, addresses: discoveryCandidates.addresses })
    .from(discoveryCandidates)
    .where(eq(discoveryCandidates.status, "approved"));
}

/** Retention: unapproved candidates first reported before `cutoff`, approved ones last reported before `approvedCutoff`. */
export async function deleteOldCandidates(db: DbOrTx, cutoff: Date, approvedCutoff: Date): Promise<number> {
  const unapproved = await db
    .delete(discoveryCandidates)
    .where(and(ne(discoveryCandidates.status, "approved"), lt(discoveryCandidates.firstReportedAt, cutoff)))
    .returning({ domain: discoveryCandidates.domain });
  const approved = await db
    .delete(discoveryCandidates)
    .where(and(eq(discoveryCandidates.status, "approved"), lt(discoveryCandidates.lastReportedAt, approvedCutoff)))
    .returning({ domain: discoveryCandidates.domain });
  return unapproved.length + approved.length;
}

/**
 * Gambling-list names (curated, full) to resolve next: never resolved first, then the least
 * recently resolved, `limit` of them (the daily rotating sample).
 */
export async function listNamesToResolve(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ domain: blocklistEntries.domain, resolvedAt: listAddresses.resolvedAt })
    .from(blocklistEntries)
    .leftJoin(listAddresses, eq(listAddresses.domain, blocklistEntries.domain))
    .where(inArray(blocklistEntries.list, ["curated", "full"]))
    .orderBy(sql`${listAddresses.resolvedAt} asc nulls first`, asc(blocklistEntries.domain))
    .limit(limit);
  return rows.map((row) => row.domain);
}

export async function upsertListAddresses(
  db: DbOrTx,
  rows: { domain: string; addresses: string[] }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(listAddresses)
    .values(rows.map((row) => ({ ...row, resolvedAt: now })))
    .onConflictDoUpdate({
      target: listAddresses.domain,
      set: { addresses: sql`excluded.addresses`, resolvedAt: sql`excluded.resolved_at` },
    });
}

/** Listed names' addresses resolved since `since` (the co-hosting evidence). */
export async function recentListAddresses(db: DbOrTx, since: Date): Promise<{ domain: string; addresses: string[] }[]> {
  return db
    .select({ domain: listAddresses.domain, addresses: listAddresses.addresses })
    .from(listAddresses)
    .where(gte(listAddresses.resolvedAt, since));
}

/** Retention: rows resolved before `cutoff`. */
export async function deleteListAddressesBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(listAddresses)
    .where(lt(listAddresses.resolvedAt, cutoff))
    .returning({ domain: listAddresses.domain });
  return rows.length;
}
