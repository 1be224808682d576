import type { CuratedDomainRow } from "../../db/schema/curated-domains.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { domainFromInput } from "../blocklists/domain-input.ts";
import { approvedDomainsOf, insertSuggestion, listCurated, setCuratedStatus } from "./repo.ts";

/** The approved web-content domains of a country (seeded rows and approved suggestions). */
export async function countryWebContentDomains(ctx: AppContext, country: string): Promise<string[]> {
  return approvedDomainsOf(ctx.db, country);
}

/** A user suggests a domain for a country's web-content list: a `suggested` row (idempotent). */
export async function suggestCuratedDomain(
  ctx: AppContext,
  userId: string,
  input: { country: string; domain: string },
): Promise<{ created: boolean; row: CuratedDomainRow }> {
  const domain = domainFromInput(input.domain, "body.domain");
  return insertSuggestion(ctx.db, { domain, country: input.country, suggestedByUserId: userId, now: ctx.clock.now() });
}

export async function listCuratedForAdmin(
  ctx: AppContext,
  filter: {
    status?: "suggested" | "approved" | undefined;
    country?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<CuratedDomainRow[]> {
  return listCurated(ctx.db, filter);
}

/** Admin moves a row between `suggested` and `approved`; approved rows join their country's list. */
export async function updateCuratedStatus(
  ctx: AppContext,
  id: string,
  status: "suggested" | "approved",
): Promise<CuratedDomainRow> {
  const row = await setCuratedStatus(ctx.db, id, status, ctx.clock.now());
  if (!row) throw new AppError("not_found", `Curated domain "${id}" not found`);
  return row;
}
