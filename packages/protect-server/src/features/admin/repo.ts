import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/admin-console.ts";
import { adminUsers } from "../../db/schema/admin-users.ts";

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
