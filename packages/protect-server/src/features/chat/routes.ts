import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  deleteMessageBody,
  messageBody,
  messagePageSchema,
  messageSchema,
  pageQuery,
  reactionBody,
  reactionResultSchema,
  roomParams,
  roomSchema,
  userParams,
} from "./schema.ts";
import {
  deleteMessage,
  directHistory,
  type NewMessageListener,
  roomHistory,
  rooms,
  sendDirectMessage,
  sendRoomMessage,
  setRoomMembership,
  toggleReaction,
} from "./service.ts";

const tags = ["chat"];
const security = [{ bearer: [] }];

export function registerChatRoutes(app: ZodApp, { ctx, guards }: RouteDeps, onNewMessage: NewMessageListener): void {
  const user = { onRequest: guards.requireUser };

  app.get(
    "/api/chat/rooms",
    {
      ...user,
      schema: {
        tags,
        summary: "Chat rooms and whether the caller joined them",
        security,
        response: { 200: z.object({ rooms: z.array(roomSchema) }) },
      },
    },
    async (request) => rooms(ctx, authOf(request).user.id),
  );

  for (const [method, member] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/chat/rooms/:roomId/membership",
      ...user,
      schema: {
        tags,
        summary: member ? "Join a room (its messages are pushed to members)" : "Leave a room",
        security,
        params: roomParams,
        errors: ["not_found"],
        response: { 200: roomSchema },
      },
      handler: async (request) => setRoomMembership(ctx, authOf(request).user.id, request.params.roomId, member),
    });
  }

  app.get(
    "/api/chat/rooms/:roomId/messages",
    {
      ...user,
      schema: {
        tags,
        summary: "A room's messages, newest first (cursor paged), with reactions and tombstones",
        security,
        params: roomParams,
        querystring: pageQuery,
        errors: ["not_found"],
        response: { 200: messagePageSchema },
      },
    },
    async (request) => roomHistory(ctx, request.params.roomId, request.query),
  );

  app.post(
    "/api/chat/rooms/:roomId/messages",
    {
      ...user,
      schema: {
        tags,
        summary: "Write in a room (joins it)",
        security,
        params: roomParams,
        body: messageBody,
        errors: ["not_found"],
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await sendRoomMessage(ctx, onNewMessage, {
          senderId: authOf(request).user.id,
          roomId: request.params.roomId,
          content: request.body.content,
        }),
      ),
  );

  app.post(
    "/api/chat/dm/:userId",
    {
      ...user,
      schema: {
        tags,
        summary: "Send a direct message",
        security,
        params: userParams,
        body: messageBody,
        errors: ["invalid_input", "not_found"],
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await sendDirectMessage(ctx, onNewMessage, {
          senderId: authOf(request).user.id,
          recipientId: request.params.userId,
          content: request.body.content,
        }),
      ),
  );

  app.get(
    "/api/chat/dm/:userId",
    {
      ...user,
      schema: {
        tags,
        summary:
          "Direct-message history with one user, newest first, with reactions and deleted flag (content blanked)",
        security,
        params: userParams,
        querystring: pageQuery,
        errors: ["invalid_input", "not_found"],
        response: { 200: messagePageSchema },
      },
    },
    async (request) => directHistory(ctx, authOf(request).user.id, request.params.userId, request.query),
  );

  app.post(
    "/api/chat/reaction",
    {
      ...user,
      schema: {
        tags,
        summary: "Toggle one of 7 emojis on a message; one reaction per user per message",
        security,
        body: reactionBody,
        errors: ["not_found", "invalid_transition"],
        response: { 200: reactionResultSchema },
      },
    },
    async (request) => toggleReaction(ctx, authOf(request).user.id, request.body),
  );

  app.post(
    "/api/chat/delete-message",
    {
      ...user,
      schema: {
        tags,
        summary: "Delete one's own message: a tombstone everyone sees",
        security,
        body: deleteMessageBody,
        errors: ["not_found", "forbidden"],
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteMessage(ctx, authOf(request).user.id, request.body),
  );
}
