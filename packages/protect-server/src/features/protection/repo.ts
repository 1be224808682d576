import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type CooldownRow, cooldowns } from "../../db/schema/cooldowns.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

export type ProtectionAccount = Pick<
  UserRow,
  | "id"
  | "plan"
  | "createdAt"
  | "mdmManaged"
  | "protectionDisabledAt"
  | "screentimePasscode"
  | "globalBlocklistGraceUntil"
  | "foundingMember"
>;

const accountColumns = {
  id: users.id,
  plan: users.plan,
  createdAt: users.createdAt,
  mdmManaged: users.mdmManaged,
  protectionDisabledAt: users.protectionDisabledAt,
  screentimePasscode: users.screentimePasscode,
  globalBlocklistGraceUntil: users.globalBlocklistGraceUntil,
  foundingMember: users.foundingMember,
};

/** The account's protection columns; `forUpdate` locks the row for the rest of the transaction. */
export async function findAccount(db: DbOrTx, userId: string, forUpdate = false): Promise<ProtectionAccount> {
  const query = db.select(accountColumns).from(users).where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new Error(`account ${userId} vanished`);
  return row;
}

export async function setAccountProtection(
  db: DbOrTx,
  userId: string,
  patch: Partial<Pick<UserRow, "protectionDisabledAt" | "screentimePasscode">>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId));
}

/** A running cooldown: neither resolved nor cancelled (the partial unique index's predicate). */
const running = sql`${cooldowns.resolvedAt} is null and ${cooldowns.cancelledAt} is null`;

/** Inserts a running cooldown unless one runs already (the partial unique index decides). */
export async function insertCooldownIfNoneRuns(
  db: DbOrTx,
  values: { userId: string; requestedAt: Date; endsAt: Date; startedByDeviceId?: string },
): Promise<CooldownRow | undefined> {
  const [row] = await db
    .insert(cooldowns)
    .values(values)
    .onConflictDoNothing({ target: cooldowns.userId, where: running })
    .returning();
  return row;
}

export async function findRunningCooldown(db: DbOrTx, userId: string): Promise<CooldownRow | undefined> {
  const [row] = await db
    .select()
    .from(cooldowns)
    .where(and(eq(cooldowns.userId, userId), running))
    .limit(1);
  return row;
}

/**
 * Cancels the account's running cooldown (that has not ended by `now`); with `startedBy`, only one
 * that device's release started. Returns the cancelled row.
 */
export async function cancelRunningCooldown(
  db: DbOrTx,
  userId: string,
  now: Date,
  startedBy?: string,
): Promise<CooldownRow | undefined> {
  const [row] = await db
    .update(cooldowns)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(cooldowns.userId, userId),
        running,
        gt(cooldowns.endsAt, now),
        ...(startedBy === undefined ? [] : [eq(cooldowns.startedByDeviceId, startedBy)]),
      ),
    )
    .returning();
  return row;
}

/** Moves a running cooldown's end (the two-person rule's one postponement). */
export async function extendCooldown(db: DbOrTx, cooldownId: string, endsAt: Date): Promise<void> {
  await db.update(cooldowns).set({ endsAt }).where(eq(cooldowns.id, cooldownId));
}

/** Resolves the account's running cooldown if it has ended by `now`; returns it when it did. */
export async function resolveElapsedCooldown(db: DbOrTx, userId: string, now: Date): Promise<CooldownRow | undefined> {
  const [row] = await db
    .update(cooldowns)
    .set({ resolvedAt: now })
    .where(and(eq(cooldowns.userId, userId), running, lte(cooldowns.endsAt, now)))
    .returning();
  return row;
}

export async function latestResolvedCooldown(db: DbOrTx, userId: string): Promise<CooldownRow | undefined> {
  const [row] = await db
    .select()
    .from(cooldowns)
    .where(and(eq(cooldowns.userId, userId), isNotNull(cooldowns.resolvedAt)))
    .orderBy(desc(cooldowns.resolvedAt))
    .limit(1);
  return row;
}

/** Stamps protectionRestoredAt on the resolved cooldown that turned protection off. */
export async function markCooldownRestored(db: DbOrTx, cooldownId: string, now: Date): Promise<void> {
  await db.update(cooldowns).set({ protectionRestoredAt: now }).where(eq(cooldowns.id, cooldownId));
}

/** The account's cooldowns, newest request first. */
export async function listCooldowns(db: DbOrTx, userId: string, limit: number): Promise<CooldownRow[]> {
  return db
    .select()
    .from(cooldowns)
    .where(eq(cooldowns.userId, userId))
    .orderBy(desc(cooldowns.requestedAt), desc(cooldowns.id))
    .limit(limit);
}

/** End of the running cooldown of each of the given accounts (accounts without one are absent). */
export async function runningCooldownEnds(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: cooldowns.userId, endsAt: cooldowns.endsAt })
    .from(cooldowns)
    .where(and(inArray(cooldowns.userId, [...userIds]), running));
  return new Map(rows.map((row) => [row.userId, row.endsAt]));
}
