import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import type { PushSender, ReceiptOutcome } from "./push-sender.ts";
import {
  chatPushTargets,
  deleteReceipts,
  deleteReceiptsSentBefore,
  disablePushToken,
  disableTokenSentBefore,
  disableTokens,
  dueReceipts,
  insertPendingReceipts,
  nicknameOf,
  type PushTokenRow,
  pushTargets,
  upsertPushToken,
} from "./repo.ts";
import { checkWebPushSubscription } from "./web-push-subscription.ts";

/**
 * Registers this install's token for the user (a token registered by another account moves here).
 * A web token is a PushSubscription whose endpoint the server will POST to: one the Web Push rule
 * refuses is a 400 invalid_push_endpoint with its `reason`.
 */
export async function registerPushToken(
  ctx: AppContext,
  userId: string,
  input: { token: string; platform: PushTokenRow["platform"] },
): Promise<PushTokenRow> {
  if (input.platform === "web") {
    const check = checkWebPushSubscription(input.token, ctx.settings.push);
    if (!check.ok) throw new AppError("invalid_push_endpoint", check.message, { reason: check.reason });
  }
  return upsertPushToken(ctx.db, { userId, ...input, now: ctx.clock.now() });
}

/** Disables one of the user's own tokens (kept, marked disabled); not_found when the user has no such token. */
export async function disableOwnPushToken(ctx: AppContext, userId: string, token: string): Promise<void> {
  const found = await disablePushToken(ctx.db, userId, token, ctx.clock.now());
  if (!found) throw new AppError("not_found", "No such push token on this account");
}

/**
 * One notification to every enabled registration of these accounts (the ally feature's updates),
 * read and updated through `db` (a job's open transaction); tokens the service reports gone are
 * disabled. Callers keep lock-screen text free of details.
 */
export async function pushToAccounts(
  db: DbOrTx,
  sender: PushSender,
  push: { userIds: readonly string[]; now: Date; note: { title: string; body: string; data: Record<string, string> } },
): Promise<void> {
  const { userIds, note, now } = push;
  const targets = await pushTargets(db, userIds);
  if (targets.length === 0) return;
  const outcomes = await sender.send(targets.map((t) => ({ token: t.token, platform: t.platform, ...note })));
  const invalid = targets.filter((_, i) => outcomes[i] === "invalid_token").map((t) => t.token);
  await disableTokens(db, invalid, now);
}

export interface NewMessageNote {
  kind: "room" | "direct";
  senderId: string;
  recipientIds: string[];
  roomName?: string;
}

/**
 * Pushes for new chat messages, sent after the message is stored (the sender's request does not
 * wait). Recipients with chatPushEnabled off get nothing; tokens the service reports as gone are
 * disabled. The notification names the sender or room but never carries the message text: lock
 * screens are seen by others.
 */
export function createChatPush(options: {
  ctx: AppContext;
  sender: PushSender | undefined;
  logger: FastifyBaseLogger;
}) {
  const { ctx, sender, logger } = options;
  const inFlight = new Set<Promise<void>>();

  async function deliver(note: NewMessageNote): Promise<void> {
    if (!sender) return;
    const targets = await chatPushTargets(ctx.db, note.recipientIds);
    if (targets.length === 0) return;
    const nickname = (await nicknameOf(ctx.db, note.senderId)) ?? "Someone";
    const title = note.kind === "direct" ? nickname : (note.roomName ?? "Chat");
    const body = note.kind === "direct" ? "sent you a message" : `${nickname} wrote in the room`;
    const outcomes = await sender.send(
      targets.map((t) => ({
        token: t.token,
        platform: t.platform,
        title,
        body,
        data: { kind: note.kind, senderId: note.senderId },
      })),
    );
    const now = ctx.clock.now();
    const invalid = targets.filter((_, i) => outcomes[i] === "invalid_token").map((t) => t.token);
    await disableTokens(ctx.db, invalid, now);
    const pending = targets.flatMap((target, i) => {
      const outcome = outcomes[i];
      return typeof outcome === "object" ? [{ id: outcome.receipt, tokenId: target.id, sentAt: now }] : [];
    });
    await insertPendingReceipts(ctx.db, pending);
    const failed = outcomes.filter((o) => o === "failed").length;
    if (failed > 0) logger.warn({ event: "push_failed", failed, sent: outcomes.length }, "some pushes failed");
  }

  return {
    notifyNewMessage(note: NewMessageNote): void {
      const job = deliver(note)
        .catch((error: unknown) => logger.error({ err: error }, "chat push failed"))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    /** Resolves when every push started so far is done (tests, graceful shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

/** Receipts are read this long after the send (Expo: usually at once, up to 30 minutes under load). */
export const RECEIPT_DELAY_MS = 15 * 60_000;
/** Receipts not answered within a day are dropped: Expo keeps them for about a day. */
export const RECEIPT_KEEP_MS = 24 * 3_600_000;
/** At most this many receipts per run (10 requests to Expo); the rest wait for the next run. */
export const RECEIPTS_PER_RUN = 3_000;

export interface ReceiptCheck {
  /** Receipts asked for. */
  checked: number;
  delivered: number;
  /** Tokens disabled because their device is gone. */
  disabledTokens: number;
  /** Other errors by Expo's code (MessageTooBig, MessageRateExceeded, InvalidCredentials, …). */
  failed: Record<string, number>;
  /** Asked for, not answered yet: asked again at the next run. */
  unanswered: number;
  /** Dropped unanswered after a day. */
  expired: number;
  /** The push service could not be reached; the receipts stay for the next run. */
  unreachable: boolean;
}

/**
 * The push-receipts job's work: reads the receipts of messages sent at least 15 minutes ago,
 * disables the tokens whose device is gone (unless registered again since the send), deletes the
 * answered receipts and those older than a day. Without a sender that reads receipts it only
 * drops the old ones.
 */
export async function checkPushReceiptsInTx(
  tx: DbOrTx,
  sender: PushSender | undefined,
  now: Date,
): Promise<ReceiptCheck> {
  const result: ReceiptCheck = {
    checked: 0,
    delivered: 0,
    disabledTokens: 0,
    failed: {},
    unanswered: 0,
    expired: await deleteReceiptsSentBefore(tx, new Date(now.getTime() - RECEIPT_KEEP_MS)),
    unreachable: false,
  };
  if (!sender?.receipts) return result;
  const due = await dueReceipts(tx, new Date(now.getTime() - RECEIPT_DELAY_MS), RECEIPTS_PER_RUN);
  if (due.length === 0) return result;
  let answers: Map<string, ReceiptOutcome>;
  try {
    answers = await sender.receipts(due.map((row) => row.id));
  } catch {
    return { ...result, unreachable: true };
  }
  result.checked = due.length;
  const answered: string[] = [];
  for (const row of due) {
    const answer = answers.get(row.id);
    if (answer === undefined) {
      result.unanswered++;
      continue;
    }
    answered.push(row.id);
    if (answer.status === "delivered") result.delivered++;
    else if (answer.status === "invalid_token") {
      if (await disableTokenSentBefore(tx, row.tokenId, row.sentAt, now)) result.disabledTokens++;
    } else result.failed[answer.error] = (result.failed[answer.error] ?? 0) + 1;
  }
  await deleteReceipts(tx, answered);
  return result;
}
