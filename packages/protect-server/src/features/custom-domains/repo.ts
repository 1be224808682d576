import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type DomainType, type UserCustomDomainRow, userCustomDomains } from "../../db/schema/blocklists.ts";
import { domainSubmissions } from "../../db/schema/domain-submissions.ts";
import { users } from "../../db/schema/users.ts";

export async function listCustomDomains(db: DbOrTx, userId: string, type?: DomainType): Promise<UserCustomDomainRow[]> {
  return db
    .select()
    .from(userCustomDomains)
    .where(and(eq(userCustomDomains.userId, userId), type ? eq(userCustomDomains.type, type) : undefined))
    .orderBy(asc(userCustomDomains.createdAt), asc(userCustomDomains.domain));
}

/** Custom domains that count against the plan: those not also approved from the user's own submission. */
export async function countLimitedCustomDomains(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userCustomDomains)
    .where(
      and(
        eq(userCustomDomains.userId, userId),
        sql`not exists (select 1 from ${domainSubmissions} s where s.user_id = ${userCustomDomains.userId}
          and s.domain = ${userCustomDomains.domain} and s.type = ${userCustomDomains.type} and s.status = 'approved')`,
      ),
    );
  return row?.n ?? 0;
}

/** Locks the account row: adds of one account run one after another, so the cap holds under races. */
export async function lockAccountPlan(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ plan: users.plan, globalBlocklistGraceUntil: users.globalBlocklistGraceUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!row) throw new Error(`account ${userId} vanished`);
  return row;
}

export async function findCustomDomain(
  db: DbOrTx,
  userId: string,
  domain: string,
  type: DomainType,
): Promise<UserCustomDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(userCustomDomains)
    .where(
      and(eq(userCustomDomains.userId, userId), eq(userCustomDomains.domain, domain), eq(userCustomDomains.type, type)),
    );
  return row;
}

export async function insertCustomDomain(
  db: DbOrTx,
  values: { userId: string; domain: string; type: DomainType; createdAt: Date },
): Promise<UserCustomDomainRow> {
  const [row] = await db.insert(userCustomDomains).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

export async function deleteCustomDomain(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userCustomDomains)
    .where(and(eq(userCustomDomains.id, id), eq(userCustomDomains.userId, userId)))
    .returning({ id: userCustomDomains.id });
  return rows.length > 0;
}
