import { type UserRow, users } from "./schema/users.ts";

/**
 * The account columns every authenticated request carries, selected by the repositories that find a
 * session (auth's app sessions, magic's companion sessions, the admin console's). Kept small on
 * purpose: this runs on every request, and mapping the full 45-column row halves throughput. Routes
 * that show the whole profile load it.
 */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  plan: users.plan,
  foundingMember: users.foundingMember,
  banned: users.banned,
  globalBlocklistGraceUntil: users.globalBlocklistGraceUntil,
  proTrialExpiresAt: users.proTrialExpiresAt,
  onboardingStep: users.onboardingStep,
  mdmManaged: users.mdmManaged,
  mdmDetectedAt: users.mdmDetectedAt,
  digaBannerDismissedAt: users.digaBannerDismissedAt,
};
export type AuthUser = Pick<UserRow, keyof typeof authUserColumns>;
