import type { DbOrTx, Tx } from "../../db/client.ts";
import type { AllyApprovalRow, AllyEventRow, AllyRow } from "../../db/schema/allies.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { digestsEqual } from "../../platform/secret-codes.ts";
import { notifyUser } from "../notifications/service.ts";
import { accessToken, inviteTokenHash, verifyAccessToken } from "./links.ts";
import {
  allyshipsOf,
  deleteAlly,
  findAlly,
  lockAlly,
  lockApproval,
  lockByInviteHash,
  openApprovalsOf,
  recentAllyEvents,
  updateAlly,
  updateApproval,
} from "./repo.ts";
import { allyState, holdsRule } from "./rules.ts";

/**
 * The ally's side: what they see and do, through the page's signed link (no account) or their own
 * account. Everything an ally reads is built here from the relationship row, the events stored for
 * this ally (only kinds the user shared) and, while they hold the two-person rule, the open requests.
 */
export interface AllyshipView {
  ally: AllyRow;
  state: ReturnType<typeof allyState>;
  holdsRule: boolean;
  events: AllyEventRow[];
  approvals: AllyApprovalRow[];
}

/** Who acts: the holder of a page link, or a signed-in account. */
export type AllyCaller = { access: string } | { accountId: string; allyshipId: string };

const RECENT_EVENTS = 50;

async function viewOf(db: DbOrTx, ally: AllyRow, now: Date): Promise<AllyshipView> {
  const rule = holdsRule(ally, now);
  return {
    ally,
    state: allyState(ally, now),
    holdsRule: rule,
    events: await recentAllyEvents(db, ally.id, RECENT_EVENTS),
    approvals: rule ? await openApprovalsOf(db, ally.userId, now) : [],
  };
}

const gone = () => new AppError("not_found", "Unknown, ended or expired ally link");

/** The caller's relationship if it is live (active or ending), else 404: forged, ended, erased, or not theirs. */
async function liveAllyship(ctx: AppContext, db: DbOrTx, caller: AllyCaller, lock: boolean): Promise<AllyRow> {
  const id = "access" in caller ? verifyAccessToken(ctx.secrets.sessionPepper, caller.access) : caller.allyshipId;
  if (!id) throw gone();
  const row = lock ? await lockAlly(db, id) : await findAlly(db, id);
  if (!row) throw gone();
  if ("accountId" in caller && row.allyUserId !== caller.accountId) throw gone();
  const state = allyState(row, ctx.clock.now());
  if (state !== "active" && state !== "ending") throw gone();
  return row;
}

/** The invitation behind a link, row-locked, if it is still open; compared in constant time. */
async function openInvitation(ctx: AppContext, tx: DbOrTx, token: string): Promise<AllyRow> {
  const hash = inviteTokenHash(ctx.secrets.sessionPepper, token);
  const row = await lockByInviteHash(tx, hash);
  if (!row?.inviteTokenHash || !digestsEqual(row.inviteTokenHash, hash)) throw gone();
  if (allyState(row, ctx.clock.now()) !== "invited") throw gone();
  return row;
}

/** What the invitation page shows before the ally decides. */
export function readInvitation(ctx: AppContext, token: string): Promise<AllyRow> {
  return ctx.db.transaction((tx) => openInvitation(ctx, tx, token));
}

/**
 * Accepts an invitation: single use (the hash is cleared in the same transaction; a concurrent
 * accept waits on the row lock, then finds nothing). With `accountId`, the ally's own account is
 * linked (it gets notification rows and pushes); the user is notified.
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  options: { accountId?: string } = {},
): Promise<{ view: AllyshipView; access: string }> {
  const now = ctx.clock.now();
  const ally = await ctx.db.transaction(async (tx) => {
    const row = await openInvitation(ctx, tx, token);
    if (options.accountId === row.userId) throw new AppError("invalid_transition", "You cannot be your own ally");
    const accepted = await updateAlly(tx, row.id, {
      status: "active",
      inviteTokenHash: null,
      acceptedAt: now,
      allyUserId: options.accountId ?? null,
    });
    await notifyUser(tx, row.userId, "ally_accepted", { allyId: row.id }, now);
    return accepted;
  });
  return { view: await viewOf(ctx.db, ally, now), access: accessToken(ctx.secrets.sessionPepper, ally.id) };
}

/** Declines an invitation: the link stops working and the user is told (as an ended relationship). */
export async function declineInvitation(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await openInvitation(ctx, tx, token);
    await updateAlly(tx, row.id, { status: "ended", inviteTokenHash: null, endedAt: now, endedBy: "ally" });
    await notifyUser(tx, row.userId, "ally_ended", { allyId: row.id, by: "ally" }, now);
  });
}

