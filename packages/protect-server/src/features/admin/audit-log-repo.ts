import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/admin-console.ts";
import { users } from "../../db/schema/users.ts";
import type { Cursor } from "../../lib/pagination.ts";

export interface AuditLogFilter {
  after: Cursor | undefined;
  limit: number;
  targetUserId: string | undefined;
  actor: string | undefined;
  action: string | undefined;
  /** Inclusive. */
  from: Date | undefined;
  /** Exclusive. */
  to: Date | undefined;
}

/** The affected account of an entry, joined a second time beside the acting admin. */
const targetUsers = alias(users, "target_users");

/** Audit entries newest first, (createdAt, id) keyset-paged; `limit + 1` rows so the caller knows if more follow. */
export async function listAuditEntries(db: DbOrTx, filter: AuditLogFilter) {
  const conditions: SQL[] = [];
  if (filter.targetUserId) conditions.push(eq(adminAuditLog.targetUserId, filter.targetUserId));
  if (filter.actor) conditions.push(eq(adminAuditLog.adminUserId, filter.actor));
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.from) conditions.push(gte(adminAuditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(adminAuditLog.createdAt, filter.to));
  if (filter.after) {
    conditions.push(
      sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${filter.after.at.toISOString()}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: adminAuditLog.id,
      adminUserId: adminAuditLog.adminUserId,
      adminEmail: users.email,
      action: adminAuditLog.action,
      targetUserId: adminAuditLog.targetUserId,
      targetEmail: targetUsers.email,
      targetNickname: targetUsers.nickname,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminUserId))
    .leftJoin(targetUsers, eq(targetUsers.id, adminAuditLog.targetUserId))
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.limit + 1);
}

export type AuditLogRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
