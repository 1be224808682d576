import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  approvedDomainsSchema,
  reviewListSchema,
  reviewQuery,
  submissionListSchema,
  submissionParams,
  submissionSchema,
  submitBody,
  toSubmission,
} from "./schema.ts";
import {
  approvedOwnSubmissions,
  approveSubmission,
  ownSubmissions,
  rejectSubmission,
  reviewQueue,
  submitDomain,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["submissions"];

export function registerSubmissionRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.post(
    "/api/domain-submissions",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Propose a domain for the global blocklist (type web or mail_domain, default web)",
        security,
        body: submitBody,
        errors: ["invalid_input"],
        response: { 200: submissionSchema, 201: submissionSchema },
      },
    },
    async (request, reply) => {
      const result = await submitDomain(ctx, authOf(request).user.id, request.body);
      reply.code(result.created ? 201 : 200);
      return toSubmission(result.row);
    },
  );

  app.get(
    "/api/domain-submissions",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The caller's submissions, newest first",
        security,
        response: { 200: submissionListSchema },
      },
    },
    async (request) => ({ submissions: (await ownSubmissions(ctx, authOf(request).user.id)).map(toSubmission) }),
  );

  app.get(
    "/api/profile/me/approved-domains",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Domains the caller submitted that were approved into the global lists",
        security,
        response: { 200: approvedDomainsSchema },
      },
    },
    async (request) => ({
      domains: (await approvedOwnSubmissions(ctx, authOf(request).user.id)).map((row) => ({
        submissionId: row.id,
        domain: row.domain,
        type: row.type,
        approvedAt: (row.decidedAt ?? row.createdAt).toISOString(),
      })),
    }),
  );

  app.get(
    "/api/admin/domain-submissions",
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Pending submissions: legend, pro, free; oldest first in each; with the 24-hour deadline",
        querystring: reviewQuery,
        response: { 200: reviewListSchema },
      },
    },
    async (request) => ({
      submissions: (await reviewQueue(ctx, request.query)).map((row) => ({
        ...toSubmission(row.submission),
        userId: row.submission.userId,
        evidence: row.submission.evidence,
        nickname: row.nickname,
        plan: row.plan,
        planPriority: row.planPriority,
        deadlineAt: row.deadlineAt.toISOString(),
        msUntilDeadline: row.msUntilDeadline,
      })),
    }),
  );

  for (const [action, decide] of [
    ["approve", approveSubmission],
    ["reject", rejectSubmission],
  ] as const) {
    app.post(
      `/api/admin/domain-submissions/:id/${action}`,
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ["admin"],
          summary:
            action === "approve"
              ? "Approve: the domain joins the global list, the author is notified, the coach posts"
              : "Reject: the author is notified",
          params: submissionParams,
          errors: ["not_found", "invalid_transition"],
          response: { 200: submissionSchema },
        },
      },
      async (request) => toSubmission(await decide(ctx, authOf(request).user.id, request.params.id)),
    );
  }
}
