import type { AppContext } from "../../app-context.ts";
import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";

/** The connection's access token, refreshed first when under 5 minutes remain. */
export async function freshAccessToken(ctx: AppContext, row: MailConnectionRow): Promise<string> {
  if (!row.oauthAccessTokenEncrypted) throw new Error(`Connection "${row.id}" has no stored access token`);
  return ctx.mail.cipher.decrypt(row.oauthAccessTokenEncrypted, `${row.id}:access`);
}
