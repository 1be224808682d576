import { z } from "zod";
import { ALLY_APPROVAL_ACTIONS, ALLY_APPROVAL_STATUSES, ALLY_EVENT_KINDS } from "../../db/schema/allies.ts";

const states = z.enum(["invited", "expired", "active", "ending", "ended"]);
const events = z.array(z.enum(ALLY_EVENT_KINDS)).max(ALLY_EVENT_KINDS.length);
/** Invitation and page tokens: bounded, URL-safe characters only (checked before any lookup). */
const linkToken = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/);

export const inviteBody = z.object({
  email: z.email().max(254),
  fromName: z.string().trim().min(1).max(60),
  events,
  twoPersonRule: z.boolean().default(false),
});

export const allyParams = z.object({ id: z.uuid() });
export const sharingBody = z.object({ events });
export const ruleBody = z.object({ enabled: z.boolean() });

export const allySchema = z.object({
  id: z.string(),
  email: z.string(),
  fromName: z.string(),
  state: states,
  sharedEvents: events,
  /** Whether the ally holds the two-person rule now (a requested removal takes 24 hours). */
  twoPersonRule: z.boolean(),
  ruleOffAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  inviteExpiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  withAccount: z.boolean(),
  createdAt: z.string(),
});

export const userApprovalSchema = z.object({
  id: z.string(),
  action: z.enum(ALLY_APPROVAL_ACTIONS),
  status: z.enum(ALLY_APPROVAL_STATUSES),
  extended: z.boolean(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const allyListSchema = z.object({ allies: z.array(allySchema), approvals: z.array(userApprovalSchema) });

/** What an ally sees: only the name the user chose, the kinds shared, those events, open requests. */
export const allyshipSchema = z.object({
  id: z.string(),
  fromName: z.string(),
  state: states,
  sharedEvents: events,
  holdsRule: z.boolean(),
  endsAt: z.string().nullable(),
  events: z.array(z.object({ kind: z.enum(ALLY_EVENT_KINDS), occurredAt: z.string(), text: z.string() })),
  approvals: z.array(
    z.object({ id: z.string(), action: z.enum(ALLY_APPROVAL_ACTIONS), expiresAt: z.string(), extended: z.boolean() }),
  ),
});

export const invitationSchema = z.object({
  fromName: z.string(),
  sharedEvents: events,
  twoPersonRule: z.boolean(),
  expiresAt: z.string(),
});

export const tokenBody = z.object({ token: linkToken });
export const accessBody = z.object({ access: linkToken });
export const decision = z.enum(["approve", "decline"]);
export const linkDecisionBody = z.object({ access: linkToken, approvalId: z.uuid(), decision });
export const accountDecisionBody = z.object({ approvalId: z.uuid(), decision });
export const acceptedSchema = z.object({ access: z.string(), allyship: allyshipSchema });
export const decidedSchema = z.object({
  id: z.string(),
  action: z.enum(ALLY_APPROVAL_ACTIONS),
  status: z.enum(ALLY_APPROVAL_STATUSES),
});
