import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { moderationActions } from "../../db/schema/admin-console.ts";

/** The decisions stay (who moderated what, when); the content snapshot and the author link go. */
export async function redactSnapshotsOf(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(moderationActions)
    .set({ snapshot: { redacted: "account_erased" }, authorId: null })
    .where(eq(moderationActions.authorId, userId));
}
