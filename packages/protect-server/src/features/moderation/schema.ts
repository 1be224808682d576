import { z } from "zod";
import { cursorText, shortLabelText } from "../../platform/text.ts";

export const queueQuery = z.object({
  cursor: cursorText().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const queueItemSchema = z.object({
  type: z.enum(["post", "reply"]),
  id: z.string(),
  postId: z.string(),
  authorId: z.string().nullable(),
  authorNickname: z.string().nullable(),
  content: z.string(),
  reportedAt: z.string(),
  createdAt: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
});

export const queueResponse = z.object({ items: z.array(queueItemSchema), nextCursor: z.string().nullable() });

export const targetParams = z.object({ id: z.uuid() });

export const banBody = z.object({ reason: shortLabelText({ max: 200 }).optional() }).strict();

export const decisionResponse = z.object({
  id: z.string(),
  type: z.enum(["post", "reply"]),
  decision: z.enum(["dismiss", "delete", "ban_user"]),
});
