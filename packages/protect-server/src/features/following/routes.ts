import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { canCall, follow, followingOf, unfollow } from "./service.ts";

const security = [{ bearer: [] }];
const userParams = z.object({ userId: z.uuid() });
const followSchema = z.object({ userId: z.string(), following: z.boolean() });

export function registerFollowingRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  for (const [method, summary, action] of [
    ["PUT", "Follow a user (idempotent)", follow],
    ["DELETE", "Unfollow a user (idempotent)", unfollow],
  ] as const) {
    app.route({
      method,
      url: "/api/users/:userId/follow",
      onRequest: guards.requireUser,
      schema: {
        tags: ["following"],
        summary,
        security,
        params: userParams,
        errors: ["invalid_input", "not_found"],
        response: { 200: followSchema },
      },
      handler: async (request) => action(ctx, authOf(request).user.id, request.params.userId),
    });
  }

  app.get(
    "/api/me/following",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["following"],
        summary: "Ids of the users the caller follows",
        security,
        response: { 200: z.object({ userIds: z.array(z.string()) }) },
      },
    },
    async (request) => ({ userIds: await followingOf(ctx.db, authOf(request).user.id) }),
  );

  app.get(
    "/api/chat/can-call/:userId",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["chat"],
        summary: "Whether the caller may call the user: both follow each other and the callee has callsEnabled",
        security,
        params: userParams,
        errors: ["invalid_input", "not_found"],
        response: {
          200: z.object({ canCall: z.boolean(), reason: z.enum(["not_mutual", "calls_disabled"]).nullable() }),
        },
      },
    },
    async (request) => canCall(ctx, authOf(request).user.id, request.params.userId),
  );
}
