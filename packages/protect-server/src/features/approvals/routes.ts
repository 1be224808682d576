import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import { rateLimitHook } from "../../http/rate-limits.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { toDevice } from "../devices/presenter.ts";
import { deviceHeaders } from "../devices/schema.ts";
import { toApproval } from "./presenter.ts";
import {
  approvalBody,
  approvalParams,
  approvalSchema,
  approveBody,
  approvedSchema,
  createdApprovalSchema,
  emailApproveBody,
  emailTokenParams,
} from "./schema.ts";
import {
  approveWithCode,
  approveWithEmailToken,
  createApproval,
  getApproval,
  listPendingApprovals,
  rejectApproval,
  sendApprovalEmail,
} from "./service.ts";

export function registerApprovalRoutes(app: ZodApp, { ctx, guards, rateLimits }: RouteDeps): void {
  const perAccount = (name: string, bound: (typeof rateLimits)["approvalCreatePerAccount"]) =>
    rateLimitHook(app, name, bound, (request) => authOf(request).user.id);
  const now = () => ctx.clock.now();
  const approved = (result: Awaited<ReturnType<typeof approveWithCode>>) => ({
    request: toApproval(result.request, now()),
    device: toDevice(result.device),
  });

  app.post(
    "/api/devices/approvals",
    {
      onRequest: [guards.requireUser, perAccount("approval-create", rateLimits.approvalCreatePerAccount)],
      schema: {
        tags: ["devices"],
        summary: "A new device (x-device-id) of an account at its app-device cap asks for a place",
        headers: deviceHeaders,
        body: approvalBody,
        errors: ["device_locked", "not_found", "invalid_transition"],
        response: { 201: createdApprovalSchema },
      },
    },
    async (request, reply) => {
      const { request: row, code } = await createApproval(ctx, authOf(request).user.id, {
        ...request.body,
        deviceId: request.headers["x-device-id"],
      });
      return reply.status(201).send({ ...toApproval(row, now()), code });
    },
  );

  app.get(
    "/api/devices/approvals",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary: "Pending approval requests of the caller's account (without their codes)",
        response: { 200: z.object({ requests: z.array(approvalSchema) }) },
      },
    },
    async (request) => ({
      requests: (await listPendingApprovals(ctx, authOf(request).user.id)).map((row) => toApproval(row, now())),
    }),
  );

  app.get(
    "/api/devices/approvals/:id",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["devices"],
        summary: "Status of an approval request (the new device polls it)",
        params: approvalParams,
        errors: ["not_found"],
        response: { 200: approvalSchema },
      },
    },
    async (request) => toApproval(await getApproval(ctx, authOf(request).user.id, request.params.id), now()),
  );

  app.post(
    "/api/devices/approvals/:id/approve",
    {
      onRequest: [guards.requireUser, perAccount("approval-decide", rateLimits.approvalDecidePerAccount)],
      schema: {
        tags: ["devices"],
        summary: "Approve from a registered device with the request's code; evicts the chosen device atomically",
        params: approvalParams,
        body: approveBody,
        errors: ["not_found", "invalid_transition", "forbidden", "invalid_code", "plan_limit"],
        response: { 200: approvedSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return approved(
        await approveWithCode(ctx, { userId: auth.user.id, deviceId: auth.deviceId }, request.params.id, request.body),
      );
    },
  );

  app.post(
    "/api/devices/approvals/:id/reject",
    {
      onRequest: [guards.requireUser, perAccount("approval-decide", rateLimits.approvalDecidePerAccount)],
      schema: {
        tags: ["devices"],
        summary: "Reject an approval request",
        params: approvalParams,
        errors: ["not_found", "invalid_transition"],
        response: { 200: approvalSchema },
      },
    },
    async (request) => toApproval(await rejectApproval(ctx, authOf(request).user.id, request.params.id), now()),
  );

  app.post(
    "/api/devices/approvals/:id/email",
    {
      onRequest: [guards.requireUser, perAccount("approval-email", rateLimits.approvalEmailPerAccount)],
      schema: {
        tags: ["devices"],
        summary: "E-mail fallback: send the account a single-use approval link",
        params: approvalParams,
        errors: ["not_found", "invalid_transition"],
        response: { 200: approvalSchema },
      },
    },
    async (request) => toApproval(await sendApprovalEmail(ctx, authOf(request).user.id, request.params.id), now()),
  );

  app.post(
    "/api/devices/approvals/email/:token",
    {
      onRequest: rateLimitHook(app, "approval-link", rateLimits.approvalLinkPerAddress, (request) => request.ip),
      schema: {
        tags: ["devices"],
        summary: "Magic-link approval (no session): the link's token is single-use",
        security: [],
        params: emailTokenParams,
        body: emailApproveBody,
        errors: ["not_found", "invalid_transition", "plan_limit"],
        response: { 200: approvedSchema },
      },
    },
    async (request) => approved(await approveWithEmailToken(ctx, request.params.token, request.body ?? {})),
  );
}
