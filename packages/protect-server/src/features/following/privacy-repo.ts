import { eq, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { follows } from "../../db/schema/follows.ts";

export async function followsForExport(db: DbOrTx, userId: string) {
  const following = await db
    .select({ userId: follows.followeeId, createdAt: follows.createdAt })
    .from(follows)
    .where(eq(follows.followerId, userId));
  const followers = await db
    .select({ userId: follows.followerId, createdAt: follows.createdAt })
    .from(follows)
    .where(eq(follows.followeeId, userId));
  return { following, followers };
}

export async function deleteFollowsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
}
