import { z } from "zod";
import { serverCheck, shortLabelText } from "../../platform/text.ts";
import { profileSchema } from "../profile/schema.ts";
import {
  BUNDESLAENDER,
  EMPLOYMENT_STATUSES,
  GENDERS,
  INDUSTRIES,
  JOB_TENURES,
  MARITAL_STATUSES,
  MIN_AGE,
  MIN_BIRTH_YEAR,
} from "./values.ts";

/** PATCH body: each field optional; null clears it. The legacy `profession` is read-only. */
export const demographicsPatchBody = z
  .strictObject({
    birthYear: serverCheck(
      z.number().int().min(MIN_BIRTH_YEAR),
      `at most the current year minus ${MIN_AGE} (the minimum age); a later year answers 400 invalid_input`,
    )
      .nullable()
      .optional(),
    gender: z.enum(GENDERS).nullable().optional(),
    maritalStatus: z.enum(MARITAL_STATUSES).nullable().optional(),
    bundesland: z.enum(BUNDESLAENDER).nullable().optional(),
    city: shortLabelText().nullable().optional(),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES).nullable().optional(),
    shiftWork: z.boolean().nullable().optional(),
    industry: z.enum(INDUSTRIES).nullable().optional(),
    jobTenure: z.enum(JOB_TENURES).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "at least one demographic field is required" });

export type DemographicsPatch = z.output<typeof demographicsPatchBody>;

export const demographicsPatchResponse = z.object({ profile: profileSchema, trialAwarded: z.boolean() });
