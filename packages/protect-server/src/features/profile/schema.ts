import { z } from "zod";
import { PLANS } from "../../platform/config.ts";
import { nicknameText } from "../../platform/text.ts";

const timestamp = z.string().nullable();

export const demographicsSchema = z.object({
  birthYear: z.number().int().nullable(),
  gender: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  profession: z.string().nullable(),
  bundesland: z.string().nullable(),
  city: z.string().nullable(),
  employmentStatus: z.string().nullable(),
  shiftWork: z.boolean().nullable(),
  industry: z.string().nullable(),
  jobTenure: z.string().nullable(),
  demographicsConsentAt: timestamp,
  demographicsWithdrawnAt: timestamp,
});

export const ONBOARDING_STEPS = ["welcome", "nickname", "block", "done"] as const;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  plan: z.enum(PLANS),
  foundingMember: z.boolean(),
  onboardingStep: z.enum(ONBOARDING_STEPS),
  callsEnabled: z.boolean(),
  presenceVisible: z.boolean(),
  chatPushEnabled: z.boolean(),
  mdmManaged: z.boolean(),
  mdmDetectedAt: timestamp,
  coachVoiceId: z.string().nullable(),
  demographics: demographicsSchema,
  proTrialStartedAt: timestamp,
  proTrialExpiresAt: timestamp,
  proTrialSource: z.string().nullable(),
  proTrialUsedAt: timestamp,
  digaBannerDismissedAt: timestamp,
  digaCodeRedeemedAt: timestamp,
  lastInstallAt: timestamp,
  lastSeenAt: timestamp,
  createdAt: z.string(),
});

export const onboardingStepBody = z.object({ step: z.enum(ONBOARDING_STEPS) });
export const nicknameBody = z.object({ nickname: nicknameText() });
export const enabledBody = z.object({ enabled: z.boolean() });
export const visibleBody = z.object({ visible: z.boolean() });
export const mdmStatusBody = z.object({ managed: z.boolean() });
export const okSchema = z.object({ ok: z.literal(true) });
