import { setTimeout as delay } from "node:timers/promises";
import type { Tx } from "../../db/client.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { changeLogRange, usersChangedAfter } from "../resolver-changes/service.ts";
import { GLOBAL_LIST_NAMES, type GlobalListName, type ProtectionView, protectionCoreView } from "./protection-view.ts";
import { accountsOf, liveDevicesOf, usersWithLiveDevices } from "./repo.ts";

/** The protection core as the devices features see it. */
export const protectionView: ProtectionView = protectionCoreView;

/** How often a long-poll looks for a new version (other instances' changes arrive this way too). */
const LONG_POLL_STEP_MS = 250;

export type UserRecord =
  | {
      id: string;
      protection: "on" | "off";
      cooldownEndsAt: string | null;
      blocklistMode: "curated" | "full";
      graceUntil: string | null;
      customDomains: string[];
      devices: { tokenHash: string; status: "pending" | "active" | "degraded" }[];
    }
  | { id: string; removed: true };

export interface PolicyDocument {
  version: number;
  full: boolean;
  lists: Record<GlobalListName, { etag: string; count: number }>;
  users: UserRecord[];
}

/** The current records of these users; users without a live device (or gone) read as removed. */
async function recordsOf(ctx: AppContext, tx: Tx, ids: readonly string[]): Promise<UserRecord[]> {
  const accounts = await accountsOf(tx, ids);
  const policies = await protectionView.policiesOf(inTx(ctx, tx), accounts);
  const devices = new Map<string, { tokenHash: string; status: "pending" | "active" | "degraded" }[]>();
  for (const device of await liveDevicesOf(tx, ids)) {
    if (device.status === "revoked") continue;
    const list = devices.get(device.userId) ?? [];
    list.push({ tokenHash: device.tokenHash, status: device.status });
    devices.set(device.userId, list);
  }
  return ids.map((id): UserRecord => {
    const policy = policies.get(id);
    const own = devices.get(id);
    if (!policy || !own) return { id, removed: true };
    return {
      id,
      protection: policy.protection,
      cooldownEndsAt: policy.cooldownEndsAt?.toISOString() ?? null,
      blocklistMode: policy.blocklistMode,
      graceUntil: policy.graceUntil?.toISOString() ?? null,
      customDomains: policy.customDomains,
      devices: own,
    };
  });
}

/** The context with its database replaced by the open transaction, so other features' reads join it. */
function inTx(ctx: AppContext, tx: Tx): AppContext {
  return { ...ctx, db: tx as unknown as AppContext["db"] };
}

async function listsOf(ctx: AppContext): Promise<PolicyDocument["lists"]> {
  const [curated, full, bypass] = await Promise.all(
    GLOBAL_LIST_NAMES.map((name) => protectionView.listInfo(ctx, name)),
  );
  const none = { etag: '""', count: 0 };
  return { curated: curated ?? none, full: full ?? none, bypass: bypass ?? none };
}

/**
 * The policy document: a full snapshot (since null) or the changes after `since`, read in one
 * REPEATABLE READ transaction so that version and records agree. `gone` when `since` is outside the
 * kept history (pruned, or newer than the current version).
 */
export async function readPolicy(ctx: AppContext, since: number | null): Promise<PolicyDocument | "gone"> {
  const read = await ctx.db.transaction(
    async (tx) => {
      const { newest, oldest } = await changeLogRange(tx);
      if (since === null) {
        const users = (await recordsOf(ctx, tx, await usersWithLiveDevices(tx))).filter(
          (record) => !("removed" in record),
        );
        return { version: newest, full: true, users };
      }
      if (since > newest || (oldest !== null && since < oldest - 1)) return "gone" as const;
      const users = since === newest ? [] : await recordsOf(ctx, tx, await usersChangedAfter(tx, since));
      return { version: newest, full: false, users };
    },
    { isolationLevel: "repeatable read" },
  );
  if (read === "gone") return read;
  // After the transaction: the lists come from the per-instance cache (keyed by the database; PGlite's
  // one connection would wait for the open transaction), and read after the version they are at
  // least as new as it, so no list change is announced late.
  return { ...read, lists: await listsOf(ctx) };
}

/**
 * The long-poll: with `since`, waits up to `waitSeconds` for a version after it, looking every
 * 250 ms (a change on any instance sharing the database is seen), and stops when the client leaves.
 */
export async function pollPolicy(
  ctx: AppContext,
  options: { since: number | null; waitSeconds: number; signal: AbortSignal },
): Promise<PolicyDocument | "gone"> {
  const deadline = performance.now() + Math.min(options.waitSeconds, 60) * 1000;
  for (;;) {
    const document = await readPolicy(ctx, options.since);
    const unchanged = document !== "gone" && options.since !== null && document.version === options.since;
    if (!unchanged || performance.now() >= deadline || options.signal.aborted) return document;
    await delay(Math.min(LONG_POLL_STEP_MS, Math.max(0, deadline - performance.now())), undefined, {
      signal: options.signal,
    }).catch(() => undefined);
  }
}

export function listInfo(ctx: AppContext, name: GlobalListName) {
  return protectionView.listInfo(ctx, name);
}

export function listDomains(ctx: AppContext, name: GlobalListName) {
  return protectionView.listDomains(ctx, name);
}
