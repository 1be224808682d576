import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { communityPosts, communityReplies } from "../../db/schema/community.ts";
import type { Cursor } from "../../lib/pagination.ts";

// The community's side of moderation: reported posts and replies, the decisions on them. The
// moderation feature reaches these through moderation-service.ts.

export type ModerationTargetType = "post" | "reply";

export interface QueueRow {
  type: ModerationTargetType;
  id: string;
  postId: string;
  authorId: string | null;
  authorNickname: string | null;
  content: string;
  reportedAt: Date;
  createdAt: Date;
  reportCount: number;
  reasons: string[];
}

interface RawQueueRow {
  type: ModerationTargetType;
  id: string;
  post_id: string;
  author_id: string | null;
  nickname: string | null;
  content: string;
  reported_at: string | Date;
  created_at: string | Date;
  report_count: number | string;
  reasons: string[] | null;
}

/**
 * Reported, not deleted posts and replies in one list, oldest report first, keyset-paged on
 * (reportedAt, id); `limit + 1` rows. Each row carries its report count and the latest reasons.
 */
export async function listQueue(
  db: DbOrTx,
  options: { after: Cursor | undefined; limit: number },
): Promise<QueueRow[]> {
  const after = options.after
    ? sql`where (q.reported_at, q.id) > (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const result = (await db.execute(sql`
    select q.*,
      (select count(*) from community_reports r where r.target_type = q.type and r.target_id = q.id) as report_count,
      (select array_agg(reason) from (
        select r.reason from community_reports r
        where r.target_type = q.type and r.target_id = q.id and r.reason is not null
        order by r.created_at desc limit 3) reasons) as reasons
    from (
      select 'post' as type, p.id, p.id as post_id, p.author_id, u.nickname, p.content, p.reported_at, p.created_at
      from community_posts p left join users u on u.id = p.author_id
      where p.reported_at is not null and p.is_deleted = false
      union all
      select 'reply' as type, c.id, c.post_id, c.author_id, u.nickname, c.content, c.reported_at, c.created_at
      from community_replies c left join users u on u.id = c.author_id
      where c.reported_at is not null and c.is_deleted = false
    ) q
    ${after}
    order by q.reported_at, q.id
    limit ${options.limit + 1}
  `)) as { rows: RawQueueRow[] };
  return result.rows.map((row) => ({
    type: row.type,
    id: row.id,
    postId: row.post_id,
    authorId: row.author_id,
    authorNickname: row.nickname,
    content: row.content,
    reportedAt: new Date(row.reported_at),
    createdAt: new Date(row.created_at),
    reportCount: Number(row.report_count),
    reasons: row.reasons ?? [],
  }));
}

export interface ModerationTarget {
  type: ModerationTargetType;
  id: string;
  authorId: string | null;
  content: string;
  reportedAt: Date | null;
  isDeleted: boolean;
}

/** The post or reply with this id (ids are UUIDs, unique across both tables), locked for the decision. */
export async function findTargetForUpdate(db: DbOrTx, id: string): Promise<ModerationTarget | undefined> {
  const [post] = await db
    .select({
      id: communityPosts.id,
      authorId: communityPosts.authorId,
      content: communityPosts.content,
      reportedAt: communityPosts.reportedAt,
      isDeleted: communityPosts.isDeleted,
    })
    .from(communityPosts)
    .where(eq(communityPosts.id, id))
    .for("update");
  if (post) return { type: "post", ...post };
  const [reply] = await db
    .select({
      id: communityReplies.id,
      authorId: communityReplies.authorId,
      content: communityReplies.content,
      reportedAt: communityReplies.reportedAt,
      isDeleted: communityReplies.isDeleted,
    })
    .from(communityReplies)
    .where(eq(communityReplies.id, id))
    .for("update");
  return reply ? { type: "reply", ...reply } : undefined;
}

/** Dismiss: the reports were unfounded; the item leaves the queue and is marked reviewed. */
export async function clearReport(db: DbOrTx, target: ModerationTarget): Promise<void> {
  const table = target.type === "post" ? communityPosts : communityReplies;
  await db.update(table).set({ reportedAt: null, isModerated: true }).where(eq(table.id, target.id));
}

/** Delete by a moderator: soft delete with the content scrubbed (the snapshot keeps it for the audit). */
export async function scrubAndDelete(db: DbOrTx, target: ModerationTarget, now: Date): Promise<void> {
  if (target.type === "post") {
    await db
      .update(communityPosts)
      .set({ isDeleted: true, deletedAt: now, isModerated: true, content: "", gameName: null, updatedAt: now })
      .where(and(eq(communityPosts.id, target.id), eq(communityPosts.isDeleted, false)));
  } else {
    await db
      .update(communityReplies)
      .set({ isDeleted: true, deletedAt: now, isModerated: true, content: "" })
      .where(and(eq(communityReplies.id, target.id), eq(communityReplies.isDeleted, false)));
  }
}
