import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  idParams,
  likeResultSchema,
  postBody,
  postDetailSchema,
  postListSchema,
  postSchema,
  postsQuery,
  replyBody,
  replySchema,
  reportBody,
  reportResultSchema,
} from "./schema.ts";
import { addReply, createPost, getPost, like, listFeed, remove, report, type TargetKind } from "./service.ts";

const tags = ["community"];
const security = [{ bearer: [] }];
const PLURAL: Record<TargetKind, string> = { post: "posts", reply: "replies" };

export function registerCommunityRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.post(
    "/api/community/post",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Write a community post (optional gameName; stored as given, never rendered as HTML)",
        security,
        body: postBody,
        response: { 201: postSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createPost(ctx, authOf(request).user, request.body)),
  );

  app.get(
    "/api/community/posts",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The community feed, newest first (cursor paged); deleted posts left out",
        security,
        querystring: postsQuery,
        response: { 200: postListSchema },
      },
    },
    async (request) => listFeed(ctx, authOf(request).user, request.query),
  );

  app.get(
    "/api/community/posts/:id",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "One post with its replies",
        security,
        params: idParams,
        errors: ["not_found"],
        response: { 200: postDetailSchema },
      },
    },
    async (request) => getPost(ctx, authOf(request).user, request.params.id),
  );

  app.post(
    "/api/community/posts/:id/replies",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Reply to a post",
        security,
        params: idParams,
        body: replyBody,
        errors: ["not_found"],
        response: { 201: replySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addReply(ctx, authOf(request).user, request.params.id, request.body.content)),
  );

  for (const kind of ["post", "reply"] as const) {
    const base = `/api/community/${PLURAL[kind]}/:id`;
    app.post(
      `${base}/like`,
      {
        onRequest: guards.requireUser,
        schema: {
          tags,
          summary: `Like a ${kind}, or take the like back (toggle)`,
          security,
          params: idParams,
          errors: ["not_found"],
          response: { 200: likeResultSchema },
        },
      },
      async (request) => like(ctx, authOf(request).user, kind, request.params.id),
    );
    app.post(
      `${base}/report`,
      {
        onRequest: guards.requireUser,
        schema: {
          tags,
          summary: `Report a ${kind} to the moderators (once per user; stamps reportedAt)`,
          security,
          params: idParams,
          body: reportBody,
          errors: ["not_found"],
          response: { 200: reportResultSchema },
        },
      },
      async (request) => report(ctx, authOf(request).user, kind, request.params.id, request.body?.reason),
    );
    app.delete(
      base,
      {
        onRequest: guards.requireUser,
        schema: {
          tags,
          summary: `Delete a ${kind} (soft delete; author or admin)`,
          security,
          params: idParams,
          errors: ["not_found", "forbidden"],
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await remove(ctx, authOf(request).user, kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}
