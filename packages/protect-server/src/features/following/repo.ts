import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { follows } from "../../db/schema/follows.ts";

export async function insertFollow(db: DbOrTx, followerId: string, followeeId: string, now: Date): Promise<void> {
  await db.insert(follows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing();
}

export async function deleteFollow(db: DbOrTx, followerId: string, followeeId: string): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** Ids the user follows, oldest follow first. */
export async function followeeIds(db: DbOrTx, followerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(eq(follows.followerId, followerId))
    .orderBy(follows.createdAt, follows.followeeId);
  return rows.map((row) => row.id);
}

/** Which of the pairs exist, as "follower>followee" keys. */
export async function existingFollows(db: DbOrTx, pairs: [string, string][]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ a: follows.followerId, b: follows.followeeId })
    .from(follows)
    .where(inArray(follows.followerId, [...new Set(pairs.map(([a]) => a))]));
  const wanted = new Set(pairs.map(([a, b]) => `${a}>${b}`));
  return new Set(rows.map((row) => `${row.a}>${row.b}`).filter((key) => wanted.has(key)));
}
