import { z } from "zod";
import { PLANS } from "../../platform/config.ts";
import { cursorText, longText, shortLabelText } from "../../platform/text.ts";
import { MAX_CODES_PER_BATCH } from "./admin-service.ts";

/** A batch label: one line, 1–60 characters. */
const label = shortLabelText({ max: 60 });

export const createCodesBody = z
  .object({
    count: z.number().int().min(1).max(MAX_CODES_PER_BATCH),
    plan: z.enum(PLANS).default("legend"),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    label,
    notes: longText({ min: 0, max: 500 }).optional(),
  })
  .strict();

export const createCodesResponse = z.object({
  codes: z.array(z.string()),
  label: z.string(),
  plan: z.enum(PLANS),
  expiresAt: z.string().nullable(),
});

export const listCodesQuery = z.object({
  cursor: cursorText().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  label: label.optional(),
  status: z.enum(["unused", "used", "expired"]).optional(),
});

export const adminCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  grantsPlan: z.enum(PLANS),
  label: z.string().nullable(),
  notes: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(["unused", "used", "expired"]),
});

export const listCodesResponse = z.object({ codes: z.array(adminCodeSchema), nextCursor: z.string().nullable() });

export const labelsResponse = z.object({
  labels: z.array(
    z.object({
      label: z.string().nullable(),
      total: z.number().int(),
      used: z.number().int(),
      expired: z.number().int(),
      firstCreatedAt: z.string(),
    }),
  ),
});

export const expireBody = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(MAX_CODES_PER_BATCH) }).strict(),
  z.object({ label }).strict(),
]);

export const expireResponse = z.object({ expired: z.number().int() });

export const exportQuery = z.object({ label });
