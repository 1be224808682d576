import type { DomainType, UserCustomDomainRow } from "../../db/schema/blocklists.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError, planLimitError } from "../../platform/errors.ts";
import { domainFromInput } from "../blocklists/domain-input.ts";
import { blocklistAccess } from "../blocklists/plan-rules.ts";
import { recordPolicyChange } from "../resolver-changes/service.ts";
import {
  countLimitedCustomDomains,
  deleteCustomDomain,
  findCustomDomain,
  insertCustomDomain,
  listCustomDomains,
  lockAccountPlan,
} from "./repo.ts";

export interface CustomDomainList {
  domains: UserCustomDomainRow[];
  /** How many count against the plan (approved own submissions do not). */
  used: number;
  limit: number | null;
}

export async function listOwnCustomDomains(ctx: AppContext, userId: string): Promise<CustomDomainList> {
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccountPlan(tx, userId);
    return {
      domains: await listCustomDomains(tx, userId),
      used: await countLimitedCustomDomains(tx, userId),
      limit: blocklistAccess(account, ctx.clock.now()).customDomainLimit,
    };
  });
}

/** The user's custom domains of one type, for the blocklists. */
export async function customDomainNames(ctx: AppContext, userId: string, type: DomainType): Promise<string[]> {
  return (await listCustomDomains(ctx.db, userId, type)).map((row) => row.domain);
}

/**
 * Adds a custom domain (normalised). The plan cap counts the user's custom domains except those
 * approved from their own submissions; an existing identical entry is returned (`created` false)
 * and never hits the cap. Domains kept from a bigger plan stay (grandfathered) but a new one needs
 * room under the current cap.
 */
export async function addCustomDomain(
  ctx: AppContext,
  userId: string,
  input: { domain: string; type: DomainType },
): Promise<{ created: boolean; row: UserCustomDomainRow }> {
  const domain = domainFromInput(input.domain, "body.domain");
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccountPlan(tx, userId);
    const existing = await findCustomDomain(tx, userId, domain, input.type);
    if (existing) return { created: false, row: existing };
    const limit = blocklistAccess(account, now).customDomainLimit;
    if (limit !== null) {
      const used = await countLimitedCustomDomains(tx, userId);
      if (used >= limit) throw planLimitError("customDomains", used, limit);
    }
    const row = await insertCustomDomain(tx, { userId, domain, type: input.type, createdAt: now });
    if (input.type === "web") await recordPolicyChange(tx, userId, now);
    return { created: true, row };
  });
}

export async function removeCustomDomain(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteCustomDomain(ctx.db, userId, id)))
    throw new AppError("not_found", `Custom domain "${id}" not found`);
}
