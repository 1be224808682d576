import { and, asc, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { DomainType } from "../../db/schema/blocklists.ts";
import { type DomainSubmissionRow, domainSubmissions } from "../../db/schema/domain-submissions.ts";
import { users } from "../../db/schema/users.ts";

export async function findPendingOwn(
  db: DbOrTx,
  userId: string,
  domain: string,
  type: DomainType,
): Promise<DomainSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(domainSubmissions)
    .where(
      and(
        eq(domainSubmissions.userId, userId),
        eq(domainSubmissions.domain, domain),
        eq(domainSubmissions.type, type),
        eq(domainSubmissions.status, "pending"),
      ),
    );
  return row;
}

export async function insertSubmission(
  db: DbOrTx,
  values: { userId: string; domain: string; type: DomainType; createdAt: Date },
): Promise<DomainSubmissionRow> {
  const [row] = await db.insert(domainSubmissions).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

export async function listOwnSubmissions(
  db: DbOrTx,
  userId: string,
  status?: "pending" | "approved" | "rejected",
): Promise<DomainSubmissionRow[]> {
  return db
    .select()
    .from(domainSubmissions)
    .where(and(eq(domainSubmissions.userId, userId), status ? eq(domainSubmissions.status, status) : undefined))
    .orderBy(desc(domainSubmissions.createdAt), desc(domainSubmissions.id));
}

/**
 * Pending submissions with their author: legend, then pro, then free, then discovered names (no
 * author); oldest first in each.
 */
export async function listPendingForReview(db: DbOrTx, options: { limit: number; offset: number }) {
  const priority = sql<number>`case when ${domainSubmissions.origin} = 'discovered' then -1 else case ${users.plan} when 'legend' then 2 when 'pro' then 1 else 0 end end`;
  return db
    .select({ submission: domainSubmissions, nickname: users.nickname, plan: users.plan, planPriority: priority })
    .from(domainSubmissions)
    .leftJoin(users, eq(users.id, domainSubmissions.userId))
    .where(eq(domainSubmissions.status, "pending"))
    .orderBy(desc(priority), asc(domainSubmissions.createdAt), asc(domainSubmissions.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Moves a pending submission to its decision; undefined when it is not pending (or unknown). */
export async function decidePending(
  db: DbOrTx,
  id: string,
  decision: { status: "approved" | "rejected"; decidedBy: string; decidedAt: Date },
): Promise<DomainSubmissionRow | undefined> {
  const [row] = await db
    .update(domainSubmissions)
    .set(decision)
    .where(and(eq(domainSubmissions.id, id), eq(domainSubmissions.status, "pending")))
    .returning();
  return row;
}

export async function findSubmission(db: DbOrTx, id: string): Promise<DomainSubmissionRow | undefined> {
  const [row] = await db.select().from(domainSubmissions).where(eq(domainSubmissions.id, id));
  return row;
}

/** A discovered name's submission (no author), with the scorer's evidence. */
/** Rows per statement: a handful of columns each, far below PostgreSQL's 65,535 parameters. */
const DISCOVERED_PER_STATEMENT = 1000;

/** Inserts discovered submissions, a thousand per statement; answers domain → submission id. */
export async function insertDiscoveredSubmissions(
  db: DbOrTx,
  values: readonly { domain: string; evidence: Record<string, unknown>; createdAt: Date }[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let at = 0; at < values.length; at += DISCOVERED_PER_STATEMENT) {
    const rows = await db
      .insert(domainSubmissions)
      .values(
        values
          .slice(at, at + DISCOVERED_PER_STATEMENT)
          .map((value) => ({ ...value, userId: null, origin: "discovered" as const, type: "web" as const })),
      )
      .returning({ id: domainSubmissions.id, domain: domainSubmissions.domain });
    for (const row of rows) ids.set(row.domain, row.id);
  }
  return ids;
}

/** Retention: discovered submissions not approved, created before `cutoff`. */
export async function deleteDiscoveredBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(domainSubmissions)
    .where(
      and(
        eq(domainSubmissions.origin, "discovered"),
        ne(domainSubmissions.status, "approved"),
        lt(domainSubmissions.createdAt, cutoff),
      ),
    )
    .returning({ id: domainSubmissions.id });
  return rows.length;
}
