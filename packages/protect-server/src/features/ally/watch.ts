import type { DbOrTx } from "../../db/client.ts";
import type { AllyApprovalRow, AllyEventKind, AllyRow } from "../../db/schema/allies.ts";
import type { MailOutbox } from "../mailer/outbox.ts";
import { notifyUser } from "../notifications/service.ts";
import type { DeviceSilenceSubscriber } from "../protected-devices/silence-service.ts";
import { COOLDOWN_MS } from "../protection/service.ts";
import type { GuardedAction, ProtectionEvent, ProtectionWatch } from "../protection-watch/service.ts";
import { allyPageUrl } from "./links.ts";
import { approvalMail, waitDoubledMail } from "./mails.ts";
import { insertAllyEvents, insertApprovalIfAbsent, lockActiveAllies, lockApprovalOf, updateApproval } from "./repo.ts";
import { holdsRule, shares } from "./rules.ts";

export interface AllyWatchDeps {
  mailer: Pick<MailOutbox, "enqueue" | "kick">;
  pepper: string;
  appUrl: string;
}

/** What of an event an ally may see: its kind and the one value that kind carries. */
function sharedData(event: ProtectionEvent): Record<string, string> {
  switch (event.kind) {
    case "cooldown_started":
      return { endsAt: event.endsAt.toISOString() };
    case "device_released":
    case "device_silent":
      return { deviceKind: event.deviceKind };
    default:
      return {};
  }
}

async function notifyAllyAccount(
  tx: DbOrTx,
  ally: AllyRow,
  kind: "ally_update" | "ally_approval_requested",
  data: Record<string, string>,
  now: Date,
) {
  if (ally.allyUserId) await notifyUser(tx, ally.allyUserId, kind, { allyshipId: ally.id, ...data }, now);
}

/**
 * The ally feature's side of the protection watch (features/protection-watch): shared events are
 * stored for the ally's digest (jobs/ally-digest.ts mails them, batched), and the two-person rule
 * asks the allies holding it and postpones a due action once when nobody approved.
 */
export function createAllyWatch(deps: AllyWatchDeps): ProtectionWatch {
  const pageOf = (ally: AllyRow) => allyPageUrl(deps.appUrl, deps.pepper, ally.id);
  const ruleHolders = async (tx: DbOrTx, userId: string, now: Date) =>
    (await lockActiveAllies(tx, userId)).filter((ally) => holdsRule(ally, now));

  async function withdrawApproval(tx: DbOrTx, cooldownId: string) {
    const approval = await lockApprovalOf(tx, "protection_off", cooldownId);
    if (approval?.status === "pending") await updateApproval(tx, approval.id, { status: "withdrawn" });
  }

  async function mailHolders(
    tx: DbOrTx,
    holders: readonly AllyRow[],
    approval: AllyApprovalRow,
    write: typeof approvalMail,
  ) {
    for (const ally of holders) {
      await deps.mailer.enqueue(tx, {
        userId: approval.userId,
        ...write(ally.email, ally.fromName, approval, pageOf(ally)),
        validForMs: Math.max(60_000, approval.expiresAt.getTime() - approval.createdAt.getTime()),
      });
    }
    if (holders.length > 0) deps.mailer.kick();
  }

  return {
    async record(tx, event) {
      if (event.kind === "cooldown_cancelled") await withdrawApproval(tx, event.cooldownId);
      const kind: AllyEventKind = event.kind;
      const data = sharedData(event);
      const told = (await lockActiveAllies(tx, event.userId)).filter((ally) => shares(ally, kind, event.at));
      await insertAllyEvents(
        tx,
        told.map((ally) => ({ allyId: ally.id, kind, data, occurredAt: event.at })),
      );
      for (const ally of told) await notifyAllyAccount(tx, ally, "ally_update", { kind, ...data }, event.at);
    },

    async scheduled(tx, action) {
      const holders = await ruleHolders(tx, action.userId, action.now);
      if (holders.length === 0) return;
      const approval = await insertApprovalIfAbsent(tx, {
        userId: action.userId,
        action: action.action,
        subjectId: action.subjectId,
        expiresAt: action.dueAt,
        createdAt: action.now,
      });
      if (!approval) return;
      for (const ally of holders) {
        await notifyAllyAccount(tx, ally, "ally_approval_requested", { approvalId: approval.id }, action.now);
      }
      await mailHolders(tx, holders, approval, approvalMail);
    },

    async due(tx, action: GuardedAction) {
      const approval = await lockApprovalOf(tx, action.action, action.subjectId);
      if (!approval || approval.status === "approved" || approval.status === "withdrawn") return null;
      const holders = await ruleHolders(tx, action.userId, action.now);
      if (approval.extended || holders.length === 0) {
        // The fallback has run (or nobody holds the rule any more): the action goes ahead.
        if (approval.status === "pending") await updateApproval(tx, approval.id, { status: "lapsed" });
        return null;
      }
      const postponedTo = new Date(action.dueAt.getTime() + COOLDOWN_MS);
      const extended = await updateApproval(tx, approval.id, { extended: true, expiresAt: postponedTo });
      await notifyUser(
        tx,
        action.userId,
        "ally_wait_doubled",
        { approvalId: approval.id, action: approval.action, until: postponedTo.toISOString() },
        action.now,
      );
      await mailHolders(tx, holders, { ...extended, createdAt: action.now }, waitDoubledMail);
      return postponedTo;
    },
  };
}

/**
 * Silent devices reach the allies through the watch: the device-silence job (features/protected-devices)
 * tells its subscribers inside its transaction; a device that asks again is not news to an ally.
 */
export function silenceToWatch(watch: ProtectionWatch): DeviceSilenceSubscriber {
  return {
    name: "ally",
    async onDeviceSilence(tx, event) {
      if (event.kind !== "silent") return;
      const deviceKind = event.computer ? "computer" : "device";
      await watch.record(tx, { kind: "device_silent", userId: event.userId, at: event.at, deviceKind });
    },
  };
}
