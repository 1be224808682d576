import { decodeCursor, pageOf } from "../../lib/pagination.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { recordAudit } from "../admin/service.ts";
import { banUserAsAdmin } from "../admin/users-service.ts";
import {
  deleteAsModerator,
  dismissReports,
  lockModerationTarget,
  type ModerationTarget,
  type QueueRow,
  reportedItems,
} from "../community/moderation-service.ts";
import { insertModerationAction } from "./repo.ts";

export type ModerationDecision = "dismiss" | "delete" | "ban_user";

/** One page of the moderation queue (reported posts and replies, oldest report first); the read is audited. */
export async function moderationQueue(
  ctx: AppContext,
  adminId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: QueueRow[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await reportedItems(ctx.db, { after, limit: query.limit });
  const page = pageOf(rows, query.limit, (row) => ({ at: row.reportedAt, id: row.id }));
  await recordAudit(
    ctx.db,
    { adminUserId: adminId, action: "moderation.queue", details: { shown: page.items.map((row) => row.id) } },
    ctx.clock.now(),
  );
  return page;
}

function snapshotOf(target: ModerationTarget): Record<string, unknown> {
  return {
    type: target.type,
    content: target.content,
    authorId: target.authorId,
    reportedAt: target.reportedAt?.toISOString() ?? null,
  };
}

/**
 * A moderator's decision on a reported post or reply, in one transaction with its ModerationAction
 * row (a snapshot of the content as it was) and the admin audit entry:
 * - dismiss: out of the queue, marked reviewed;
 * - delete: soft delete with the content scrubbed;
 * - ban_user: the author is banned (with `reason`) and the item deleted as above.
 * 404 for an unknown id; 409 when it was already deleted.
 */
export async function decide(
  ctx: AppContext,
  adminId: string,
  input: { id: string; decision: ModerationDecision; reason?: string | undefined },
): Promise<{ id: string; type: "post" | "reply"; decision: ModerationDecision }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const target = await lockModerationTarget(tx, input.id);
    if (!target) throw new AppError("not_found", `No post or reply "${input.id}"`);
    if (target.isDeleted) throw new AppError("invalid_transition", `The ${target.type} is already deleted`);
    if (input.decision === "dismiss") {
      await dismissReports(tx, target);
    } else {
      if (input.decision === "ban_user") {
        if (!target.authorId) throw new AppError("invalid_transition", "The coach account cannot be banned");
        await banUserAsAdmin(tx, { adminId, userId: target.authorId, reason: input.reason ?? "Community rules", now });
      }
      await deleteAsModerator(tx, target, now);
    }
    await insertModerationAction(tx, {
      adminUserId: adminId,
      action: input.decision,
      targetType: target.type,
      targetId: target.id,
      authorId: target.authorId,
      snapshot: snapshotOf(target),
      createdAt: now,
    });
    await recordAudit(
      tx,
      {
        adminUserId: adminId,
        action: `moderation.${input.decision}`,
        targetUserId: target.authorId,
        details: { type: target.type, id: target.id },
      },
      now,
    );
    return { id: target.id, type: target.type, decision: input.decision };
  });
}
