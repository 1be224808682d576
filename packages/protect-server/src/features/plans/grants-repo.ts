import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type PlanGrantRow, type PlanGrantSource, planGrants } from "../../db/schema/plan-grants.ts";
import type { Plan } from "../../platform/config.ts";

export interface GrantWrite {
  userId: string;
  source: PlanGrantSource;
  reference?: string;
  plan: Plan;
  startsAt: Date;
  endsAt?: Date | null;
  endedAt?: Date | null;
  lastEventAt?: Date | null;
}

export async function grantsOfUser(db: DbOrTx, userId: string): Promise<PlanGrantRow[]> {
  return db.select().from(planGrants).where(eq(planGrants.userId, userId)).orderBy(asc(planGrants.createdAt));
}

export async function findGrant(
  db: DbOrTx,
  key: { userId: string; source: PlanGrantSource; reference?: string },
): Promise<PlanGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(planGrants)
    .where(
      and(
        eq(planGrants.userId, key.userId),
        eq(planGrants.source, key.source),
        eq(planGrants.reference, key.reference ?? ""),
      ),
    )
    .for("update");
  return row;
}

/** Inserts the grant or replaces the one with the same (user, source, reference). */
export async function upsertGrant(db: DbOrTx, grant: GrantWrite, now: Date): Promise<PlanGrantRow> {
  const values = {
    plan: grant.plan,
    startsAt: grant.startsAt,
    endsAt: grant.endsAt ?? null,
    endedAt: grant.endedAt ?? null,
    lastEventAt: grant.lastEventAt ?? null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(planGrants)
    .values({ userId: grant.userId, source: grant.source, reference: grant.reference ?? "", ...values })
    .onConflictDoUpdate({ target: [planGrants.userId, planGrants.source, planGrants.reference], set: values })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return row;
}

/** Ends the user's open grants of one source (one reference when given); returns those it ended. */
export async function endGrants(
  db: DbOrTx,
  key: { userId: string; source?: PlanGrantSource; reference?: string; lastEventAt?: Date | null },
  now: Date,
): Promise<PlanGrantRow[]> {
  return db
    .update(planGrants)
    .set({ endedAt: now, updatedAt: now, ...(key.lastEventAt ? { lastEventAt: key.lastEventAt } : {}) })
    .where(
      and(
        eq(planGrants.userId, key.userId),
        key.source ? eq(planGrants.source, key.source) : undefined,
        key.reference !== undefined ? eq(planGrants.reference, key.reference) : undefined,
        isNull(planGrants.endedAt),
      ),
    )
    .returning();
}

/** Trial grants whose week is over and that the trial job has not closed yet. */
export async function dueTrialGrants(db: DbOrTx, now: Date): Promise<PlanGrantRow[]> {
  return db
    .select()
    .from(planGrants)
    .where(and(eq(planGrants.source, "trial"), isNull(planGrants.endedAt), lte(planGrants.endsAt, now)));
}
