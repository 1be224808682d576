import { z } from "zod";
import { PLANS } from "../../config.ts";

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
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().min(1).max(100).optional(),
  plan: z.enum(PLANS).optional(),
  includeDeleted: queryBoolean.default(false),
});

/** One line of free text an admin writes (a ban reason): trimmed, no control characters. */
const adminText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, "must not contain control characters");

export const patchUserBody = z
  .object({
    plan: z.enum(PLANS).optional(),
    banned: z.boolean().optional(),
    bannedReason: adminText(500).nullable().optional(),
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
