import type { Tx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { notifyUser } from "../notifications/service.ts";
import { allyPageUrl } from "./links.ts";
import { digestMail, endingMail, eventLine } from "./mails.ts";
import {
  lockDigestDue,
  lockEndingDue,
  lockExpiredInvitations,
  markEventsMailed,
  unmailedEvents,
  updateAlly,
} from "./repo.ts";
import { DIGEST_WINDOW_MS } from "./rules.ts";

/** An ally account to push to after the job's transaction: the count only, never the contents. */
export interface AllyPush {
  accountId: string;
  allyshipId: string;
  fromName: string;
  updates: number;
}

/**
 * The ally job's work (jobs/ally-digest.ts), in its transaction:
 * - digests: every ally with unmailed events and no mail in the last 15 minutes gets one mail
 *   listing them all (the outbox delivers it); pushes for ally accounts are returned;
 * - endings the user asked for while the two-person rule held, once their 24 hours are over;
 * - invitations past their 7 days: closed, the user told.
 */
export async function runAllyJobInTx(ctx: AppContext, tx: Tx, now: Date): Promise<AllyPush[]> {
  const pushes: AllyPush[] = [];
  for (const ally of await lockDigestDue(tx, new Date(now.getTime() - DIGEST_WINDOW_MS))) {
    const events = await unmailedEvents(tx, ally.id);
    if (events.length === 0) continue;
    const lines = events.map((event) => ({
      at: event.occurredAt,
      text: eventLine(event.kind, event.data, ally.fromName),
    }));
    await ctx.mailer.enqueue(tx, {
      userId: ally.userId,
      ...digestMail(
        ally.email,
        ally.fromName,
        lines,
        allyPageUrl(ctx.settings.devices.appUrl, ctx.secrets.sessionPepper, ally.id),
      ),
    });
    await markEventsMailed(
      tx,
      events.map((event) => event.id),
      now,
    );
    await updateAlly(tx, ally.id, { lastMailAt: now });
    if (ally.allyUserId) {
      pushes.push({ accountId: ally.allyUserId, allyshipId: ally.id, fromName: ally.fromName, updates: events.length });
    }
  }
  for (const ally of await lockEndingDue(tx, now)) {
    await updateAlly(tx, ally.id, { status: "ended", endedAt: now, endedBy: "user" });
    await ctx.mailer.enqueue(tx, { userId: ally.userId, ...endingMail(ally.email, ally.fromName, null) });
    if (ally.allyUserId) await notifyUser(tx, ally.allyUserId, "allyship_ended", { allyshipId: ally.id }, now);
  }
  for (const ally of await lockExpiredInvitations(tx, now)) {
    await updateAlly(tx, ally.id, { status: "ended", inviteTokenHash: null, endedAt: now, endedBy: "expired" });
    await notifyUser(tx, ally.userId, "ally_ended", { allyId: ally.id, by: "expired" }, now);
  }
  return pushes;
}
