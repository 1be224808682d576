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
