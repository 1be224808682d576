import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { type AuthUser, authUserColumns } from "../../db/auth-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { magicPairingCodes, magicSessions } from "../../db/schema/magic.ts";
import { users } from "../../db/schema/users.ts";

/**
 * Inserts a live pairing code; false when the same code is live already (the partial unique index
 * keeps live codes unique). An expired, unused copy of the code is deleted first.
 */
export async function insertPairingCode(
  tx: DbOrTx,
  values: { userId: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  await tx
    .delete(magicPairingCodes)
    .where(
      and(
        eq(magicPairingCodes.codeHash, values.codeHash),
        isNull(magicPairingCodes.usedAt),
        lte(magicPairingCodes.expiresAt, values.now),
      ),
    );
  const rows = await tx
    .insert(magicPairingCodes)
    .values({ userId: values.userId, codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ id: magicPairingCodes.id });
  return rows.length > 0;
}

/** Marks a live code used in one conditional update: of concurrent redemptions exactly one gets the account. */
export async function claimPairingCode(tx: DbOrTx, codeHash: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(magicPairingCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(magicPairingCodes.codeHash, codeHash),
        isNull(magicPairingCodes.usedAt),
        gt(magicPairingCodes.expiresAt, now),
      ),
    )
    .returning({ userId: magicPairingCodes.userId });
  return row?.userId;
}

/** Retention: deletes pairing codes that expired or were used (a used code is never read again). */
export async function deleteExpiredPairingCodes(tx: DbOrTx, now: Date): Promise<number> {
  const rows = await tx
    .delete(magicPairingCodes)
    .where(
      or(
        lte(magicPairingCodes.expiresAt, now),
        and(isNotNull(magicPairingCodes.usedAt), lte(magicPairingCodes.usedAt, now)),
      ),
    )
    .returning({ id: magicPairingCodes.id });
  return rows.length;
}

/** Retention: deletes revoked companion sessions (a revoked token never authenticates again). */
export async function deleteRevokedMagicSessions(tx: DbOrTx, now: Date): Promise<number> {
  const rows = await tx
    .delete(magicSessions)
    .where(and(isNotNull(magicSessions.revokedAt), lte(magicSessions.revokedAt, now)))
    .returning({ id: magicSessions.id });
  return rows.length;
}

export async function insertMagicSession(
  tx: DbOrTx,
  values: { userId: string; tokenHash: string; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(magicSessions)
    .values({ userId: values.userId, tokenHash: values.tokenHash, createdAt: values.now })
    .returning({ id: magicSessions.id });
  if (!row) throw new Error("magic session insert returned no row");
  return row.id;
}

/** The live companion session of a token hash and its (not deleted) account. */
export async function findActiveMagicSession(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ sessionId: string; userDeviceId: string | null; user: AuthUser } | undefined> {
  const [row] = await db
    .select({ sessionId: magicSessions.id, userDeviceId: magicSessions.userDeviceId, user: authUserColumns })
    .from(magicSessions)
    .innerJoin(users, eq(users.id, magicSessions.userId))
    .where(and(eq(magicSessions.tokenHash, tokenHash), isNull(magicSessions.revokedAt), isNull(users.deletedAt)));
  return row;
}

export async function linkMagicSession(tx: DbOrTx, sessionId: string, userDeviceId: string): Promise<void> {
  await tx.update(magicSessions).set({ userDeviceId }).where(eq(magicSessions.id, sessionId));
}

/** Revokes the companion sessions bound to a device (its release). */
export async function revokeMagicSessionsOfDevice(tx: DbOrTx, userDeviceId: string, now: Date): Promise<void> {
  await tx
    .update(magicSessions)
    .set({ revokedAt: now })
    .where(and(eq(magicSessions.userDeviceId, userDeviceId), isNull(magicSessions.revokedAt)));
}
