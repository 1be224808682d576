import { and, asc, desc, eq, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  commentLikes,
  communityPosts,
  communityReplies,
  communityReports,
  postLikes,
} from "../../db/schema/community.ts";
import { users } from "../../db/schema/users.ts";

export type PostRow = typeof communityPosts.$inferSelect;
export type ReplyRow = typeof communityReplies.$inferSelect;
export type NewPost = typeof communityPosts.$inferInsert;

export interface PostView extends PostRow {
  authorNickname: string | null;
  likeCount: number;
  replyCount: number;
  likedByMe: boolean;
}

export interface ReplyView extends ReplyRow {
  authorNickname: string | null;
  likeCount: number;
  likedByMe: boolean;
}

export async function insertPost(db: DbOrTx, values: NewPost): Promise<PostRow> {
  const [row] = await db.insert(communityPosts).values(values).returning();
  if (!row) throw new Error("post insert returned no row");
  return row;
}

export async function insertReply(db: DbOrTx, values: typeof communityReplies.$inferInsert): Promise<ReplyRow> {
  const [row] = await db.insert(communityReplies).values(values).returning();
  if (!row) throw new Error("reply insert returned no row");
  return row;
}

function postViewColumns(viewerId: string) {
  return {
    post: communityPosts,
    authorNickname: users.nickname,
    likeCount: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${communityPosts.id})`,
    replyCount: sql<number>`(select count(*)::int from ${communityReplies} where ${communityReplies.postId} = ${communityPosts.id} and not ${communityReplies.isDeleted})`,
    likedByMe: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${viewerId})`,
  };
}

type PostViewRow = {
  post: PostRow;
  authorNickname: string | null;
  likeCount: number;
  replyCount: number;
  likedByMe: boolean;
};
const toPostView = ({ post, ...rest }: PostViewRow): PostView => ({ ...post, ...rest });

/** Live (not deleted) posts, newest first, after the keyset cursor (createdAt, id). */
export async function listPosts(
  db: DbOrTx,
  options: {
    viewerId: string;
    limit: number;
    category?: PostRow["category"];
    before?: { createdAt: Date; id: string };
  },
): Promise<PostView[]> {
  const { before } = options;
  const rows = await db
    .select(postViewColumns(options.viewerId))
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .where(
      and(
        eq(communityPosts.isDeleted, false),
        options.category ? eq(communityPosts.category, options.category) : undefined,
        before
          ? or(
              lt(communityPosts.createdAt, before.createdAt),
              and(eq(communityPosts.createdAt, before.createdAt), lt(communityPosts.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(options.limit);
  return rows.map(toPostView);
}

export async function findPostView(db: DbOrTx, postId: string, viewerId: string): Promise<PostView | undefined> {
  const [row] = await db
    .select(postViewColumns(viewerId))
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .where(and(eq(communityPosts.id, postId), eq(communityPosts.isDeleted, false)));
  return row ? toPostView(row) : undefined;
}

export async function listReplies(db: DbOrTx, postId: string, viewerId: string): Promise<ReplyView[]> {
  const rows = await db
    .select({
      reply: communityReplies,
      authorNickname: users.nickname,
      likeCount: sql<number>`(select count(*)::int from ${commentLikes} where ${commentLikes.replyId} = ${communityReplies.id})`,
      likedByMe: sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.replyId} = ${communityReplies.id} and ${commentLikes.userId} = ${viewerId})`,
    })
    .from(communityReplies)
    .leftJoin(users, eq(users.id, communityReplies.authorId))
    .where(and(eq(communityReplies.postId, postId), eq(communityReplies.isDeleted, false)))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
  return rows.map(({ reply, ...rest }) => ({ ...reply, ...rest }));
}

/** A live post or reply (not deleted), for the rules that act on it. */
export async function findLive(
  db: DbOrTx,
  target: "post" | "reply",
  id: string,
): Promise<{ id: string; authorId: string | null; postId: string } | undefined> {
  if (target === "post") {
    const [row] = await db
      .select({ id: communityPosts.id, authorId: communityPosts.authorId, postId: communityPosts.id })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, id), eq(communityPosts.isDeleted, false)));
    return row;
  }
  const [row] = await db
    .select({ id: communityReplies.id, authorId: communityReplies.authorId, postId: communityReplies.postId })
    .from(communityReplies)
    .innerJoin(communityPosts, eq(communityPosts.id, communityReplies.postId))
    .where(
      and(eq(communityReplies.id, id), eq(communityReplies.isDeleted, false), eq(communityPosts.isDeleted, false)),
    );
  return row;
}

/** Adds the like, or removes it when it exists; returns whether the user likes it now and the count. */
export async function toggleLike(
  db: DbOrTx,
  target: { kind: "post" | "reply"; id: string; authorId: string | null },
  userId: string,
  now: Date,
): Promise<{ liked: boolean; likeCount: number }> {
  if (target.kind === "post") {
    const added = await db
      .insert(postLikes)
      .values({ userId, postId: target.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) {
      await db.delete(postLikes).where(and(eq(postLikes.userId, userId), eq(postLikes.postId, target.id)));
    }
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(postLikes)
      .where(eq(postLikes.postId, target.id));
    return { liked: added.length > 0, likeCount: count?.n ?? 0 };
  }
  const added = await db
    .insert(commentLikes)
    .values({ userId, replyId: target.id, replyAuthorId: target.authorId ?? userId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) {
    await db.delete(commentLikes).where(and(eq(commentLikes.userId, userId), eq(commentLikes.replyId, target.id)));
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commentLikes)
    .where(eq(commentLikes.replyId, target.id));
  return { liked: added.length > 0, likeCount: count?.n ?? 0 };
}

/** Records one report per reporter and target; the first report of a target stamps its reportedAt. */
export async function recordReport(
  db: DbOrTx,
  target: { kind: "post" | "reply"; id: string },
  values: { reporterId: string; reason: string | null; now: Date },
): Promise<void> {
  await db
    .insert(communityReports)
    .values({
      targetType: target.kind,
      targetId: target.id,
      reporterId: values.reporterId,
      reason: values.reason,
      createdAt: values.now,
    })
    .onConflictDoNothing();
  const table = target.kind === "post" ? communityPosts : communityReplies;
  await db
    .update(table)
    .set({ reportedAt: sql`coalesce(${table.reportedAt}, ${values.now.toISOString()}::timestamptz)` })
    .where(eq(table.id, target.id));
}

/** Soft delete: the row stays (moderation, audit) but leaves every list. */
export async function softDelete(db: DbOrTx, target: { kind: "post" | "reply"; id: string }, now: Date): Promise<void> {
  const table = target.kind === "post" ? communityPosts : communityReplies;
  await db.update(table).set({ isDeleted: true, deletedAt: now }).where(eq(table.id, target.id));
}
