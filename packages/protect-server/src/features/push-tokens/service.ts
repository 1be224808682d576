import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../errors.ts";
import type { PushSender } from "./push-sender.ts";
import {
  chatPushTargets,
  disablePushToken,
  disableTokens,
  nicknameOf,
  type PushTokenRow,
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
    const invalid = targets.filter((_, i) => outcomes[i] === "invalid_token").map((t) => t.token);
    await disableTokens(ctx.db, invalid, ctx.clock.now());
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
