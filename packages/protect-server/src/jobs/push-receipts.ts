import type { PushSender } from "../features/push-tokens/push-sender.ts";
import { checkPushReceiptsInTx, type ReceiptCheck } from "../features/push-tokens/service.ts";
import type { Job } from "./scheduler.ts";

/**
 * Every 15 minutes: reads the push receipts that are due and disables the tokens of devices the
 * push service reports as gone after the send (Apple and Google may throttle an app that keeps
 * sending to them). The rules are in `checkPushReceiptsInTx`.
 */
export function pushReceiptsJob(sender: PushSender | undefined, onRun?: (check: ReceiptCheck) => void): Job {
  return {
    name: "push-receipts",
    intervalMs: 15 * 60_000,
    firstRunAfterMs: 120_000,
    async run(tx, now) {
      onRun?.(await checkPushReceiptsInTx(tx, sender, now));
    },
  };
}
