import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { CONTENT_TYPE } from "./export-formats.ts";
import { blocklistQuery, domainsSchema, webContentQuery, webContentSchema } from "./schema.ts";
import { mailSenderDomains, userBlocklist, userCountry, webContentDomains } from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["blocklists"];

export function registerBlocklistRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.get(
    "/api/protection/blocklist",
    {
      // Every export format is text, one entry per line (export-formats.ts); errors are JSON.
      config: { successMediaType: "text/plain" },
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The caller's blocklist (global lists of the mode + own web domains) as plain, hosts or adblock",
        description: "Send the last ETag in If-None-Match: 304 while nothing changed.",
        security,
        querystring: blocklistQuery,
        response: {
          200: z.string().describe("One entry per line; every entry blocks its subdomains"),
          304: z.null(),
        },
      },
    },
    async (request, reply) => {
      const list = await userBlocklist(ctx, authOf(request).user.id, {
        format: request.query.format,
        ifNoneMatch: request.headers["if-none-match"],
      });
      reply
        .header("etag", list.etag)
        .header("cache-control", "private, no-cache")
        .header("x-blocklist-mode", list.mode);
      if (!list.body) return reply.status(304).send(null);
      // A Buffer goes out as it is (Fastify does not serialise Buffers); the schema documents the text.
      return reply.type(CONTENT_TYPE[request.query.format]).send(list.body as unknown as string);
    },
  );

  app.get(
    "/api/protection/webcontent-domains",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Web-content domains: the curated list merged with the country's approved curated domains",
        description: "country defaults to the profile's bundesland country (DE-BY → DE), else DE.",
        security,
        querystring: webContentQuery,
        response: { 200: webContentSchema },
      },
    },
    async (request) => {
      const country = request.query.country ?? (await userCountry(ctx, authOf(request).user.id));
      return { country, domains: await webContentDomains(ctx, country) };
    },
  );

  app.get(
    "/api/protection/mail-senders",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Mail sender domains to hide: the global list plus the caller's mail_domain custom domains",
        security,
        response: { 200: domainsSchema },
      },
    },
    async (request) => ({ domains: await mailSenderDomains(ctx, authOf(request).user.id) }),
  );
}
