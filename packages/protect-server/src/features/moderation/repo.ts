import type { DbOrTx } from "../../db/client.ts";
import { moderationActions } from "../../db/schema/admin-console.ts";

export async function insertModerationAction(db: DbOrTx, values: typeof moderationActions.$inferInsert): Promise<void> {
  await db.insert(moderationActions).values(values);
}
