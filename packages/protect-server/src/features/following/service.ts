import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { findActiveUser } from "../profile/service.ts";
import { deleteFollow, existingFollows, followeeIds, insertFollow } from "./repo.ts";

async function requirePeer(ctx: AppContext, selfId: string, userId: string) {
  if (userId === selfId) throw new AppError("invalid_input", "You cannot follow yourself");
  const peer = await findActiveUser(ctx.db, userId);
  if (!peer) throw new AppError("not_found", "No such user");
  return peer;
}

export async function follow(ctx: AppContext, followerId: string, followeeId: string) {
  await requirePeer(ctx, followerId, followeeId);
  await insertFollow(ctx.db, followerId, followeeId, ctx.clock.now());
  return { userId: followeeId, following: true };
}

export async function unfollow(ctx: AppContext, followerId: string, followeeId: string) {
  await requirePeer(ctx, followerId, followeeId);
  await deleteFollow(ctx.db, followerId, followeeId);
  return { userId: followeeId, following: false };
}

/** Ids of the users this user follows. */
export function followingOf(db: DbOrTx, userId: string): Promise<string[]> {
  return followeeIds(db, userId);
}

/** Whether a follows b and b follows a. */
export async function followEachOther(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const found = await existingFollows(db, [
    [a, b],
    [b, a],
  ]);
  return found.size === 2;
}

/**
 * Calls need both to follow each other and the callee to accept calls (callsEnabled); the reason
 * tells the app which hint to show.
 */
export async function canCall(ctx: AppContext, callerId: string, calleeId: string) {
  if (callerId === calleeId) throw new AppError("invalid_input", "You cannot call yourself");
  const callee = await findActiveUser(ctx.db, calleeId);
  if (!callee) throw new AppError("not_found", "No such user");
  if (!(await followEachOther(ctx.db, callerId, calleeId))) return { canCall: false, reason: "not_mutual" as const };
  if (!callee.callsEnabled) return { canCall: false, reason: "calls_disabled" as const };
  return { canCall: true, reason: null };
}
