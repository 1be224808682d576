import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { type AuthUser, authUserColumns } from "../../db/auth-user.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import type { Plan } from "../../platform/config.ts";

export type { AuthUser } from "../../db/auth-user.ts";

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Inserts the account; undefined when the e-mail is taken (unique index, race-safe). */
export async function insertUser(
  db: DbOrTx,
  values: { email: string; passwordHash: string; nickname: string | null; plan: Plan; now: Date },
): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      nickname: values.nickname,
      plan: values.plan,
      onboardingStep: values.nickname ? "nickname" : "welcome",
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0];
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; deviceId: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    deviceId: values.deviceId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

function prepareFindActiveSession(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      deviceId: sessions.deviceId,
      user: authUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare("find_active_session");
}

/** Prepared once per database: this query runs on every authenticated request. */
const preparedFindActiveSession = new WeakMap<Db, ReturnType<typeof prepareFindActiveSession>>();

/** The live session with this token hash and its (not deleted) user, in one query. */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: AuthUser; sessionId: string; expiresAt: Date; deviceId: string | null } | undefined> {
  let prepared = preparedFindActiveSession.get(db);
  if (!prepared) {
    prepared = prepareFindActiveSession(db);
    preparedFindActiveSession.set(db, prepared);
  }
  const rows = await prepared.execute({ tokenHash, now });
  return rows[0];
}

/** Of these sessions, the live ones (not revoked, not expired, account not deleted) and their account's ban. */
export async function findLiveSessionsById(
  db: DbOrTx,
  sessionIds: readonly string[],
  now: Date,
): Promise<{ sessionId: string; expiresAt: Date; banned: boolean }[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, banned: users.banned })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    );
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes the account's live sessions started on one installation (x-device-id); returns how many. */
export async function revokeSessionsOfInstallation(
  db: DbOrTx,
  key: { userId: string; deviceId: string },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, key.userId), eq(sessions.deviceId, key.deviceId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** True when a session (live or not) of the account with this e-mail was started on this device. */
export async function hasSignedInOnDevice(db: DbOrTx, email: string, deviceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), isNull(users.deletedAt), eq(sessions.deviceId, deviceId)))
    .limit(1);
  return rows.length > 0;
}

/** Retention: deletes sessions that expired or were revoked (they no longer authenticate anything). */
export async function deleteEndedSessions(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lte(sessions.revokedAt, now))))
    .returning({ id: sessions.id });
  return rows.length;
}
