import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  addCustomDomainBody,
  customDomainListSchema,
  customDomainParams,
  customDomainSchema,
  toCustomDomain,
} from "./schema.ts";
import { addCustomDomain, listOwnCustomDomains, removeCustomDomain } from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["blocklists"];

export function registerCustomDomainRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.get(
    "/api/custom-domains",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The caller's custom domains, with the plan cap and how much of it is used",
        security,
        response: { 200: customDomainListSchema },
      },
    },
    async (request) => {
      const list = await listOwnCustomDomains(ctx, authOf(request).user.id);
      return { domains: list.domains.map(toCustomDomain), used: list.used, limit: list.limit };
    },
  );

  app.post(
    "/api/custom-domains",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Add a custom domain (web or mail_domain); 403 plan_limit at the plan's cap",
        security,
        body: addCustomDomainBody,
        errors: ["invalid_input", "plan_limit"],
        response: { 200: customDomainSchema, 201: customDomainSchema },
      },
    },
    async (request, reply) => {
      const result = await addCustomDomain(ctx, authOf(request).user.id, request.body);
      reply.code(result.created ? 201 : 200);
      return toCustomDomain(result.row);
    },
  );

  app.delete(
    "/api/custom-domains/:id",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Remove one of the caller's custom domains",
        security,
        params: customDomainParams,
        errors: ["not_found"],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeCustomDomain(ctx, authOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
