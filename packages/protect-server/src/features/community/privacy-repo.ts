import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  commentLikes,
  communityPosts,
  communityReplies,
  communityReports,
  postLikes,
} from "../../db/schema/community.ts";

export async function postsForExport(db: DbOrTx, userId: string) {
  const t = communityPosts;
  return db
    .select({
      id: t.id,
      category: t.category,
      content: t.content,
      gameName: t.gameName,
      isModerated: t.isModerated,
      isDeleted: t.isDeleted,
      deletedAt: t.deletedAt,
      reportedAt: t.reportedAt,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(and(eq(t.authorId, userId), eq(t.authorKind, "user")))
    .orderBy(asc(t.createdAt));
}

export async function repliesForExport(db: DbOrTx, userId: string) {
  const t = communityReplies;
  return db
    .select({
      id: t.id,
      postId: t.postId,
      content: t.content,
      isModerated: t.isModerated,
      isDeleted: t.isDeleted,
      deletedAt: t.deletedAt,
      reportedAt: t.reportedAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.authorId, userId))
    .orderBy(asc(t.createdAt));
}

export async function likesForExport(db: DbOrTx, userId: string) {
  const posts = await db
    .select({ postId: postLikes.postId, createdAt: postLikes.createdAt })
    .from(postLikes)
    .where(eq(postLikes.userId, userId));
  const replies = await db
    .select({ replyId: commentLikes.replyId, createdAt: commentLikes.createdAt })
    .from(commentLikes)
    .where(eq(commentLikes.userId, userId));
  return { posts, replies };
}

export async function reportsForExport(db: DbOrTx, userId: string) {
  const t = communityReports;
  return db
    .select({ id: t.id, targetType: t.targetType, targetId: t.targetId, reason: t.reason, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.reporterId, userId))
    .orderBy(asc(t.createdAt));
}

/**
 * Erasure: posts and replies become tombstones (content blanked, deleted) so that other people's
 * replies and likes keep their parent; the user's likes and reports are deleted.
 */
export async function scrubCommunityOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(communityPosts)
    .set({ content: "", gameName: null, i18nParams: null, isDeleted: true, deletedAt: now, updatedAt: now })
    .where(eq(communityPosts.authorId, userId));
  await db
    .update(communityReplies)
    .set({ content: "", isDeleted: true, deletedAt: now })
    .where(eq(communityReplies.authorId, userId));
  await db.delete(postLikes).where(eq(postLikes.userId, userId));
  await db.delete(commentLikes).where(eq(commentLikes.userId, userId));
  await db.delete(communityReports).where(eq(communityReports.reporterId, userId));
}
