import { z } from "zod";
import { POST_CATEGORIES, USER_POST_CATEGORIES } from "../../db/schema/community.ts";
import { cursorText, longText, shortLabelText } from "../../platform/text.ts";

export const POST_MAX = 4000;
export const REPLY_MAX = 2000;

export const postBody = z.object({
  content: longText({ max: POST_MAX }),
  category: z.enum(USER_POST_CATEGORIES).default("story"),
  gameName: shortLabelText().optional(),
});

export const replyBody = z.object({ content: longText({ max: REPLY_MAX }) });
export const reportBody = z.object({ reason: longText({ max: 500 }).optional() }).default({});
export const idParams = z.object({ id: z.uuid() });

export const postsQuery = z.object({
  category: z.enum(POST_CATEGORIES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: cursorText().optional(),
});

const author = z.object({
  id: z.string().nullable(),
  nickname: z.string().nullable(),
  kind: z.enum(["user", "coach"]),
});

export const postSchema = z.object({
  id: z.string(),
  author,
  category: z.enum(POST_CATEGORIES),
  content: z.string(),
  gameName: z.string().nullable(),
  i18nKey: z.string().nullable(),
  i18nParams: z.record(z.string(), z.string()).nullable(),
  isModerated: z.boolean(),
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
});

export const replySchema = z.object({
  id: z.string(),
  postId: z.string(),
  author,
  content: z.string(),
  isModerated: z.boolean(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
});

export const postListSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });
export const postDetailSchema = z.object({ post: postSchema, replies: z.array(replySchema) });
export const likeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export const reportResultSchema = z.object({ reported: z.literal(true) });
