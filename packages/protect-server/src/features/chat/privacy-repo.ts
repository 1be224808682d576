import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  directMessageReactions,
  directMessages,
} from "../../db/schema/chat.ts";

export async function roomMessagesForExport(db: DbOrTx, userId: string) {
  const t = chatMessages;
  return db
    .select({ id: t.id, roomId: t.roomId, content: t.content, createdAt: t.createdAt, deletedAt: t.deletedAt })
    .from(t)
    .where(eq(t.senderId, userId))
    .orderBy(asc(t.createdAt));
}

export async function directMessagesForExport(db: DbOrTx, userId: string) {
  const t = directMessages;
  return db
    .select({
      id: t.id,
      recipientId: t.recipientId,
      content: t.content,
      createdAt: t.createdAt,
      deletedAt: t.deletedAt,
    })
    .from(t)
    .where(eq(t.senderId, userId))
    .orderBy(asc(t.createdAt));
}

export async function reactionsForExport(db: DbOrTx, userId: string) {
  const room = await db
    .select({
      messageId: chatMessageReactions.messageId,
      emoji: chatMessageReactions.emoji,
      createdAt: chatMessageReactions.createdAt,
    })
    .from(chatMessageReactions)
    .where(eq(chatMessageReactions.userId, userId));
  const direct = await db
    .select({
      messageId: directMessageReactions.messageId,
      emoji: directMessageReactions.emoji,
      createdAt: directMessageReactions.createdAt,
    })
    .from(directMessageReactions)
    .where(eq(directMessageReactions.userId, userId));
  return { room, direct };
}

export async function roomMembershipsForExport(db: DbOrTx, userId: string) {
  return db
    .select({ roomId: chatRoomMembers.roomId, joinedAt: chatRoomMembers.joinedAt })
    .from(chatRoomMembers)
    .where(eq(chatRoomMembers.userId, userId));
}

/**
 * Erasure: sent room and direct messages become tombstones (content blanked, deletedAt stamped) so
 * the other side's conversation keeps its shape; the user's reactions and memberships go.
 */
export async function scrubChatOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.delete(chatMessageReactions).where(eq(chatMessageReactions.userId, userId));
  await db.delete(directMessageReactions).where(eq(directMessageReactions.userId, userId));
  await db.delete(chatRoomMembers).where(eq(chatRoomMembers.userId, userId));
  await db.update(chatMessages).set({ content: "", deletedAt: now }).where(eq(chatMessages.senderId, userId));
  await db.update(directMessages).set({ content: "", deletedAt: now }).where(eq(directMessages.senderId, userId));
}
