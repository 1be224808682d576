import { z } from "zod";
import { DOMAIN_TYPES, type UserCustomDomainRow } from "../../db/schema/blocklists.ts";

export const customDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  type: z.enum(DOMAIN_TYPES),
  createdAt: z.string(),
});

export function toCustomDomain(row: UserCustomDomainRow): z.infer<typeof customDomainSchema> {
  return { id: row.id, domain: row.domain, type: row.type, createdAt: row.createdAt.toISOString() };
}

export const addCustomDomainBody = z.object({
  domain: z.string().max(300),
  type: z.enum(DOMAIN_TYPES).default("web"),
});

export const customDomainListSchema = z.object({
  domains: z.array(customDomainSchema),
  used: z.number().int(),
  limit: z.number().int().nullable(),
});

export const customDomainParams = z.object({ id: z.uuid() });
