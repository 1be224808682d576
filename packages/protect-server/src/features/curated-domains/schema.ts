import { z } from "zod";
import { CURATED_STATUSES, type CuratedDomainRow } from "../../db/schema/curated-domains.ts";
import { shortLabelText } from "../../platform/text.ts";
import { domainText } from "../blocklists/domain-input.ts";

/** ISO 3166-1 alpha-2, upper-cased. */
export const countryCode = () =>
  shortLabelText({ min: 2, max: 2 })
    .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 country code")
    .transform((value) => value.toUpperCase());

export const suggestBody = z.object({ country: countryCode(), domain: domainText() });

export const curatedDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  country: z.string(),
  status: z.enum(CURATED_STATUSES),
  suggestedByUserId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export function toCuratedDomain(row: CuratedDomainRow): z.infer<typeof curatedDomainSchema> {
  return {
    id: row.id,
    domain: row.domain,
    country: row.country,
    status: row.status,
    suggestedByUserId: row.suggestedByUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const adminListQuery = z.object({
  status: z.enum(CURATED_STATUSES).optional(),
  country: countryCode().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const curatedListSchema = z.object({ domains: z.array(curatedDomainSchema) });
export const curatedParams = z.object({ id: z.uuid() });
export const patchBody = z.object({ status: z.enum(CURATED_STATUSES) });
