import { z } from "zod";
import { PLANS } from "../../platform/config.ts";
import { cursorText, shortLabelText } from "../../platform/text.ts";

export const verifyAdminSchema = z.object({ isAdmin: z.boolean(), userId: z.string(), email: z.string() });

export const userIdParams = z.object({ id: z.uuid() });

export const setPlanBody = z.object({ plan: z.enum(PLANS), foundingMember: z.boolean().optional() });

export const setPlanResponse = z.object({
  userId: z.string(),
  plan: z.enum(PLANS),
  foundingMember: z.boolean(),
  globalBlocklistGraceUntil: z.string().nullable(),
});

/** A query-string boolean: only `true` or `false` (strict, like the config). */
const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");

export const listUsersQuery = z.object({
  cursor: cursorText().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  q: shortLabelText().optional(),
  plan: z.enum(PLANS).optional(),
  includeDeleted: queryBoolean.default(false),
});

export const patchUserBody = z
  .object({
    plan: z.enum(PLANS).optional(),
    banned: z.boolean().optional(),
    bannedReason: shortLabelText({ max: 200 }).nullable().optional(),
    coachVoiceId: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be 1–64 letters, digits, dots, dashes or underscores")
      .nullable()
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "Give at least one field" });

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  plan: z.enum(PLANS),
  foundingMember: z.boolean(),
  banned: z.boolean(),
  bannedAt: z.string().nullable(),
  bannedReason: z.string().nullable(),
  coachVoiceId: z.string().nullable(),
  onboardingStep: z.string(),
  proTrialExpiresAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});

export const listUsersResponse = z.object({ users: z.array(adminUserSchema), nextCursor: z.string().nullable() });
