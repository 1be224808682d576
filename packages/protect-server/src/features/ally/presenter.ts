import type { z } from "zod";
import type { AllyApprovalRow, AllyRow } from "../../db/schema/allies.ts";
import type { AllyshipView } from "./allyship-service.ts";
import { eventLine } from "./mails.ts";
import { allyState, holdsRule } from "./rules.ts";
import type { allySchema, allyshipSchema, invitationSchema, userApprovalSchema } from "./schema.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The user's view of one of their allies. */
export function toAlly(row: AllyRow, now: Date): z.infer<typeof allySchema> {
  return {
    id: row.id,
    email: row.email,
    fromName: row.fromName,
    state: allyState(row, now),
    sharedEvents: row.sharedEvents,
    twoPersonRule: holdsRule(row, now),
    ruleOffAt: iso(row.ruleOffAt),
    endsAt: iso(row.endsAt),
    inviteExpiresAt: row.inviteExpiresAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    withAccount: row.allyUserId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toUserApproval(row: AllyApprovalRow): z.infer<typeof userApprovalSchema> {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    extended: row.extended,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The ally's view. Built field by field from what the user chose to share: never the account's
 * address, nickname or ids, never device names; event texts come from mails.ts like the e-mails.
 */
export function toAllyship(view: AllyshipView): z.infer<typeof allyshipSchema> {
  const { ally } = view;
  return {
    id: ally.id,
    fromName: ally.fromName,
    state: view.state,
    sharedEvents: ally.sharedEvents,
    holdsRule: view.holdsRule,
    endsAt: iso(ally.endsAt),
    events: view.events
      .filter((event) => ally.sharedEvents.includes(event.kind))
      .map((event) => ({
        kind: event.kind,
        occurredAt: event.occurredAt.toISOString(),
        text: eventLine(event.kind, event.data, ally.fromName),
      })),
    approvals: view.approvals.map((approval) => ({
      id: approval.id,
      action: approval.action,
      expiresAt: approval.expiresAt.toISOString(),
      extended: approval.extended,
    })),
  };
}

export function toInvitation(row: AllyRow): z.infer<typeof invitationSchema> {
  return {
    fromName: row.fromName,
    sharedEvents: row.sharedEvents,
    twoPersonRule: row.twoPersonRule,
    expiresAt: row.inviteExpiresAt.toISOString(),
  };
}
