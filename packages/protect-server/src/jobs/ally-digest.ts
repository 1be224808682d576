import type { Tx } from "../db/client.ts";
import { type AllyPush, runAllyJobInTx } from "../features/ally/digest-service.ts";
import type { PushSender } from "../features/push-tokens/push-sender.ts";
import { pushToAccounts } from "../features/push-tokens/service.ts";
import type { AppContext } from "../platform/app-context.ts";
import type { Job } from "./scheduler.ts";

/**
 * Every minute: ally digests (batched, at most one mail per ally per 15 minutes), endings whose
 * 24 hours are over, expired invitations (features/ally/digest-service.ts). An ally with an
 * account and the app also gets a push naming only how many updates wait; pushes are best effort
 * and sent from the job's transaction (its queries run in it: PGlite has one connection; a
 * rolled-back run may repeat one).
 */
export function allyDigestJob(ctx: AppContext, sender?: PushSender): Job {
  return {
    name: "ally-digest",
    intervalMs: 60_000,
    firstRunAfterMs: 30_000,
    async run(tx, now) {
      const pushes = await runAllyJobInTx(ctx, tx, now);
      if (sender) for (const push of pushes) await pushAlly(tx, sender, { ...push, now });
      ctx.mailer.kick();
    },
  };
}

function pushAlly(tx: Tx, sender: PushSender, push: AllyPush & { now: Date }): Promise<void> {
  return pushToAccounts(tx, sender, {
    userIds: [push.accountId],
    now: push.now,
    note: {
      title: push.fromName,
      body: push.updates === 1 ? "shared an update with you" : `shared ${push.updates} updates with you`,
      data: { kind: "ally_update", allyshipId: push.allyshipId },
    },
  });
}
