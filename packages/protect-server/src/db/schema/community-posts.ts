import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Community posts. Only the coach's posts about approved domains are written so far (issue 12);
 * the community routes come later. Coach posts have authorKind `coach` and no author user.
 */
export const communityPosts = pgTable(
  "community_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorKind: text("author_kind", { enum: ["user", "coach"] }).notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    i18nKey: text("i18n_key"),
    body: text("body").notNull(),
    gameName: text("game_name"),
    isModerated: boolean("is_moderated").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    deletedAt: ts("deleted_at"),
    reportedAt: ts("reported_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("community_posts_created_idx").on(t.createdAt)],
);

export type CommunityPostRow = typeof communityPosts.$inferSelect;
