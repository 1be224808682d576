import { z } from "zod";
import { authOf } from "../../http/authenticate.ts";
import type { RouteDeps, ZodApp } from "../../http/route-deps.ts";
import {
  type adminCodeSchema,
  createCodesBody,
  createCodesResponse,
  expireBody,
  expireResponse,
  exportQuery,
  labelsResponse,
  listCodesQuery,
  listCodesResponse,
} from "./admin-schema.ts";
import { createCodeBatch, expireCodesAsAdmin, exportLabelCsv, listCodesForAdmin, listLabels } from "./admin-service.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** DiGA code administration: create batches with label and notes, list, expire, download as CSV. */
export function registerDigaAdminRoutes(app: ZodApp, { ctx, guards }: RouteDeps): void {
  app.post(
    "/api/admin/diga-codes",
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Create a batch of DiGA codes under a label (1–1000; audited)",
        body: createCodesBody,
        errors: ["invalid_input"],
        response: { 201: createCodesResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : undefined;
      const codes = await createCodeBatch(ctx, authOf(request).user.id, { ...body, expiresAt });
      return reply.status(201).send({ codes, label: body.label, plan: body.plan, expiresAt: iso(expiresAt ?? null) });
    },
  );

  app.get(
    "/api/admin/diga-codes",
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "List DiGA codes newest first (filter by label and status; cursor paged)",
        querystring: listCodesQuery,
        response: { 200: listCodesResponse },
      },
    },
    async (request) => {
      const page = await listCodesForAdmin(ctx, authOf(request).user.id, request.query);
      return {
        nextCursor: page.nextCursor,
        codes: page.codes.map((code) => ({
          ...code,
          expiresAt: iso(code.expiresAt),
          usedAt: iso(code.usedAt),
          createdAt: code.createdAt.toISOString(),
        })) satisfies (typeof adminCodeSchema._zod.output)[],
      };
    },
  );

  app.get(
    "/api/admin/diga-codes/labels",
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The batches: one line per label with total, used and expired counts",
        response: { 200: labelsResponse },
      },
    },
    async () => ({
      labels: (await listLabels(ctx)).map((row) => ({ ...row, firstCreatedAt: row.firstCreatedAt.toISOString() })),
    }),
  );

  app.post(
    "/api/admin/diga-codes/expire",
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Expire unused codes now, by ids or by label (used codes stay used; audited)",
        body: expireBody,
        response: { 200: expireResponse },
      },
    },
    async (request) => ({ expired: await expireCodesAsAdmin(ctx, authOf(request).user.id, request.body) }),
  );

  app.get(
    "/api/admin/diga-codes/export",
    {
      // The CSV is the success answer; errors are JSON like everywhere else.
      config: { successMediaType: "text/csv" },
      onRequest: guards.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Download every code of a label as CSV (audited)",
        querystring: exportQuery,
        errors: ["not_found"],
        response: {
          200: z.string().describe("CSV: code, plan, label, notes, expiresAt, usedAt, createdAt, status"),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportLabelCsv(ctx, authOf(request).user.id, request.query.label);
      const filename = `diga-codes-${request.query.label.replace(/[^A-Za-z0-9_.-]+/g, "_")}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
}
