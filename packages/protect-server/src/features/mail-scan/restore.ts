import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { openMailbox } from "../mail-connections/credentials.ts";
import { blockedOf, claimRestore, insertCorrection, recordRestore, releaseRestore } from "./records-repo.ts";
import { connectErrorOf } from "./service.ts";

/**
 * "Not gambling": puts a hidden mail back in the inbox and records the correction — the features
 * the mail had (closed vocabulary and global list entries only) labelled not gambling, linked to no
 * one (docs/privacy.md, "Corrections"). Single-use: of two at once, one restores, the other answers
 * 409 already_restored. When the mailbox cannot be reached nothing is recorded and it may be retried.
 */
export async function restoreHiddenMail(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ inboxUid: number | null }> {
  const found = await blockedOf(ctx.db, userId, id);
  if (!found) throw new AppError("not_found", `No hidden mail "${id}"`);
  const { blocked, connection } = found;
  const now = ctx.clock.now();
  // Without the UID the MOVE reported (a server without UIDPLUS) the message cannot be found again.
  if (blocked.hiddenUid === null)
    throw new AppError("not_found", `Hidden mail "${id}" cannot be located in the mailbox`);
  const hiddenUid = blocked.hiddenUid;
  if (!(await claimRestore(ctx.db, id, now)))
    throw new AppError("already_restored", `Hidden mail "${id}" was already restored`);
  let inboxUid: number | null;
  try {
    const session = await openMailbox(ctx, connection);
    try {
      // Null when the message is gone from the folder (the user deleted or moved it): the label stands.
      inboxUid = await session.moveToInbox(ctx.mail.hiddenFolder, hiddenUid);
    } finally {
      await session.close();
    }
  } catch (error) {
    await releaseRestore(ctx.db, id);
    const code = connectErrorOf(error);
    throw code === "auth_failed" || code === "auth_revoked"
      ? new AppError("mail_login_failed", "The mail server refused the login")
      : new AppError("mail_server_unreachable", "The mail server could not be reached");
  }
  await ctx.db.transaction(async (tx) => {
    await recordRestore(tx, id, inboxUid);
    await insertCorrection(tx, { features: blocked.features, gambling: false, score: blocked.score, createdAt: now });
  });
  return { inboxUid };
}
