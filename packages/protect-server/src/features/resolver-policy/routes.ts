import { z } from "zod";
import { resolverSecretGuard } from "../../http/resolver-secret.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { GlobalListName } from "./protection-view.ts";
import { LIST_NAMES, listParams, policyDocument, policyQuery } from "./schema.ts";
import { listDomains, listInfo, pollPolicy } from "./service.ts";

/** The resolver contract's routes (docs/decisions/protect-dns-contract.md), for protect-dns. */
export function registerResolverPolicyRoutes(app: ZodApp, { ctx, rateLimits }: RouteDeps): void {
  const guard = resolverSecretGuard(app, ctx.secrets.handshakeSecret, rateLimits.resolverSecretFailuresPerAddress);

  app.get(
    "/api/resolver/policy",
    {
      onRequest: guard,
      schema: {
        tags: ["resolver"],
        summary: "Policy snapshot, or the changes after `since` (long-poll up to `wait` seconds)",
        querystring: policyQuery,
        errors: ["version_gone"],
        response: { 200: policyDocument },
      },
    },
    async (request, reply) => {
      const abort = new AbortController();
      request.raw.on("close", () => abort.abort());
      const document = await pollPolicy(ctx, {
        since: request.query.since ?? null,
        waitSeconds: request.query.wait ?? 0,
        signal: abort.signal,
      });
      if (document === "gone") throw new AppError("version_gone", "That version is outside the kept change history");
      return reply.header("etag", `"${document.version}"`).send(document);
    },
  );

  app.get(
    "/api/resolver/lists/:name",
    {
      onRequest: guard,
      schema: {
        tags: ["resolver"],
        summary: "A global list (`curated`, `full` or `bypass`): one domain per line, with a strong ETag",
        params: listParams,
        errors: ["not_found"],
        response: { 200: z.string(), 304: z.null() },
      },
    },
    async (request, reply) => {
      if (!LIST_NAMES.includes(request.params.name)) {
        throw new AppError("not_found", "No such list: use curated, full or bypass");
      }
      const name = request.params.name as GlobalListName;
      const { etag } = await listInfo(ctx, name);
      reply.header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send(null);
      let body = "";
      for (const domain of await listDomains(ctx, name)) body += `${domain}\n`;
      return reply
        .type("text/plain; charset=utf-8")
        .serializer((payload: unknown) => payload as string)
        .send(body);
    },
  );
}
