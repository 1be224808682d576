import type { DbOrTx } from "../../db/client.ts";
import type { DomainType } from "../../db/schema/blocklists.ts";
import type { DomainSubmissionRow } from "../../db/schema/domain-submissions.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { recordAudit } from "../admin/service.ts";
import { domainFromInput } from "../blocklists/domain-input.ts";
import { addApprovedDomain } from "../blocklists/service.ts";
import { createCoachPost } from "../community/service.ts";
import { recordDiscoveryDecisionInTx } from "../discovery/labels-service.ts";
import { notifyUser } from "../notifications/service.ts";
import {
  decidePending,
  deleteDiscoveredBefore,
  findPendingOwn,
  findSubmission,
  insertDiscoveredSubmissions,
  insertSubmission,
  listOwnSubmissions,
  listPendingForReview,
} from "./repo.ts";

/** The seed's review promise: a submission is decided within 24 hours. */
export const REVIEW_SLA_MS = 24 * 3_600_000;

/** A user proposes a domain for the global list; a pending duplicate of their own is returned. */
export async function submitDomain(
  ctx: AppContext,
  userId: string,
  input: { domain: string; type: DomainType },
): Promise<{ created: boolean; row: DomainSubmissionRow }> {
  const domain = domainFromInput(input.domain, "body.domain");
  const existing = await findPendingOwn(ctx.db, userId, domain, input.type);
  if (existing) return { created: false, row: existing };
  return {
    created: true,
    row: await insertSubmission(ctx.db, { userId, domain, type: input.type, createdAt: ctx.clock.now() }),
  };
}

export async function ownSubmissions(ctx: AppContext, userId: string): Promise<DomainSubmissionRow[]> {
  return listOwnSubmissions(ctx.db, userId);
}

export async function approvedOwnSubmissions(ctx: AppContext, userId: string): Promise<DomainSubmissionRow[]> {
  return listOwnSubmissions(ctx.db, userId, "approved");
}

/** The admin queue with the seed's row fields: planPriority, deadlineAt, msUntilDeadline. */
export async function reviewQueue(ctx: AppContext, options: { limit: number; offset: number }) {
  const now = ctx.clock.now().getTime();
  const rows = await listPendingForReview(ctx.db, options);
  return rows.map((row) => {
    const deadline = row.submission.createdAt.getTime() + REVIEW_SLA_MS;
    return {
      submission: row.submission,
      nickname: row.nickname,
      plan: row.plan,
      planPriority: Number(row.planPriority),
      deadlineAt: new Date(deadline),
      msUntilDeadline: deadline - now,
    };
  });
}

async function decide(
  ctx: AppContext,
  adminId: string,
  id: string,
  status: "approved" | "rejected",
): Promise<DomainSubmissionRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const decided = await decidePending(tx, id, { status, decidedBy: adminId, decidedAt: now });
    if (!decided) {
      const existing = await findSubmission(tx, id);
      if (!existing) throw new AppError("not_found", `Submission "${id}" not found`);
      throw new AppError("invalid_transition", `Submission "${id}" is already ${existing.status}`);
    }
    const data = { submissionId: decided.id, domain: decided.domain, type: decided.type };
    const action = status === "approved" ? "submission.approve" : "submission.reject";
    await recordAudit(tx, { adminUserId: adminId, action, targetUserId: decided.userId, details: data }, now);
    if (decided.userId === null) {
      // A discovered name: no author to tell; the decision teaches the scorer.
      await recordDiscoveryDecisionInTx(tx, decided.domain, status, now);
      if (status === "approved") await addApprovedDomain(tx, decided.domain, decided.type, now);
      return decided;
    }
    if (status === "approved") {
      await addApprovedDomain(tx, decided.domain, decided.type, now);
      await notifyUser(tx, decided.userId, "domain_submission_approved", data, now);
      await createCoachPost(tx, coachPostFor(decided.domain, decided.type), now);
    } else {
      await notifyUser(tx, decided.userId, "domain_submission_rejected", data, now);
    }
    return decided;
  });
}

const COACH_WORDING = {
  web: {
    i18nKey: "community.coach.domainApproved.web",
    text: (domain: string) => `Thanks to the community, the gambling site ${domain} is now blocked for everyone.`,
  },
  mail_domain: {
    i18nKey: "community.coach.domainApproved.mailDomain",
    text: (domain: string) => `Thanks to the community, mail from ${domain} is now filtered for everyone.`,
  },
} as const;

/**
 * The coach's community post about an approved domain: the app renders `i18nKey` with the domain;
 * `body` is the English fallback.
 */
export function coachPostFor(domain: string, type: "web" | "mail_domain") {
  const wording = COACH_WORDING[type];
  return { i18nKey: wording.i18nKey, body: wording.text(domain), i18nParams: { domain } };
}

/**
 * Approve: in one transaction the submission becomes `approved`, the domain joins the global list of
 * its type (web → curated, mail_domain → mail senders), the author is notified and the coach posts
 * to the community, and the decision is audited. Only a pending submission can be decided: a second
 * decision answers 409.
 */
export function approveSubmission(ctx: AppContext, adminId: string, id: string): Promise<DomainSubmissionRow> {
  return decide(ctx, adminId, id, "approved");
}

/** Reject: the submission becomes `rejected` and the author is notified. */
export function rejectSubmission(ctx: AppContext, adminId: string, id: string): Promise<DomainSubmissionRow> {
  return decide(ctx, adminId, id, "rejected");
}

/** The discovery scorer puts a name in the admin queue (inside the report's transaction). */
/** Queues discovered names for the administrators (one submission each); domain → submission id. */
export function queueDiscoveredInTx(
  tx: DbOrTx,
  names: readonly { domain: string; evidence: Record<string, unknown> }[],
  now: Date,
): Promise<Map<string, string>> {
  return insertDiscoveredSubmissions(
    tx,
    names.map((name) => ({ ...name, createdAt: now })),
  );
}

/** How long a discovered name's submission stays unless approved (the candidate's own limit). */
export const DISCOVERED_SUBMISSION_RETENTION_MS = 30 * 86_400_000;

/** Retention: discovered submissions not approved within 30 days are deleted (their labels stay). */
export function purgeDiscoveredSubmissionsInTx(tx: DbOrTx, now: Date): Promise<number> {
  return deleteDiscoveredBefore(tx, new Date(now.getTime() - DISCOVERED_SUBMISSION_RETENTION_MS));
}
