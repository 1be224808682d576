import type { UserRow } from "../../db/schema/users.ts";

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** An account as the admin API shows it: identity, plan and moderation fields, no demographics. */
export function toAdminUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    plan: user.plan,
    foundingMember: user.foundingMember,
    banned: user.banned,
    bannedAt: iso(user.bannedAt),
    bannedReason: user.bannedReason,
    coachVoiceId: user.coachVoiceId,
    onboardingStep: user.onboardingStep,
    proTrialExpiresAt: iso(user.proTrialExpiresAt),
    lastSeenAt: iso(user.lastSeenAt),
    createdAt: user.createdAt.toISOString(),
    deletedAt: iso(user.deletedAt),
  };
}