export async function readAllyship(ctx: AppContext, caller: AllyCaller): Promise<AllyshipView> {
  const ally = await liveAllyship(ctx, ctx.db, caller, false);
  return viewOf(ctx.db, ally, ctx.clock.now());
}

/** The relationships an account holds as an ally. */
export async function listAllyships(ctx: AppContext, accountId: string): Promise<AllyshipView[]> {
  const now = ctx.clock.now();
  const rows = (await allyshipsOf(ctx.db, accountId)).filter((row) => {
    const state = allyState(row, now);
    return state === "active" || state === "ending";
  });
  return Promise.all(rows.map((row) => viewOf(ctx.db, row, now)));
}

/**
 * Approves or declines an open request. Only an ally holding the rule may; the first answer wins
 * (the request row is locked, a second answer finds it decided: 409).
 */
export async function decideApproval(
  ctx: AppContext,
  caller: AllyCaller,
  input: { approvalId: string; decision: "approve" | "decline" },
): Promise<AllyApprovalRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const ally = await liveAllyship(ctx, tx, caller, true);
    if (!holdsRule(ally, now)) throw new AppError("forbidden", "You do not hold the two-person rule");
    const approval = await lockApproval(tx, ally.userId, input.approvalId);
    if (!approval) throw new AppError("not_found", `Approval request "${input.approvalId}" not found`);
    if (approval.status !== "pending" || approval.expiresAt <= now) {
      throw new AppError(
        "invalid_transition",
        `The request is ${approval.status === "pending" ? "expired" : approval.status}`,
      );
    }
    const status = input.decision === "approve" ? "approved" : "declined";
    const decided = await updateApproval(tx, approval.id, { status, decidedByAllyId: ally.id, decidedAt: now });
    await notifyUser(
      tx,
      ally.userId,
      "ally_approval_decided",
      { approvalId: approval.id, action: approval.action, status },
      now,
    );
    return decided;
  });
}

/** The ally ends the relationship: at once, whatever rule held; the user is notified. */
export async function leaveAllyship(ctx: AppContext, caller: AllyCaller): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const ally = await liveAllyship(ctx, tx, caller, true);
    await endByAllyInTx(tx, ally, now);
  });
}

async function endByAllyInTx(tx: Tx, ally: AllyRow, now: Date): Promise<void> {
  await updateAlly(tx, ally.id, { status: "ended", endedAt: now, endedBy: "ally" });
  await notifyUser(tx, ally.userId, "ally_ended", { allyId: ally.id, by: "ally" }, now);
}

/**
 * The ally asks for their data to be erased: the relationship row (their address, the events they
 * were sent) is deleted; the user is told the ally left. Works on an ended relationship too, as
 * long as the link's signature holds and the row exists.
 */
export async function eraseAllyData(ctx: AppContext, caller: AllyCaller): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const id = "access" in caller ? verifyAccessToken(ctx.secrets.sessionPepper, caller.access) : caller.allyshipId;
    const row = id ? await lockAlly(tx, id) : undefined;
    if (!row || ("accountId" in caller && row.allyUserId !== caller.accountId)) throw gone();
    if (row.status !== "ended") await notifyUser(tx, row.userId, "ally_ended", { allyId: row.id, by: "ally" }, now);
    await deleteAlly(tx, row.id);
  });
}
