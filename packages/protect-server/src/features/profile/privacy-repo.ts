import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/users.ts";

/** The account row, locked until the transaction ends: erasures of one account run one after another. */
export async function lockUserRow(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}
