import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { findAccountByEmail, normalizeEmail } from "../auth/service.ts";
import { type AuditEntry, grantAdmin, insertAudit, isAdmin } from "./repo.ts";

/** `protect-server admin grant <email>`: makes an existing account an admin. */
export async function grantAdminByEmail(
  db: Db,
  email: string,
  now: Date,
): Promise<{ userId: string; email: string; created: boolean }> {
  const normalized = normalizeEmail(email);
  const user = await findAccountByEmail(db, normalized);
  if (!user) throw new AppError("not_found", `No account with e-mail "${normalized}"`);
  const created = await grantAdmin(db, user.id, null, now);
  return { userId: user.id, email: normalized, created };
}

/** Whether the account is an admin (for other features' rules, e.g. moderators deleting posts). */
export async function isAdminAccount(db: DbOrTx, userId: string): Promise<boolean> {
  return isAdmin(db, userId);
}

/**
 * Writes one entry of the admin audit trail: every admin action and every admin read of a user's
 * personal data. Pass the transaction of the action so both commit together.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry, now: Date): Promise<void> {
  await insertAudit(db, entry, now);
}
