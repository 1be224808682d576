import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { follows } from "../../db/schema/follows.ts";
import { users } from "../../db/schema/users.ts";

/**
 * Last-seen times of those of `userIds` the viewer follows and who show their presence
 * (presenceVisible, not deleted); everyone else is left out.
 */
export async function visibleLastSeen(
  db: DbOrTx,
  viewerId: string,
  userIds: string[],
): Promise<{ userId: string; lastSeenAt: Date | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, lastSeenAt: users.lastSeenAt })
    .from(users)
    .innerJoin(follows, and(eq(follows.followeeId, users.id), eq(follows.followerId, viewerId)))
    .where(and(inArray(users.id, userIds), eq(users.presenceVisible, true), isNull(users.deletedAt)))
    .orderBy(users.id);
}

/** Stamps lastSeenAt (connect, disconnect, heartbeat over the socket). */
export async function touchLastSeen(db: DbOrTx, userId: string, now: Date): Promise<void> {
  // A deleted account is never stamped again (its socket may close after the erasure).
  await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** Stamps lastSeenAt of many users at once (a shutting-down instance's connected users). */
export async function touchLastSeenOfAll(db: DbOrTx, userIds: readonly string[], now: Date): Promise<void> {
  for (let i = 0; i < userIds.length; i += 1000) {
    await db
      .update(users)
      .set({ lastSeenAt: now })
      .where(and(inArray(users.id, userIds.slice(i, i + 1000)), isNull(users.deletedAt)));
  }
}
