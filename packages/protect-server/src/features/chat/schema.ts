import { z } from "zod";
import { cursorText, longText } from "../../platform/text.ts";

export const MESSAGE_MAX = 2000;

/** The seven reactions the app offers. */
export const REACTION_EMOJIS = ["❤️", "👍", "😂", "😮", "😢", "🙏", "💪"] as const;

export const messageBody = z.object({ content: longText({ max: MESSAGE_MAX }) });
export const roomParams = z.object({ roomId: z.uuid() });
export const userParams = z.object({ userId: z.uuid() });
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: cursorText().optional(),
});
const kind = z.enum(["direct", "room"]);
export const reactionBody = z.object({ kind, messageId: z.uuid(), emoji: z.enum(REACTION_EMOJIS) });
export const deleteMessageBody = z.object({ kind, messageId: z.uuid() });

const reaction = z.object({ userId: z.string(), emoji: z.string() });

export const messageSchema = z.object({
  id: z.string(),
  kind,
  roomId: z.string().nullable(),
  senderId: z.string(),
  recipientId: z.string().nullable(),
  /** Empty for a deleted message (tombstone). */
  content: z.string(),
  deleted: z.boolean(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  reactions: z.array(reaction),
});

export const messagePageSchema = z.object({ messages: z.array(messageSchema), nextCursor: z.string().nullable() });

export const roomSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), joined: z.boolean() });

export const reactionResultSchema = z.object({
  messageId: z.string(),
  /** The caller's reaction after the toggle, null when it was taken back. */
  emoji: z.string().nullable(),
  reactions: z.array(reaction),
});
