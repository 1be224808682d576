import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { digaCodes } from "../../db/schema/diga-codes.ts";
import type { Cursor } from "../../lib/pagination.ts";
import type { Plan } from "../../platform/config.ts";

export type DigaCodeRow = typeof digaCodes.$inferSelect;

/**
 * Marks the code used by this account if it is unused and unexpired, in one statement. Of several
 * concurrent calls exactly one gets the row: the others see used_at set once the first commits.
 */
export async function claimCode(db: DbOrTx, code: string, userId: string, now: Date): Promise<DigaCodeRow | undefined> {
  const [row] = await db
    .update(digaCodes)
    .set({ usedAt: now, usedByProfileId: userId })
    .where(
      and(
        eq(digaCodes.code, code),
        isNull(digaCodes.usedAt),
        or(isNull(digaCodes.expiresAt), gt(digaCodes.expiresAt, now)),
      ),
    )
    .returning();
  return row;
}

export async function findCode(db: DbOrTx, code: string): Promise<DigaCodeRow | undefined> {
  const [row] = await db.select().from(digaCodes).where(eq(digaCodes.code, code)).limit(1);
  return row;
}

export async function insertCodes(
  db: DbOrTx,
  rows: {
    code: string;
    grantsPlan: Plan;
    expiresAt: Date | null;
    label: string | null;
    notes: string | null;
    createdAt: Date;
  }[],
): Promise<DigaCodeRow[]> {
  if (rows.length === 0) return [];
  return db.insert(digaCodes).values(rows).onConflictDoNothing({ target: digaCodes.code }).returning();
}

export type DigaCodeStatus = "unused" | "used" | "expired";

export interface CodeListFilter {
  after?: Cursor | undefined;
  limit: number;
  label?: string | undefined;
  status?: DigaCodeStatus | undefined;
  now: Date;
}

function statusCondition(status: DigaCodeStatus, now: Date): SQL | undefined {
  if (status === "used") return isNotNull(digaCodes.usedAt);
  const expired = and(isNotNull(digaCodes.expiresAt), lte(digaCodes.expiresAt, now));
  if (status === "expired") return and(isNull(digaCodes.usedAt), expired);
  return and(isNull(digaCodes.usedAt), or(isNull(digaCodes.expiresAt), gt(digaCodes.expiresAt, now)));
}

/** Codes newest first, keyset-paged on (createdAt, id); `limit + 1` rows. */
export async function listCodes(db: DbOrTx, filter: CodeListFilter): Promise<DigaCodeRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.label !== undefined) conditions.push(eq(digaCodes.label, filter.label));
  if (filter.status) conditions.push(statusCondition(filter.status, filter.now));
  if (filter.after) {
    conditions.push(
      sql`(${digaCodes.createdAt}, ${digaCodes.id}) < (${filter.after.at.toISOString()}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  return db
    .select()
    .from(digaCodes)
    .where(and(...conditions))
    .orderBy(desc(digaCodes.createdAt), desc(digaCodes.id))
    .limit(filter.limit + 1);
}

/** Every code of a label, oldest first (the CSV export). */
export async function codesOfLabel(db: DbOrTx, label: string): Promise<DigaCodeRow[]> {
  return db.select().from(digaCodes).where(eq(digaCodes.label, label)).orderBy(digaCodes.createdAt, digaCodes.id);
}

/** Ends the validity of unused, still valid codes now; answers the codes it expired. */
export async function expireCodes(
  db: DbOrTx,
  target: { ids: string[] } | { label: string },
  now: Date,
): Promise<DigaCodeRow[]> {
  return db
    .update(digaCodes)
    .set({ expiresAt: now })
    .where(
      and(
        "ids" in target ? inArray(digaCodes.id, target.ids) : eq(digaCodes.label, target.label),
        statusCondition("unused", now),
      ),
    )
    .returning();
}

export interface LabelSummary {
  label: string | null;
  total: number;
  used: number;
  expired: number;
  firstCreatedAt: Date;
}

/** One line per label: how many codes, used and expired (the console's batch list). */
export async function summariseLabels(db: DbOrTx, now: Date): Promise<LabelSummary[]> {
  const rows = await db
    .select({
      label: digaCodes.label,
      total: sql<number>`count(*)::int`,
      used: sql<number>`count(${digaCodes.usedAt})::int`,
      expired: sql<number>`count(*) filter (where ${digaCodes.usedAt} is null and ${digaCodes.expiresAt} <= ${now.toISOString()}::timestamptz)::int`,
      firstCreatedAt: sql<string>`min(${digaCodes.createdAt})`,
    })
    .from(digaCodes)
    .groupBy(digaCodes.label)
    .orderBy(sql`min(${digaCodes.createdAt}) desc`);
  return rows.map((row) => ({ ...row, firstCreatedAt: new Date(row.firstCreatedAt) }));
}
