import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { type ImapLogin, ImapLoginError, type MailboxSession } from "../mail-imap/session.ts";
import { freshAccessToken, refreshRejectedToken } from "../mail-oauth/tokens.ts";

/** The IMAP login of a stored connection: the decrypted app password, or a fresh OAuth access token. */
export async function imapLoginOf(ctx: AppContext, row: MailConnectionRow): Promise<ImapLogin> {
  const endpoint = { host: row.imapHost, port: row.imapPort, tls: row.imapTls, user: row.email };
  if (row.authMethod === "app_password") {
    if (!row.passwordEncrypted) throw new Error(`Connection "${row.id}" has no stored app password`);
    return {
      ...endpoint,
      secret: { kind: "password", password: ctx.mail.cipher.decrypt(row.passwordEncrypted, row.id) },
    };
  }
  return { ...endpoint, secret: { kind: "oauth2", accessToken: await freshAccessToken(ctx, row) } };
}

/**
 * Opens a stored connection's INBOX. An OAuth token the server refuses before its expiry is
 * refreshed once (a reactive refresh) and the login tried again.
 */
export async function openMailbox(ctx: AppContext, row: MailConnectionRow): Promise<MailboxSession> {
  const login = await imapLoginOf(ctx, row);
  try {
    return await ctx.mail.imap.open(login);
  } catch (error) {
    if (!(error instanceof ImapLoginError) || login.secret.kind !== "oauth2") throw error;
    const accessToken = await refreshRejectedToken(ctx, row);
    return ctx.mail.imap.open({ ...login, secret: { kind: "oauth2", accessToken } });
  }
}
