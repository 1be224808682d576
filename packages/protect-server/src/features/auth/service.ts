import type { AuthUser } from "../../db/auth-user.ts";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/users.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { assertDeviceUsable } from "../devices/service.ts";
import { decoyHash, hashPassword, verifyPassword } from "./password.ts";
import {
  deleteEndedSessions,
  findActiveSession,
  findLiveSessionsById,
  findUserByEmail,
  hasSignedInOnDevice,
  insertSession,
  insertUser,
  revokeSession,
  revokeSessionsOfInstallation,
} from "./repo.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";

const DAY_MS = 86_400_000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function startSession(
  ctx: AppContext,
  db: DbOrTx,
  session: { userId: string; deviceId: string | null },
): Promise<string> {
  const { userId, deviceId } = session;
  const token = newSessionToken();
  const now = ctx.clock.now();
  await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token, ctx.secrets.sessionPepper),
    deviceId,
    now,
    expiresAt: new Date(now.getTime() + ctx.settings.sessionTtlDays * DAY_MS),
  });
  return token;
}

export async function signup(
  ctx: AppContext,
  input: { email: string; password: string; nickname?: string | undefined },
): Promise<{ token: string; user: UserRow }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password, ctx.settings.scryptCost);
  const now = ctx.clock.now();
  const plan = ctx.settings.defaultPlan;
  // The account, its launch-default plan grant and its session commit together: a failure between
  // them leaves no account behind that a retry would find taken.
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email, passwordHash, nickname: input.nickname ?? null, plan, now });
    if (!user) throw new AppError("email_taken", `An account with e-mail "${email}" already exists`);
    // The launch default is an administrator's decision: an admin grant that set-plan replaces.
    if (plan !== "free") await ctx.plans.grant(tx, { userId: user.id, source: "admin", plan, cause: "admin" }, now);
    return { token: await startSession(ctx, tx, { userId: user.id, deviceId: null }), user };
  });
}

/**
 * Login. The device-lock check runs first: a device bound to another pro/legend account refuses
 * every other account before any password is checked (409 DEVICE_LOCKED), and the lock's owner is
 * told by e-mail (devices feature).
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; deviceId: string },
): Promise<{ token: string; user: UserRow }> {
  const email = normalizeEmail(input.email);
  await assertDeviceUsable(ctx, input.deviceId, { email });
  const user = await verifyCredentials(ctx, email, input.password);
  return { token: await startSession(ctx, ctx.db, { userId: user.id, deviceId: input.deviceId }), user };
}

/**
 * The account of an e-mail and password (401 when either is wrong, 403 when banned). Unknown
 * e-mails are checked against a decoy hash so both paths take similar time. Login and the admin
 * console's sign-in both call it.
 */
export async function verifyCredentials(ctx: AppContext, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(email));
  const valid = await verifyPassword(password, user?.passwordHash ?? decoyHash(ctx.settings.scryptCost));
  if (!user?.passwordHash || !valid) throw new AppError("unauthorized", "Wrong e-mail or password");
  if (user.banned) throw new AppError("forbidden", "Account is banned");
  return user;
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.clock.now());
}

/**
 * Signs an installation out of the account: every live session started on it (the session's
 * x-device-id at login) is revoked. Used when an approval evicts the device. The session cache
 * drops the entries through the auth change feed (triggers on sessions).
 */
export function revokeInstallationSessionsInTx(
  tx: Tx,
  key: { userId: string; deviceId: string },
  now: Date,
): Promise<number> {
  return revokeSessionsOfInstallation(tx, key, now);
}

/** True when this device has signed in to the account of this e-mail before (login rate limits). */
export async function isKnownDevice(ctx: AppContext, email: string, deviceId: string): Promise<boolean> {
  return hasSignedInOnDevice(ctx.db, normalizeEmail(email), deviceId);
}

/** Retention: expired and revoked sessions are deleted (the job's transaction). */
export function purgeEndedSessionsInTx(tx: DbOrTx, now: Date): Promise<number> {
  return deleteEndedSessions(tx, now);
}

/** The account (not deleted) with this e-mail, as given: callers normalise it (normalizeEmail). */
export function findAccountByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

export type SessionStanding = { state: "live"; expiresAt: Date } | { state: "banned" | "revoked" };

/**
 * Where these sessions stand now: `live` (with its end), `banned` (live, account banned) or
 * `revoked` (logged out, evicted, expired, or its account deleted). The realtime socket asks this
 * when the auth change feed names the account.
 */
export async function sessionStandings(
  db: Db,
  sessionIds: readonly string[],
  now: Date,
): Promise<Map<string, SessionStanding>> {
  const live = new Map((await findLiveSessionsById(db, sessionIds, now)).map((row) => [row.sessionId, row]));
  const standingOf = (id: string): SessionStanding => {
    const row = live.get(id);
    if (!row) return { state: "revoked" };
    return row.banned ? { state: "banned" } : { state: "live", expiresAt: row.expiresAt };
  };
  return new Map(sessionIds.map((id) => [id, standingOf(id)]));
}

/**
 * The live session of a token hash and its (not deleted) account, in one prepared query: the
 * request guard asks this on every authenticated request (http/authenticate.ts).
 */
export function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: AuthUser; sessionId: string; expiresAt: Date; deviceId: string | null } | undefined> {
  return findActiveSession(db, tokenHash, now);
}
