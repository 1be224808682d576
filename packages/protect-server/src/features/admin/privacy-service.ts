import type { DbOrTx, Tx } from "../../db/client.ts";
import { auditRowsAbout, redactAuditAbout } from "./privacy-repo.ts";
import { revokeAdmin } from "./repo.ts";

/**
 * Every admin action on or read of the user's data (Art. 15(1)(c)): when, which action, and the
 * admin as their account id (an opaque id the data-protection officer can resolve; the admin's
 * name or e-mail is the admin's own personal data). A user list, or a moderation queue page that
 * showed one of `contentIds` (the user's posts and replies), appears as the fact of the read only.
 */
export async function exportAdminAccess(db: DbOrTx, userId: string, contentIds: readonly string[]) {
  const rows = await auditRowsAbout(db, userId, contentIds);
  return rows.map((row) => ({
    at: row.createdAt,
    adminUserId: row.adminUserId,
    action: row.action,
    ...(row.targetUserId === userId ? { details: row.details } : {}),
  }));
}

/**
 * Admin rights go; the audit trail keeps who did what when (accountability, Art. 5(2)) but loses
 * the values it held about the user. `identifiers` are the e-mail address and nickname before the
 * scrub, so admin searches for them lose their term.
 */
export async function forgetAdminTraces(tx: Tx, userId: string, identifiers: readonly string[]): Promise<void> {
  await revokeAdmin(tx, userId);
  await redactAuditAbout(tx, userId, identifiers);
}
