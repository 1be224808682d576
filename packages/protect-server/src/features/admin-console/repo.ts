import { and, eq, gt, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { authUserColumns } from "../../db/auth-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { adminConsoleSessions, adminRecoveryCodes, adminTotp } from "../../db/schema/admin-console.ts";
import { adminUsers } from "../../db/schema/admin-users.ts";
import { users } from "../../db/schema/users.ts";

export type ConsoleStage = "password" | "complete";
export type TotpRow = typeof adminTotp.$inferSelect;

export async function insertConsoleSession(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; stage: ConsoleStage; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(adminConsoleSessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      stage: values.stage,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: adminConsoleSessions.id });
  if (!row) throw new Error("console session insert returned nothing");
  return row.id;
}

/**
 * The live console session of a token hash, with its user — only while the user is not deleted
 * and still an admin (revoking admin rights ends console sessions at once).
 */
export async function findConsoleSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: adminConsoleSessions.id, stage: adminConsoleSessions.stage, user: authUserColumns })
    .from(adminConsoleSessions)
    .innerJoin(users, eq(users.id, adminConsoleSessions.userId))
    .innerJoin(adminUsers, eq(adminUsers.userId, adminConsoleSessions.userId))
    .where(
      and(
        eq(adminConsoleSessions.tokenHash, tokenHash),
        isNull(adminConsoleSessions.revokedAt),
        gt(adminConsoleSessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Revokes a live session; false when it was already revoked (a concurrent upgrade won). */
export async function revokeConsoleSession(db: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminConsoleSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminConsoleSessions.id, sessionId), isNull(adminConsoleSessions.revokedAt)))
    .returning({ id: adminConsoleSessions.id });
  return rows.length > 0;
}

export async function findTotp(db: DbOrTx, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId)).limit(1);
  return row;
}

/** Stores a new, not yet confirmed secret; false when a confirmed one exists (it is never replaced here). */
export async function storePendingTotp(
  db: DbOrTx,
  userId: string,
  secretEncrypted: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(adminTotp)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({
      target: adminTotp.userId,
      set: { secretEncrypted, createdAt: now, lastUsedStep: null },
      setWhere: isNull(adminTotp.enabledAt),
    })
    .returning({ userId: adminTotp.userId });
  return rows.length > 0;
}

/**
 * Records that the code of `step` was used (and confirms the secret on enrolment), only if no code
 * of this or a later step was used before: of two concurrent uses of one code exactly one wins.
 */
export async function consumeTotpStep(
  db: DbOrTx,
  userId: string,
  step: number,
  options: { enable: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(adminTotp)
    .set({ lastUsedStep: step, ...(options.enable ? { enabledAt: options.now } : {}) })
    .where(
      and(
        eq(adminTotp.userId, userId),
        options.enable ? isNull(adminTotp.enabledAt) : gt(adminTotp.enabledAt, new Date(0)),
        or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: adminTotp.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[], now: Date): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Marks an unused recovery code of this user used; false when there is none (single use, race-safe). */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return rows.length;
}

/** Retention: deletes console sessions that expired or were revoked. */
export async function deleteEndedConsoleSessions(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(adminConsoleSessions)
    .where(
      or(
        lte(adminConsoleSessions.expiresAt, now),
        and(isNotNull(adminConsoleSessions.revokedAt), lte(adminConsoleSessions.revokedAt, now)),
      ),
    )
    .returning({ id: adminConsoleSessions.id });
  return rows.length;
}
