import type { UserRow } from "../../db/schema/users.ts";

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The demographic fields as the API shows them. */
export function toDemographics(user: UserRow) {
  return {
    birthYear: user.birthYear,
    gender: user.gender,
    maritalStatus: user.maritalStatus,
    profession: user.profession,
    bundesland: user.bundesland,
    city: user.city,
    employmentStatus: user.employmentStatus,
    shiftWork: user.shiftWork,
    industry: user.industry,
    jobTenure: user.jobTenure,
    demographicsConsentAt: iso(user.demographicsConsentAt),
    demographicsWithdrawnAt: iso(user.demographicsWithdrawnAt),
  };
}

/** The profile of GET /api/auth/me and of signup/login: the owner's own view of the account. */
export function toProfile(user: UserRow) {
  return {
    id: user.id,
    email: user.email ?? "",
    nickname: user.nickname,
    plan: user.plan,
    foundingMember: user.foundingMember,
    onboardingStep: user.onboardingStep,
    callsEnabled: user.callsEnabled,
    presenceVisible: user.presenceVisible,
    chatPushEnabled: user.chatPushEnabled,
    mdmManaged: user.mdmManaged,
    mdmDetectedAt: iso(user.mdmDetectedAt),
    coachVoiceId: user.coachVoiceId,
    demographics: toDemographics(user),
    proTrialStartedAt: iso(user.proTrialStartedAt),
    proTrialExpiresAt: iso(user.proTrialExpiresAt),
    proTrialSource: user.proTrialSource,
    proTrialUsedAt: iso(user.proTrialUsedAt),
    digaBannerDismissedAt: iso(user.digaBannerDismissedAt),
    digaCodeRedeemedAt: iso(user.digaCodeRedeemedAt),
    lastInstallAt: iso(user.lastInstallAt),
    lastSeenAt: iso(user.lastSeenAt),
    createdAt: user.createdAt.toISOString(),
  };
}
