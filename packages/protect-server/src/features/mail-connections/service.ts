import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";
import type { AppContext } from "../../platform/app-context.ts";
import type { Plan } from "../../platform/config.ts";
import { AppError, planLimitError } from "../../platform/errors.ts";
import { type ImapLogin, ImapLoginError } from "../mail-imap/session.ts";
import { planLimits } from "../plans/limits.ts";
import { hasCurrentConsent, MAIL_CONSENT_VERSION } from "./consent.ts";
import { type ImapEndpoint, resolveImapEndpoint } from "./endpoint.ts";
import {
  accountPlan,
  appendConsentLog,
  countConnections,
  deleteConnection,
  findConnection,
  findConnectionsOf,
  insertConnection,
  listConnections,
  listPendingConsent,
  lockAccount,
  type NewConnection,
  updateConnection,
} from "./repo.ts";
import { normalizeTitle } from "./title.ts";

/** Art. 9 consent must be given to the current text: missing or outdated versions answer 412. */
export function requireCurrentConsent(version: string | undefined): string {
  if (version === undefined) {
    throw new AppError("consent_required", "consentVersion is required: the user must consent first", {
      currentVersion: MAIL_CONSENT_VERSION,
    });
  }
  if (version !== MAIL_CONSENT_VERSION) {
    throw new AppError("consent_required", `Consent version "${version}" is not the current one`, {
      currentVersion: MAIL_CONSENT_VERSION,
    });
  }
  return version;
}

/** Logs in once and logs out: proves the credentials before anything is stored. */
export async function verifyImapLogin(ctx: AppContext, login: ImapLogin): Promise<void> {
  let session: Awaited<ReturnType<AppContext["mail"]["imap"]["open"]>>;
  try {
    session = await ctx.mail.imap.open(login);
  } catch (error) {
    if (error instanceof ImapLoginError) throw new AppError("mail_login_failed", error.message);
    const code = (error as { code?: string }).code;
    throw new AppError(
      "mail_server_unreachable",
      `Could not reach the IMAP server "${login.host}:${login.port}"${code ? `: ${code}` : ""}`,
    );
  }
  await session.close();
}

/**
 * plan_limit unless the user may add one more connection (paused ones count: they come back on
 * re-upgrade). Inside the insert's transaction the caller has locked the account row, so
 * concurrent connects queue there and only one takes the last slot.
 */
async function assertConnectionSlot(db: DbOrTx, userId: string, account: { plan: Plan } | undefined): Promise<void> {
  if (!account) throw new AppError("not_found", `User "${userId}" not found`);
  const limit = planLimits[account.plan].mailConnections;
  const current = await countConnections(db, userId);
  if (limit !== null && current >= limit) throw planLimitError("mailConnections", current, limit);
}

export interface NewConnectionInput {
  email: string;
  endpoint: ImapEndpoint;
  title: string | null;
  authMethod: string;
  consentVersion: string;
  consentIp: string | null;
  /** Fills the encrypted secret columns; receives the new row's id (bound into the ciphertext). */
  secrets(
    id: string,
  ): Pick<
    NewConnection,
    | "passwordEncrypted"
    | "oauthAccessTokenEncrypted"
    | "oauthRefreshTokenEncrypted"
    | "oauthTokenExpiresAt"
    | "oauthScope"
  >;
}

/**
 * Stores a verified connection: plan limit checked under the account's row lock (two concurrent
 * connects cannot both take the last slot), consent recorded on the row and in the log, one
 * transaction. Shared by app-password connects and the OAuth callback.
 */
export async function createConnection(
  ctx: AppContext,
  userId: string,
  input: NewConnectionInput,
): Promise<MailConnectionRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await assertConnectionSlot(tx, userId, await lockAccount(tx, userId));
    const id = randomUUID();
    const row = await insertConnection(tx, {
      id,
      userId,
      email: input.email,
      title: input.title,
      imapHost: input.endpoint.host,
      imapPort: input.endpoint.port,
      imapTls: input.endpoint.tls,
      authMethod: input.authMethod,
      ...input.secrets(id),
      consentAt: now,
      consentVersion: input.consentVersion,
      consentIpAddress: input.consentIp,
      nextScanAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new AppError("already_connected", `"${input.email}" is already connected`);
    await appendConsentLog(tx, [
      {
        userId,
        connectionId: id,
        action: "grant",
        consentVersion: input.consentVersion,
        ipAddress: input.consentIp,
        createdAt: now,
      },
    ]);
    return row;
  });
}

export interface AppPasswordConnectInput {
  email: string;
  password: string;
  imapHost?: string | undefined;
  imapPort?: number | undefined;
  title?: string | null | undefined;
  consentVersion?: string | undefined;
}

/** POST /api/mail/connect: consent, input, a real IMAP login, then the stored connection. */
export async function connectWithAppPassword(
  ctx: AppContext,
  userId: string,
  input: AppPasswordConnectInput,
  ip: string | null,
): Promise<MailConnectionRow> {
  const consentVersion = requireCurrentConsent(input.consentVersion);
  const email = input.email.trim().toLowerCase();
  const title = normalizeTitle(input.title);
  const endpoint = resolveImapEndpoint(email, input, ctx.mail.operatorImapHosts);
  // The limit is checked again under the lock; checking here first spares the IMAP login.
  await assertConnectionSlot(ctx.db, userId, await accountPlan(ctx.db, userId));
  await verifyImapLogin(ctx, { ...endpoint, user: email, secret: { kind: "password", password: input.password } });
  return createConnection(ctx, userId, {
    email,
    endpoint,
    title,
    authMethod: "app_password",
    consentVersion,
    consentIp: ip,
    secrets: (id) => ({ passwordEncrypted: ctx.mail.cipher.encrypt(input.password, id) }),
  });
}

