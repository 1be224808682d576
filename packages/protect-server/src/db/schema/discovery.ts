import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { domainSubmissions } from "./domain-submissions.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const CANDIDATE_STATUSES = ["scored", "queued", "approved", "rejected"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** What made a candidate's score: stored with it and shown to the administrator in the queue. */
export interface CandidateEvidence {
  score: number;
  nameScore: number;
  vocabulary: string[];
  lookAlike: { of: string; kind: string } | null;
  cohostedWith: string[];
  addresses: string[];
  reportDays: number;
  /** The k of the last report: the name was asked by at least this many devices on a day. */
  k: number;
}

/**
 * Names the resolvers reported (issue 28): on no list, asked by at least k devices on a day. No
 * device, user or client address: the name, its addresses and the scorer's verdict. Unapproved
 * rows are deleted 30 days after the first report (discovery-retention job).
 */
export const discoveryCandidates = pgTable(
  "discovery_candidates",
  {
    domain: text("domain").primaryKey(),
    addresses: jsonb("addresses").$type<string[]>().notNull(),
    firstReportedAt: ts("first_reported_at").notNull(),
    lastReportedAt: ts("last_reported_at").notNull(),
    /** Days on which it was reported. */
    reportDays: integer("report_days").notNull().default(1),
    lastDay: text("last_day").notNull(),
    score: doublePrecision("score").notNull(),
    evidence: jsonb("evidence").$type<CandidateEvidence>().notNull(),
    status: text("status", { enum: CANDIDATE_STATUSES }).notNull().default("scored"),
    submissionId: uuid("submission_id").references(() => domainSubmissions.id, { onDelete: "set null" }),
  },
  (t) => [
    index("discovery_candidates_first_idx").on(t.firstReportedAt),
    index("discovery_candidates_status_idx").on(t.status),
  ],
);

export type DiscoveryCandidateRow = typeof discoveryCandidates.$inferSelect;

export const DISCOVERY_LABELS = ["gambling", "not_gambling"] as const;

/** Administrators' decisions on discovered names: labelled examples the scorer trains on. Kept. */
export const discoveryLabels = pgTable("discovery_labels", {
  domain: text("domain").primaryKey(),
  label: text("label", { enum: DISCOVERY_LABELS }).notNull(),
  decidedAt: ts("decided_at").notNull(),
});

/**
 * Addresses of names on the gambling lists (curated, full), for the co-hosting evidence: the
 * resolvers never ask upstream for a blocked name, so protect-server resolves a rotating daily
 * sample of list names itself through a configured resolver (jobs/list-addresses.ts). A list name
 * and its public addresses: no device, user or query. Rows older than 30 days are deleted.
 */
export const listAddresses = pgTable(
  "gambling_list_addresses",
  {
    domain: text("domain").primaryKey(),
    /** A and AAAA addresses; empty when the name did not resolve (kept so the rotation moves on). */
    addresses: jsonb("addresses").$type<string[]>().notNull(),
    resolvedAt: ts("resolved_at").notNull(),
  },
  (t) => [index("gambling_list_addresses_resolved_idx").on(t.resolvedAt)],
);
