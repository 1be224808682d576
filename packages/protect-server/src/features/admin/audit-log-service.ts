import { decodeCursor, pageOf } from "../../lib/pagination.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { type AuditLogRow, listAuditEntries } from "./audit-log-repo.ts";
import { insertAudit } from "./repo.ts";

export interface AuditLogQuery {
  cursor?: string | undefined;
  limit: number;
  targetUserId?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * One page of the admin audit trail, newest first. Reading it is itself audited (`audit_log.read`,
 * with the filter and how many entries were shown): the trail says which accounts admins looked at
 * and changed, so who reviews it belongs in it. The entry is written after the page is read, so a
 * read never lists itself. docs/decisions/protect-admin-console.md.
 */
export async function readAuditLog(
  ctx: AppContext,
  adminId: string,
  query: AuditLogQuery,
): Promise<{ entries: AuditLogRow[]; nextCursor: string | null }> {
  const from = query.from ? new Date(query.from) : undefined;
  const to = query.to ? new Date(query.to) : undefined;
  if (from && to && from.getTime() >= to.getTime()) {
    throw new AppError("invalid_input", "`from` must lie before `to`", {
      fields: [{ path: "querystring.to", message: "must lie after from" }],
    });
  }
  const rows = await listAuditEntries(ctx.db, {
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit,
    targetUserId: query.targetUserId,
    actor: query.actor,
    action: query.action,
    from,
    to,
  });
  const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
  const filter = {
    targetUserId: query.targetUserId ?? null,
    actor: query.actor ?? null,
    action: query.action ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    cursor: query.cursor ?? null,
  };
  await insertAudit(
    ctx.db,
    {
      adminUserId: adminId,
      action: "audit_log.read",
      targetUserId: query.targetUserId ?? null,
      details: { ...filter, shown: page.items.length },
    },
    ctx.clock.now(),
  );
  return { entries: page.items, nextCursor: page.nextCursor };
}
