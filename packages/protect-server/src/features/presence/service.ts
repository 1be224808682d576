import type { AppContext } from "../../platform/app-context.ts";
import { touchLastSeen, touchLastSeenOfAll, visibleLastSeen } from "./repo.ts";

export const LAST_SEEN_MAX_IDS = 200;

/** Last seen of the followed, presence-visible users among `userIds` (filtered here, not in the app). */
export async function lastSeenOf(ctx: AppContext, viewerId: string, userIds: string[]) {
  const rows = await visibleLastSeen(ctx.db, viewerId, [...new Set(userIds)]);
  return { users: rows.map((row) => ({ userId: row.userId, lastSeenAt: row.lastSeenAt?.toISOString() ?? null })) };
}

/** Stamps the user's lastSeenAt (the realtime socket calls this on connect and disconnect). */
export async function markSeen(ctx: AppContext, userId: string): Promise<void> {
  await touchLastSeen(ctx.db, userId, ctx.clock.now());
}

/** Stamps the lastSeenAt of every one of `userIds` (a realtime instance shutting down). */
export async function markSeenAll(ctx: AppContext, userIds: readonly string[]): Promise<void> {
  if (userIds.length > 0) await touchLastSeenOfAll(ctx.db, userIds, ctx.clock.now());
}
