import { and, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/admin-console.ts";
import { adminUsers } from "../../db/schema/admin-users.ts";
import { type UserRow, users } from "../../db/schema/users.ts";
import type { Cursor } from "../../lib/pagination.ts";
import type { Plan } from "../../platform/config.ts";

export async function isAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: adminUsers.userId })
    .from(adminUsers)
    .where(eq(adminUsers.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Makes the user an admin; true when the row was new. */
export async function grantAdmin(db: DbOrTx, userId: string, addedBy: string | null, now: Date): Promise<boolean> {
  const rows = await db
    .insert(adminUsers)
    .values({ userId, addedBy, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: adminUsers.userId });
  return rows.length > 0;
}

export async function revokeAdmin(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.userId, userId));
}

export interface AuditEntry {
  adminUserId: string;
  action: string;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: DbOrTx, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminUserId: entry.adminUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
    createdAt: now,
  });
}

export interface UserListFilter {
  after: Cursor | undefined;
  limit: number;
  q: string | undefined;
  plan: Plan | undefined;
  includeDeleted: boolean;
}

/** Accounts newest first, (createdAt, id) keyset-paged; `limit + 1` rows so the caller knows if more follow. */
export async function listUsers(db: DbOrTx, filter: UserListFilter): Promise<UserRow[]> {
  const conditions: SQL[] = [];
  if (!filter.includeDeleted) conditions.push(isNull(users.deletedAt));
  if (filter.plan) conditions.push(eq(users.plan, filter.plan));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(ilike(users.email, pattern), ilike(users.nickname, pattern));
    const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(filter.q);
    conditions.push((byId ? or(text, eq(users.id, filter.q.toLowerCase())) : text) as SQL);
  }
  if (filter.after) {
    conditions.push(
      sql`(${users.createdAt}, ${users.id}) < (${filter.after.at.toISOString()}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit + 1);
}
