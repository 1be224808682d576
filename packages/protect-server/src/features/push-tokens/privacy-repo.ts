import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { pushTokens } from "../../db/schema/push-tokens.ts";

/** Push registrations for the export: platform and state, not the token (a credential of the push service). */
export async function pushTokensForExport(db: DbOrTx, userId: string) {
  return db
    .select({
      id: pushTokens.id,
      platform: pushTokens.platform,
      enabled: pushTokens.enabled,
      createdAt: pushTokens.createdAt,
      updatedAt: pushTokens.updatedAt,
    })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId));
}