/** The caller's connection, or 404 (also for another user's id: existence is not revealed). */
export async function ownConnection(ctx: AppContext, userId: string, id: string): Promise<MailConnectionRow> {
  const row = await findConnection(ctx.db, id);
  if (!row || row.userId !== userId) throw new AppError("not_found", `Mail connection "${id}" not found`);
  return row;
}

export interface ConnectionUpdateInput {
  consentVersion?: string | undefined;
  password?: string | undefined;
  title?: string | null | undefined;
}

/**
 * POST /api/mail-connections/:id: renews consent (412 without the current version) and optionally
 * replaces the app password (verified by a login first) or the title. Clears the last error.
 */
export async function renewConnection(
  ctx: AppContext,
  userId: string,
  id: string,
  input: ConnectionUpdateInput,
  ip: string | null,
): Promise<MailConnectionRow> {
  const consentVersion = requireCurrentConsent(input.consentVersion);
  const row = await ownConnection(ctx, userId, id);
  const title = input.title === undefined ? row.title : normalizeTitle(input.title);
  if (input.password !== undefined) {
    if (row.authMethod !== "app_password") {
      throw new AppError("invalid_input", "This connection signs in with OAuth: connect it again instead");
    }
    await verifyImapLogin(ctx, {
      host: row.imapHost,
      port: row.imapPort,
      tls: row.imapTls,
      user: row.email,
      secret: { kind: "password", password: input.password },
    });
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const updated = await updateConnection(
      tx,
      id,
      {
        title,
        consentAt: now,
        consentVersion,
        consentIpAddress: ip,
        lastConnectError: null,
        lastConnectErrorAt: null,
        nextScanAt: now,
        ...(input.password !== undefined ? { passwordEncrypted: ctx.mail.cipher.encrypt(input.password, id) } : {}),
      },
      now,
    );
    if (!updated) throw new AppError("not_found", `Mail connection "${id}" not found`);
    await appendConsentLog(tx, [
      { userId, connectionId: id, action: "grant", consentVersion, ipAddress: ip, createdAt: now },
    ]);
    return updated;
  });
}

/** PATCH /api/mail-connections/:id: the title only. */
export async function renameConnection(
  ctx: AppContext,
  userId: string,
  id: string,
  rawTitle: string | null,
): Promise<MailConnectionRow> {
  const title = normalizeTitle(rawTitle);
  await ownConnection(ctx, userId, id);
  const updated = await updateConnection(ctx.db, id, { title }, ctx.clock.now());
  if (!updated) throw new AppError("not_found", `Mail connection "${id}" not found`);
  return updated;
}

/**
 * DELETE /api/mail-connections/:id: logs the revocation and deletes the row with its stored
 * credentials, its statistics and blocked-mail rows (foreign keys cascade). OAuth providers offer
 * no third-party revoke call, so the caller is told where to remove the app's permission.
 */
export async function disconnect(ctx: AppContext, userId: string, id: string): Promise<MailConnectionRow> {
  const row = await ownConnection(ctx, userId, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await appendConsentLog(tx, [
      {
        userId,
        connectionId: id,
        action: "revoke",
        consentVersion: row.consentVersion,
        ipAddress: null,
        createdAt: now,
      },
    ]);
    await deleteConnection(tx, id);
    await ctx.protectionWatch.record(tx, { kind: "mail_connection_removed", userId, at: now });
  });
  return row;
}

/**
 * POST /api/mail-connections/consent: consent for several connections at once. A single id that is
 * unknown or another user's fails the whole call and nothing is recorded.
 */
export async function grantConsent(
  ctx: AppContext,
  userId: string,
  ids: readonly string[],
  version: string | undefined,
  ip: string | null,
): Promise<MailConnectionRow[]> {
  const consentVersion = requireCurrentConsent(version);
  const unique = [...new Set(ids)];
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const rows = await findConnectionsOf(tx, userId, unique);
    const found = new Set(rows.map((row) => row.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing) throw new AppError("not_found", `Mail connection "${missing}" not found`);
    const updated: MailConnectionRow[] = [];
    for (const id of unique) {
      const row = await updateConnection(
        tx,
        id,
        { consentAt: now, consentVersion, consentIpAddress: ip, nextScanAt: now },
        now,
      );
      if (row) updated.push(row);
    }
    await appendConsentLog(
      tx,
      unique.map((id) => ({
        userId,
        connectionId: id,
        action: "grant" as const,
        consentVersion,
        ipAddress: ip,
        createdAt: now,
      })),
    );
    return updated;
  });
}

export function pendingConsent(ctx: AppContext, userId: string): Promise<MailConnectionRow[]> {
  return listPendingConsent(ctx.db, userId, MAIL_CONSENT_VERSION);
}

export function activeConnections(ctx: AppContext, userId: string): Promise<MailConnectionRow[]> {
  return listConnections(ctx.db, userId, { activeOnly: true });
}

export { hasCurrentConsent };
