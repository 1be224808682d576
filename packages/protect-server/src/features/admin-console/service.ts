import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { openSecret, sealSecret } from "../../platform/secret-box.ts";
import { isAdminAccount, recordAudit } from "../admin/service.ts";
import { verifyCredentials } from "../auth/service.ts";
import { hashSessionToken } from "../auth/session-token.ts";
import { csrfTokenOf, hashRecoveryCode, newConsoleToken, newRecoveryCode, RECOVERY_CODE_COUNT } from "./credentials.ts";
import {
  type ConsoleStage,
  consumeTotpStep,
  countUnusedRecoveryCodes,
  deleteEndedConsoleSessions,
  findConsoleSession,
  findTotp,
  insertConsoleSession,
  replaceRecoveryCodes,
  revokeConsoleSession,
  storePendingTotp,
  useRecoveryCode,
} from "./repo.ts";
import { matchTotp, newTotpSecret, otpauthUri } from "./totp.ts";

const MINUTE = 60_000;
/** A password-stage session lives long enough to scan a QR code, not longer. */
const PASSWORD_STAGE_TTL_MS = 10 * MINUTE;
/** A console sign-in lasts one working day. */
const COMPLETE_STAGE_TTL_MS = 8 * 60 * MINUTE;
export const TOTP_ISSUER = "Protect Admin";

export interface ConsoleSessionRef {
  sessionId: string;
  userId: string;
  email: string | null;
  stage: ConsoleStage;
  /** What the page must send back in `x-csrf-token` on state-changing requests. */
  csrfToken: string;
}

export interface IssuedConsoleSession {
  token: string;
  csrfToken: string;
  stage: ConsoleStage;
  expiresAt: Date;
}

async function issue(ctx: AppContext, userId: string, stage: ConsoleStage): Promise<IssuedConsoleSession> {
  const token = newConsoleToken();
  const tokenHash = hashSessionToken(token, ctx.secrets.sessionPepper);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + (stage === "complete" ? COMPLETE_STAGE_TTL_MS : PASSWORD_STAGE_TTL_MS));
  await insertConsoleSession(ctx.db, { userId, tokenHash, stage, now, expiresAt });
  return { token, csrfToken: csrfTokenOf(tokenHash, ctx.secrets.sessionPepper), stage, expiresAt };
}

/**
 * First step of the console sign-in: e-mail and password of an admin account. Answers a short-lived
 * password-stage session and whether the second factor is still to be enrolled.
 */
export async function startConsoleSignIn(
  ctx: AppContext,
  input: { email: string; password: string },
): Promise<IssuedConsoleSession & { secondFactor: "enrol" | "verify" }> {
  const user = await verifyCredentials(ctx, input.email, input.password);
  if (!(await isAdminAccount(ctx.db, user.id))) throw new AppError("forbidden", "Admin access required");
  const totp = await findTotp(ctx.db, user.id);
  const issued = await issue(ctx, user.id, "password");
  return { ...issued, secondFactor: totp?.enabledAt ? "verify" : "enrol" };
}

function requireStage(session: ConsoleSessionRef, stage: ConsoleStage): void {
  if (session.stage !== stage) {
    throw new AppError("invalid_transition", stage === "password" ? "Already signed in" : "Second factor required");
  }
}

/** Creates (or replaces an unconfirmed) TOTP secret and answers what the QR code shows. */
export async function beginEnrolment(
  ctx: AppContext,
  session: ConsoleSessionRef,
): Promise<{ secret: string; otpauthUri: string; issuer: string; account: string }> {
  requireStage(session, "password");
  const secret = newTotpSecret();
  const stored = await storePendingTotp(
    ctx.db,
    session.userId,
    sealSecret(ctx.secrets.tokenEncryptionKey, secret),
    ctx.clock.now(),
  );
  if (!stored) throw new AppError("invalid_transition", "A second factor is already enrolled");
  const account = session.email ?? session.userId;
  return { secret, otpauthUri: otpauthUri({ issuer: TOTP_ISSUER, account, secret }), issuer: TOTP_ISSUER, account };
}

