import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The account and its profile (the seed's Profile resource): one row per user. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased; null once the account is deleted (personal data scrubbed). */
    email: text("email"),
    passwordHash: text("password_hash"),
    nickname: text("nickname"),
    plan: text("plan", { enum: ["free", "pro", "legend"] }).notNull(),
    foundingMember: boolean("founding_member").notNull().default(false),
    globalBlocklistGraceUntil: ts("global_blocklist_grace_until"),
    paymentSubscriptionId: text("payment_subscription_id"),
    banned: boolean("banned").notNull().default(false),
    bannedAt: ts("banned_at"),
    bannedReason: text("banned_reason"),
    deletedAt: ts("deleted_at"),
    /** When the account-purge job nulled what the tombstone kept for the grace period (docs/privacy.md). */
    purgedAt: ts("purged_at"),
    coachVoiceId: text("coach_voice_id"),
    birthYear: integer("birth_year"),
    gender: text("gender"),
    maritalStatus: text("marital_status"),
    profession: text("profession"),
    bundesland: text("bundesland"),
    city: text("city"),
    employmentStatus: text("employment_status"),
    shiftWork: boolean("shift_work"),
    industry: text("industry"),
    jobTenure: text("job_tenure"),
    demographicsConsentAt: ts("demographics_consent_at"),
    demographicsWithdrawnAt: ts("demographics_withdrawn_at"),
    proTrialStartedAt: ts("pro_trial_started_at"),
    proTrialExpiresAt: ts("pro_trial_expires_at"),
    proTrialSource: text("pro_trial_source"),
    proTrialUsedAt: ts("pro_trial_used_at"),
    digaBannerDismissedAt: ts("diga_banner_dismissed_at"),
    digaCodeRedeemedAt: ts("diga_code_redeemed_at"),
    lastInstallAt: ts("last_install_at"),
    onboardingStep: text("onboarding_step", { enum: ["welcome", "nickname", "block", "done"] })
      .notNull()
      .default("welcome"),
    protectionDisabledAt: ts("protection_disabled_at"),
    screentimePasscode: text("screentime_passcode"),
    callsEnabled: boolean("calls_enabled").notNull().default(true),
    presenceVisible: boolean("presence_visible").notNull().default(true),
    lastSeenAt: ts("last_seen_at"),
    chatPushEnabled: boolean("chat_push_enabled").notNull().default(true),
    mdmManaged: boolean("mdm_managed").notNull().default(false),
    mdmDetectedAt: ts("mdm_detected_at"),
    voiceSecondsUsedToday: integer("voice_seconds_used_today").notNull().default(0),
    voiceQuotaResetAt: ts("voice_quota_reset_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_purge_due_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null and ${t.purgedAt} is null`),
    index("users_trial_expiry_idx").on(t.proTrialExpiresAt).where(sql`${t.plan} = 'pro'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
