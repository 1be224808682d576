import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  adminListQuery,
  curatedDomainSchema,
  curatedListSchema,
  curatedParams,
  patchBody,
  suggestBody,
  toCuratedDomain,
} from "./schema.ts";
import { listCuratedForAdmin, suggestCuratedDomain, updateCuratedStatus } from "./service.ts";

const security = [{ bearer: [] }];

export function registerCuratedDomainRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.post(
    "/api/curated-domains/suggest",
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ["blocklists"],
        summary: "Suggest a domain for a country's web-content list (a `suggested` row for admins)",
        security,
        body: suggestBody,
        errors: ["invalid_input"],
        response: { 200: curatedDomainSchema, 201: curatedDomainSchema },
      },
    },
    async (request, reply) => {
      const result = await suggestCuratedDomain(ctx, authOf(request).user.id, request.body);
      reply.code(result.created ? 201 : 200);
      return toCuratedDomain(result.row);
    },
  );

  app.get(
    "/api/admin/curated-domains",
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Curated domains, filtered by status and country, oldest first",
        querystring: adminListQuery,
        response: { 200: curatedListSchema },
      },
    },
    async (request) => ({ domains: (await listCuratedForAdmin(ctx, request.query)).map(toCuratedDomain) }),
  );

  app.patch(
    "/api/admin/curated-domains/:id",
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Set a curated domain's status; `approved` adds it to its country's web-content list",
        params: curatedParams,
        body: patchBody,
        errors: ["not_found"],
        response: { 200: curatedDomainSchema },
      },
    },
    async (request) => toCuratedDomain(await updateCuratedStatus(ctx, request.params.id, request.body.status)),
  );
}
