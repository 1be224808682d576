import { and, asc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/admin-console.ts";

/**
 * Audit rows naming the user: as the target, among the accounts a user list showed, or (the
 * moderation queue) among the items shown when one of `contentIds` (the user's posts and replies) was.
 */
function aboutUser(userId: string, contentIds: readonly string[]) {
  const shown = (action: string, ids: readonly string[]) =>
    and(
      eq(adminAuditLog.action, action),
      sql`exists (select 1 from jsonb_array_elements_text(${adminAuditLog.details}->'shown') as item(id)
        where item.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    );
  return or(
    eq(adminAuditLog.targetUserId, userId),
    shown("user.list", [userId]),
    ...(contentIds.length > 0 ? [shown("moderation.queue", contentIds)] : []),
  );
}

export async function auditRowsAbout(db: DbOrTx, userId: string, contentIds: readonly string[]) {
  return db
    .select({
      adminUserId: adminAuditLog.adminUserId,
      action: adminAuditLog.action,
      targetUserId: adminAuditLog.targetUserId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .where(aboutUser(userId, contentIds))
    .orderBy(asc(adminAuditLog.createdAt));
}

/**
 * Erasure of the audit trail's values: rows about the user keep who, what and when, but their
 * details (before/after values such as a ban reason) are replaced by a marker. A user list that
 * showed the user loses its search term when the term is part of the user's e-mail or nickname.
 */
export async function redactAuditAbout(db: DbOrTx, userId: string, identifiers: readonly string[]): Promise<void> {
  await db
    .update(adminAuditLog)
    .set({ details: { redacted: "account_erased" } })
    .where(eq(adminAuditLog.targetUserId, userId));
  for (const value of identifiers) {
    await db
      .update(adminAuditLog)
      .set({ details: sql`jsonb_set(${adminAuditLog.details}, '{q}', '"[erased]"'::jsonb)` })
      .where(
        and(
          eq(adminAuditLog.action, "user.list"),
          sql`${adminAuditLog.details}->'shown' @> ${JSON.stringify([userId])}::jsonb`,
          sql`length(${adminAuditLog.details}->>'q') > 0`,
          sql`strpos(${value.toLowerCase()}, lower(${adminAuditLog.details}->>'q')) > 0`,
        ),
      );
  }
}
