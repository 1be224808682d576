import { z } from "zod";
import { EXPORT_FORMATS } from "./export-formats.ts";

export const blocklistQuery = z.object({ format: z.enum(EXPORT_FORMATS).default("plain") });

export const domainsSchema = z.object({ domains: z.array(z.string()) });

export const webContentQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 country code")
    .transform((value) => value.toUpperCase())
    .optional(),
});

export const webContentSchema = z.object({ country: z.string(), domains: z.array(z.string()) });
