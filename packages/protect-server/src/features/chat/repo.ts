import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  chatMessageReactions,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  directMessageReactions,
  directMessages,
} from "../../db/schema/chat.ts";

export type RoomRow = typeof chatRooms.$inferSelect;
export type RoomMessageRow = typeof chatMessages.$inferSelect;
export type DirectMessageRow = typeof directMessages.$inferSelect;
export type MessageKind = "room" | "direct";
export interface ReactionRow {
  messageId: string;
  userId: string;
  emoji: string;
}

export async function listRooms(db: DbOrTx, userId: string) {
  const rooms = await db.select().from(chatRooms).orderBy(asc(chatRooms.slug));
  const joined = await db
    .select({ roomId: chatRoomMembers.roomId })
    .from(chatRoomMembers)
    .where(eq(chatRoomMembers.userId, userId));
  const mine = new Set(joined.map((row) => row.roomId));
  return rooms.map((room) => ({ ...room, joined: mine.has(room.id) }));
}

export async function findRoom(db: DbOrTx, roomId: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
  return row;
}

export async function setMembership(db: DbOrTx, roomId: string, userId: string, member: boolean, now: Date) {
  if (member) {
    await db.insert(chatRoomMembers).values({ roomId, userId, joinedAt: now }).onConflictDoNothing();
  } else {
    await db.delete(chatRoomMembers).where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
  }
}

/**
 * Writes a room message and joins the sender to the room, in one statement (one round trip; a
 * statement is atomic): undefined when the room does not exist. Returns the row, the room's name
 * and the other members (who get a push). The members are read from the snapshot before the
 * statement, which only lacks the sender, whom the list leaves out anyway.
 */
export async function writeRoomMessage(
  db: DbOrTx,
  input: { roomId: string; senderId: string; content: string; createdAt: Date },
): Promise<{ row: RoomMessageRow; roomName: string; recipientIds: string[] } | undefined> {
  const at = input.createdAt.toISOString();
  const result = await db.execute<{ id: string; name: string; recipient_ids: string[] }>(sql`
    with room as (select id, name from chat_rooms where id = ${input.roomId}::uuid),
    joined as (
      insert into chat_room_members (room_id, user_id, joined_at)
      select id, ${input.senderId}::uuid, ${at}::timestamptz from room
      on conflict do nothing
    ),
    message as (
      insert into chat_messages (room_id, sender_id, content, created_at)
      select id, ${input.senderId}::uuid, ${input.content}, ${at}::timestamptz from room
      returning id
    )
    select message.id, room.name,
      coalesce((select json_agg(m.user_id) from chat_room_members m
                where m.room_id = room.id and m.user_id <> ${input.senderId}::uuid), '[]'::json) as recipient_ids
    from message cross join room`);
  const [found] = (result as unknown as { rows: { id: string; name: string; recipient_ids: string[] }[] }).rows;
  if (!found) return undefined;
  return {
    row: { ...input, id: found.id, deletedAt: null },
    roomName: found.name,
    recipientIds: found.recipient_ids,
  };
}

export async function insertDirectMessage(db: DbOrTx, values: typeof directMessages.$inferInsert) {
  const [row] = await db.insert(directMessages).values(values).returning();
  if (!row) throw new Error("message insert returned no row");
  return row;
}

type Before = { createdAt: Date; id: string } | undefined;

function olderThan(table: typeof chatMessages | typeof directMessages, before: Before) {
  return before
    ? or(lt(table.createdAt, before.createdAt), and(eq(table.createdAt, before.createdAt), lt(table.id, before.id)))
    : undefined;
}

/** A room's messages, newest first, before the keyset cursor; tombstones included. */
export async function roomMessages(db: DbOrTx, roomId: string, limit: number, before: Before) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), olderThan(chatMessages, before)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}

/** The conversation of two users, newest first, before the keyset cursor; tombstones included. */
export async function conversation(db: DbOrTx, a: string, b: string, limit: number, before: Before) {
  return db
    .select()
    .from(directMessages)
    .where(
      and(
        or(
          and(eq(directMessages.senderId, a), eq(directMessages.recipientId, b)),
          and(eq(directMessages.senderId, b), eq(directMessages.recipientId, a)),
        ),
        olderThan(directMessages, before),
      ),
    )
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(limit);
}

const reactionTable = { room: chatMessageReactions, direct: directMessageReactions } as const;
const messageTable = { room: chatMessages, direct: directMessages } as const;

export async function reactionsOf(db: DbOrTx, kind: MessageKind, messageIds: string[]): Promise<ReactionRow[]> {
  if (messageIds.length === 0) return [];
  const table = reactionTable[kind];
  return db
    .select({ messageId: table.messageId, userId: table.userId, emoji: table.emoji })
    .from(table)
    .where(inArray(table.messageId, messageIds))
    .orderBy(asc(table.createdAt), asc(table.userId));
}

/** The message locked for update (reactions and deletes of one message are serialised). */
export async function lockMessage(
  db: DbOrTx,
  kind: MessageKind,
  messageId: string,
): Promise<(RoomMessageRow & { recipientId?: string }) | (DirectMessageRow & { roomId?: string }) | undefined> {
  const table = messageTable[kind];
  const [row] = await db.select().from(table).where(eq(table.id, messageId)).for("update");
  return row;
}

export async function findReaction(db: DbOrTx, kind: MessageKind, userId: string, messageId: string) {
  const table = reactionTable[kind];
  const [row] = await db
    .select({ emoji: table.emoji })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.messageId, messageId)));
  return row;
}

export async function deleteReaction(db: DbOrTx, kind: MessageKind, userId: string, messageId: string) {
  const table = reactionTable[kind];
  await db.delete(table).where(and(eq(table.userId, userId), eq(table.messageId, messageId)));
}

/** Sets the user's one reaction on the message (insert, or replace the emoji). */
export async function upsertReaction(
  db: DbOrTx,
  message: { kind: "room"; roomId: string } | { kind: "direct"; senderId: string; recipientId: string },
  values: { userId: string; messageId: string; emoji: string; now: Date },
) {
  const base = { userId: values.userId, messageId: values.messageId, emoji: values.emoji, createdAt: values.now };
  if (message.kind === "room") {
    await db
      .insert(chatMessageReactions)
      .values({ ...base, roomId: message.roomId })
      .onConflictDoUpdate({
        target: [chatMessageReactions.userId, chatMessageReactions.messageId],
        set: { emoji: values.emoji, createdAt: values.now },
      });
    return;
  }
  await db
    .insert(directMessageReactions)
    .values({ ...base, senderId: message.senderId, recipientId: message.recipientId })
    .onConflictDoUpdate({
      target: [directMessageReactions.userId, directMessageReactions.messageId],
      set: { emoji: values.emoji, createdAt: values.now },
    });
}

/** Tombstones the message (once): the row stays, deletedAt set. */
export async function markDeleted(db: DbOrTx, kind: MessageKind, messageId: string, now: Date) {
  const table = messageTable[kind];
  const [row] = await db
    .update(table)
    .set({ deletedAt: now })
    .where(and(eq(table.id, messageId), isNull(table.deletedAt)))
    .returning();
  return row;
}
