import { blocklistAccess } from "../blocklists/plan-rules.ts";
import { listEntries, listSize, listVersion } from "../blocklists/repo.ts";
import { webDomainsOf } from "../custom-domains/repo.ts";
import type { ProtectionView } from "../resolver-policy/protection-view.ts";
import { runningCooldownEnds } from "./repo.ts";
import { requestCooldown } from "./service.ts";

/**
 * The protection core as the resolver policy (docs/decisions/protect-dns-contract.md) sees it:
 * protection on/off, the running cooldown's end, the plan's blocklist mode (the resolver applies
 * the grace itself from graceUntil), the `web` custom domains, and the global lists by version.
 */
export const protectionCoreView: ProtectionView = {
  async policiesOf(db, accounts) {
    const ids = accounts.map((account) => account.id);
    const [ends, domains] = await Promise.all([runningCooldownEnds(db, ids), webDomainsOf(db, ids)]);
    return new Map(
      accounts.map((account) => {
        const access = blocklistAccess(account, new Date(0));
        return [
          account.id,
          {
            protection: account.protectionDisabledAt ? "off" : "on",
            cooldownEndsAt: ends.get(account.id) ?? null,
            blocklistMode: access.planMode,
            graceUntil: account.globalBlocklistGraceUntil,
            customDomains: domains.get(account.id) ?? [],
          },
        ] as const;
      }),
    );
  },
  async listInfo(db, name) {
    const [version, count] = await Promise.all([listVersion(db, name), listSize(db, name)]);
    return { etag: `"${name}-${version}"`, count };
  },
  async listDomains(db, name) {
    const all: string[] = [];
    for await (const page of listEntries(db, name)) all.push(...page);
    return all;
  },
  async startCooldown(ctx, userId) {
    const { cooldown } = await requestCooldown(ctx, userId);
    return { endsAt: cooldown.endsAt };
  },
};
