import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Categories a user may choose; `coach` is the coach account's own. */
export const USER_POST_CATEGORIES = ["story", "question", "support", "milestone", "game_share"] as const;
export const POST_CATEGORIES = [...USER_POST_CATEGORIES, "coach"] as const;

/**
 * A community post. `authorId` is null for posts of the coach account (authorKind `coach`), whose
 * text the app renders from `i18nKey` + `i18nParams`; users' text is stored as given.
 */
export const communityPosts = pgTable(
  "community_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "cascade" }),
    authorKind: text("author_kind", { enum: ["user", "coach"] })
      .notNull()
      .default("user"),
    category: text("category", { enum: POST_CATEGORIES }).notNull(),
    content: text("content").notNull(),
    gameName: text("game_name"),
    i18nKey: text("i18n_key"),
    i18nParams: jsonb("i18n_params").$type<Record<string, string>>(),
    isModerated: boolean("is_moderated").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    deletedAt: ts("deleted_at"),
    reportedAt: ts("reported_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("community_posts_feed_idx").on(t.createdAt, t.id).where(sql`${t.isDeleted} = false`),
    index("community_posts_reported_idx").on(t.reportedAt).where(sql`${t.reportedAt} is not null`),
  ],
);

export const communityReplies = pgTable(
  "community_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isModerated: boolean("is_moderated").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    deletedAt: ts("deleted_at"),
    reportedAt: ts("reported_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("community_replies_post_idx").on(t.postId, t.createdAt),
    index("community_replies_reported_idx").on(t.reportedAt).where(sql`${t.reportedAt} is not null`),
  ],
);

/** Likes of posts: one per user and post. Not published in realtime (posts are not). */
export const postLikes = pgTable(
  "post_likes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index("post_likes_post_idx").on(t.postId)],
);

/** Likes of replies (the seed's comment likes): one per user and reply; published in realtime. */
export const commentLikes = pgTable(
  "comment_likes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    replyId: uuid("reply_id")
      .notNull()
      .references(() => communityReplies.id, { onDelete: "cascade" }),
    /** The liked reply's author, kept on the row so realtime can address it without a lookup. */
    replyAuthorId: uuid("reply_author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.replyId] }), index("comment_likes_reply_idx").on(t.replyId)],
);

/** One report per user and post or reply; the first report stamps the target's reportedAt. */
export const communityReports = pgTable(
  "community_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetType: text("target_type", { enum: ["post", "reply"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("community_reports_once_key").on(t.targetType, t.targetId, t.reporterId)],
);
