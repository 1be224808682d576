import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { auditLogQuery, auditLogResponse } from "./audit-log-schema.ts";
import { readAuditLog } from "./audit-log-service.ts";
import {
  adminUserSchema,
  listUsersQuery,
  listUsersResponse,
  patchUserBody,
  setPlanBody,
  setPlanResponse,
  userIdParams,
  verifyAdminSchema,
} from "./schema.ts";
import { isAdminAccount } from "./service.ts";
import { toAdminUser } from "./user-presenter.ts";
import { deleteUserAsAdmin, listUsersForAdmin, patchUserAsAdmin, setPlanAsAdmin } from "./users-service.ts";

export function registerAdminRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.get(
    "/api/admin/verify-admin",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["admin"],
        summary: "Whether the caller is an admin",
        security: [{ bearer: [] }],
        response: { 200: verifyAdminSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return { isAdmin: await isAdminAccount(ctx.db, user.id), userId: user.id, email: user.email ?? "" };
    },
  );

  app.post(
    "/api/admin/users/:id/plan",
    {
      onRequest: guards.requireAdminWithSecret,
      schema: {
        tags: ["admin"],
        summary: "Set a user's plan (and founding-member flag); runs plan reconciliation",
        params: userIdParams,
        body: setPlanBody,
        errors: ["not_found"],
        response: { 200: setPlanResponse },
      },
    },
    async (request) => {
      const user = await setPlanAsAdmin(ctx, authOf(request).user.id, request.params.id, request.body);
      return {
        userId: user.id,
        plan: user.plan,
        foundingMember: user.foundingMember,
        globalBlocklistGraceUntil: user.globalBlocklistGraceUntil?.toISOString() ?? null,
      };
    },
  );

  app.get(
    "/api/admin/audit-log",
    {
      onRequest: guards.requireAdminWithSecret,
      schema: {
        tags: ["admin"],
        summary:
          "The admin audit trail, newest first, cursor paged; filters targetUserId, actor, action, from (inclusive), to (exclusive); the read is audited",
        querystring: auditLogQuery,
        errors: ["invalid_input"],
        response: { 200: auditLogResponse },
      },
    },
    async (request) => {
      const page = await readAuditLog(ctx, authOf(request).user.id, request.query);
      return {
        entries: page.entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    "/api/admin/users",
    {
      onRequest: guards.requireAdminWithSecret,
      schema: {
        tags: ["admin"],
        summary: "Search accounts (newest first, cursor paged); the read is audited",
        querystring: listUsersQuery,
        errors: ["invalid_input"],
        response: { 200: listUsersResponse },
      },
    },
    async (request) => {
      const page = await listUsersForAdmin(ctx, authOf(request).user.id, request.query);
      return { users: page.users.map(toAdminUser), nextCursor: page.nextCursor };
    },
  );

  app.patch(
    "/api/admin/users/:id",
    {
      onRequest: guards.requireAdminWithSecret,
      schema: {
        tags: ["admin"],
        summary: "Change an account's plan (with reconciliation), ban state and reason, or coach voice",
        params: userIdParams,
        body: patchUserBody,
        errors: ["invalid_input", "not_found", "invalid_transition"],
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      toAdminUser(await patchUserAsAdmin(ctx, authOf(request).user.id, request.params.id, request.body)),
  );

  app.delete(
    "/api/admin/users/:id",
    {
      onRequest: guards.requireAdminWithSecret,
      schema: {
        tags: ["admin"],
        summary: "Delete an account: soft delete with personal data scrubbed (idempotent)",
        params: userIdParams,
        errors: ["invalid_transition", "not_found", "payment_provider_unavailable"],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteUserAsAdmin(ctx, authOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