/** The step a code matches for this admin's stored secret, or a 401. */
async function matchCode(ctx: AppContext, userId: string, code: string, confirmed: boolean): Promise<number> {
  const totp = await findTotp(ctx.db, userId);
  if (!totp || Boolean(totp.enabledAt) !== confirmed) {
    throw new AppError("invalid_transition", confirmed ? "No second factor enrolled" : "Start the enrolment first");
  }
  const secret = openSecret(ctx.decryptionKeys, totp.secretEncrypted);
  const step = matchTotp(secret, code, { at: ctx.clock.now(), lastUsedStep: totp.lastUsedStep });
  if (step === undefined) throw new AppError("unauthorized", "Wrong or already used code");
  return step;
}

/** Replaces the password-stage session by a signed-in one (a new token: no session fixation). */
async function upgrade(ctx: AppContext, session: ConsoleSessionRef): Promise<IssuedConsoleSession> {
  if (!(await revokeConsoleSession(ctx.db, session.sessionId, ctx.clock.now()))) {
    throw new AppError("unauthorized", "Session ended");
  }
  return issue(ctx, session.userId, "complete");
}

/**
 * Confirms the enrolment with a first code: the secret is enabled, ten recovery codes are made
 * (shown once, stored hashed) and the session is signed in.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  session: ConsoleSessionRef,
  code: string,
): Promise<IssuedConsoleSession & { recoveryCodes: string[] }> {
  requireStage(session, "password");
  const step = await matchCode(ctx, session.userId, code, false);
  const now = ctx.clock.now();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeTotpStep(tx, session.userId, step, { enable: true, now }))) {
      throw new AppError("unauthorized", "Wrong or already used code");
    }
    const hashes = recoveryCodes.map((c) => hashRecoveryCode(c, ctx.secrets.sessionPepper));
    await replaceRecoveryCodes(tx, session.userId, hashes, now);
    await recordAudit(tx, { adminUserId: session.userId, action: "console.enrol" }, now);
  });
  return { ...(await upgrade(ctx, session)), recoveryCodes };
}

/** Second step of the sign-in: a TOTP code, or one of the recovery codes (each works once). */
export async function verifySecondFactor(
  ctx: AppContext,
  session: ConsoleSessionRef,
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<IssuedConsoleSession & { recoveryCodesLeft: number }> {
  requireStage(session, "password");
  const now = ctx.clock.now();
  let method: "totp" | "recovery_code";
  if (input.code !== undefined) {
    const step = await matchCode(ctx, session.userId, input.code, true);
    if (!(await consumeTotpStep(ctx.db, session.userId, step, { enable: false, now }))) {
      throw new AppError("unauthorized", "Wrong or already used code");
    }
    method = "totp";
  } else {
    const hash = hashRecoveryCode(input.recoveryCode ?? "", ctx.secrets.sessionPepper);
    if (!(await useRecoveryCode(ctx.db, session.userId, hash, now))) {
      throw new AppError("unauthorized", "Wrong or already used recovery code");
    }
    method = "recovery_code";
  }
  await recordAudit(ctx.db, { adminUserId: session.userId, action: "console.sign_in", details: { method } }, now);
  const issued = await upgrade(ctx, session);
  return { ...issued, recoveryCodesLeft: await countUnusedRecoveryCodes(ctx.db, session.userId) };
}

export async function signOutConsole(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeConsoleSession(ctx.db, sessionId, ctx.clock.now());
}

/** Retention: expired and revoked console sessions are deleted (the job's transaction). */
export function purgeEndedConsoleSessionsInTx(tx: DbOrTx, now: Date): Promise<number> {
  return deleteEndedConsoleSessions(tx, now);
}

/**
 * The live console session of a token hash with its stage and (not deleted, still admin) account:
 * the console guard asks this on every console request (console-auth.ts).
 */
export function findLiveConsoleSession(ctx: AppContext, tokenHash: string) {
  return findConsoleSession(ctx.db, tokenHash, ctx.clock.now());
}
