import type { AppContext } from "../../app-context.ts";
import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";
import type { ImapLogin } from "../mail-imap/session.ts";
import { freshAccessToken } from "../mail-oauth/tokens.ts";

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
