import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";

export async function accountPlanState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ plan: users.plan, globalBlocklistGraceUntil: users.globalBlocklistGraceUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
