import type { z } from "zod";
import { decodeCursor, encodeCursor, type KeysetPosition } from "../../lib/keyset-cursor.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { findActiveUser } from "../profile/service.ts";
import {
  conversation,
  type DirectMessageRow,
  deleteReaction,
  findReaction,
  findRoom,
  insertDirectMessage,
  listRooms,
  lockMessage,
  type MessageKind,
  markDeleted,
  type ReactionRow,
  type RoomMessageRow,
  reactionsOf,
  roomMessages,
  setMembership,
  upsertReaction,
  writeRoomMessage,
} from "./repo.ts";
import type { deleteMessageBody, messageSchema, pageQuery, reactionBody } from "./schema.ts";

type Message = z.output<typeof messageSchema>;
type Page = z.output<typeof pageQuery>;

/** Who to tell about a new message (push notifications); chat does not know how pushes travel. */
export type NewMessageListener = (message: {
  kind: MessageKind;
  senderId: string;
  recipientIds: string[];
  roomName?: string;
}) => void;

function present(kind: MessageKind, row: RoomMessageRow | DirectMessageRow, reactions: ReactionRow[]): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    kind,
    roomId: "roomId" in row ? row.roomId : null,
    senderId: row.senderId,
    recipientId: "recipientId" in row ? row.recipientId : null,
    content: deleted ? "" : row.content,
    deleted,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    reactions: deleted
      ? []
      : reactions.filter((r) => r.messageId === row.id).map(({ userId, emoji }) => ({ userId, emoji })),
  };
}

async function page(
  ctx: AppContext,
  kind: MessageKind,
  query: Page,
  load: (limit: number, before: KeysetPosition | undefined) => Promise<(RoomMessageRow | DirectMessageRow)[]>,
) {
  const rows = await load(query.limit + 1, query.cursor === undefined ? undefined : decodeCursor(query.cursor));
  const shown = rows.slice(0, query.limit);
  const reactions = await reactionsOf(
    ctx.db,
    kind,
    shown.map((row) => row.id),
  );
  const last = shown.at(-1);
  return {
    messages: shown.map((row) => present(kind, row, reactions)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

async function requireRoom(ctx: AppContext, roomId: string) {
  const room = await findRoom(ctx.db, roomId);
  if (!room) throw new AppError("not_found", "No such room");
  return room;
}

async function requirePeer(ctx: AppContext, selfId: string, userId: string) {
  if (userId === selfId) throw new AppError("invalid_input", "You cannot message yourself");
  const peer = await findActiveUser(ctx.db, userId);
  if (!peer || peer.banned) throw new AppError("not_found", "No such user");
  return peer;
}

export async function rooms(ctx: AppContext, userId: string) {
  const list = await listRooms(ctx.db, userId);
  return { rooms: list.map(({ id, slug, name, joined }) => ({ id, slug, name, joined })) };
}

export async function setRoomMembership(ctx: AppContext, userId: string, roomId: string, member: boolean) {
  const room = await requireRoom(ctx, roomId);
  await setMembership(ctx.db, roomId, userId, member, ctx.clock.now());
  return { id: room.id, slug: room.slug, name: room.name, joined: member };
}

export async function roomHistory(ctx: AppContext, roomId: string, query: Page) {
  await requireRoom(ctx, roomId);
  return page(ctx, "room", query, (limit, before) => roomMessages(ctx.db, roomId, limit, before));
}

/** Writing in a room joins it (its pushes reach members). */
export async function sendRoomMessage(
  ctx: AppContext,
  notify: NewMessageListener,
  input: { senderId: string; roomId: string; content: string },
) {
  // One statement (the fan-out to the room's sockets waits for its commit): joins, writes, and
  // reads who else is in the room for the push.
  const written = await writeRoomMessage(ctx.db, { ...input, createdAt: ctx.clock.now() });
  if (!written) throw new AppError("not_found", "No such room");
  notify({ kind: "room", senderId: input.senderId, recipientIds: written.recipientIds, roomName: written.roomName });
  return present("room", written.row, []);
}

export async function sendDirectMessage(
  ctx: AppContext,
  notify: NewMessageListener,
  input: { senderId: string; recipientId: string; content: string },
) {
  await requirePeer(ctx, input.senderId, input.recipientId);
  const row = await insertDirectMessage(ctx.db, { ...input, createdAt: ctx.clock.now() });
  notify({ kind: "direct", senderId: input.senderId, recipientIds: [input.recipientId] });
  return present("direct", row, []);
}

/** The direct-message history with one user (the `dm/:userId` route): reactions and tombstones. */
export async function directHistory(ctx: AppContext, selfId: string, peerId: string, query: Page) {
  if (peerId === selfId) throw new AppError("invalid_input", "There is no conversation with yourself");
  if (!(await findActiveUser(ctx.db, peerId))) throw new AppError("not_found", "No such user");
  return page(ctx, "direct", query, (limit, before) => conversation(ctx.db, selfId, peerId, limit, before));
}

/** A direct message is seen by its two participants; a room message by everyone signed in. */
function canSee(row: { senderId: string; recipientId?: string }, userId: string): boolean {
  return row.recipientId === undefined || row.senderId === userId || row.recipientId === userId;
}

/**
 * Toggles the caller's reaction: the same emoji again takes it back, another emoji replaces it
 * (one per user per message). Deleted messages take no reactions.
 */
export async function toggleReaction(ctx: AppContext, userId: string, input: z.output<typeof reactionBody>) {
  return ctx.db.transaction(async (tx) => {
    const message = await lockMessage(tx, input.kind, input.messageId);
    if (!message || !canSee(message, userId)) throw new AppError("not_found", "No such message");
    if (message.deletedAt) throw new AppError("invalid_transition", "A deleted message takes no reactions");
    const current = await findReaction(tx, input.kind, userId, input.messageId);
    let emoji: string | null = input.emoji;
    if (current?.emoji === input.emoji) {
      await deleteReaction(tx, input.kind, userId, input.messageId);
      emoji = null;
    } else {
      const target =
        "roomId" in message && message.roomId !== undefined
          ? { kind: "room" as const, roomId: message.roomId }
          : { kind: "direct" as const, senderId: message.senderId, recipientId: message.recipientId ?? "" };
      await upsertReaction(tx, target, {
        userId,
        messageId: input.messageId,
        emoji: input.emoji,
        now: ctx.clock.now(),
      });
    }
    const reactions = await reactionsOf(tx, input.kind, [input.messageId]);
    return {
      messageId: input.messageId,
      emoji,
      reactions: reactions.map(({ userId: u, emoji: e }) => ({ userId: u, emoji: e })),
    };
  });
}

/** Soft delete of one's own message; everyone keeps seeing a tombstone. Deleting twice is a no-op. */
export async function deleteMessage(ctx: AppContext, userId: string, input: z.output<typeof deleteMessageBody>) {
  return ctx.db.transaction(async (tx) => {
    const message = await lockMessage(tx, input.kind, input.messageId);
    if (!message || !canSee(message, userId)) throw new AppError("not_found", "No such message");
    if (message.senderId !== userId) throw new AppError("forbidden", "Only the sender may delete a message");
    const row = (await markDeleted(tx, input.kind, input.messageId, ctx.clock.now())) ?? message;
    return present(input.kind, row as RoomMessageRow | DirectMessageRow, []);
  });
}

/** Whether a room exists (the realtime socket checks room subscriptions through this). */
export async function roomExists(ctx: AppContext, roomId: string): Promise<boolean> {
  return (await findRoom(ctx.db, roomId)) !== undefined;
}
