import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { addApprovedDomain } from "../blocklists/service.ts";
import { protectionCoreView } from "./resolver-view.ts";
import { COOLDOWN_MS } from "./service.ts";

describeEachDb("protection core as the resolver sees it", (env) => {
  it("reports the running cooldown's end, web custom domains, plan mode and list versions", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    await env().request({ method: "POST", url: "/api/cooldown/request", headers: owner.headers });
    for (const payload of [{ domain: "mine.example" }, { domain: "mail.example", type: "mail_domain" }]) {
      await env().request({ method: "POST", url: "/api/custom-domains", headers: owner.headers, payload });
    }
    const accounts = [owner, other].map((user) => ({
      id: user.id,
      plan: "legend" as const,
      protectionDisabledAt: null,
      globalBlocklistGraceUntil: null,
    }));
    const policies = await protectionCoreView.policiesOf(env().ctx.db, accounts);
    expect(policies.get(owner.id)).toEqual({
      protection: "on",
      cooldownEndsAt: new Date(env().clock.now().getTime() + COOLDOWN_MS),
      blocklistMode: "full",
      graceUntil: null,
      customDomains: ["mine.example"],
    });
    expect(policies.get(other.id)).toMatchObject({ cooldownEndsAt: null, customDomains: [] });

    const before = await protectionCoreView.listInfo(env().ctx.db, "curated");
    expect(before.count).toBe(30);
    await addApprovedDomain(env().ctx.db, "approved.example", "web", env().clock.now());
    const after = await protectionCoreView.listInfo(env().ctx.db, "curated");
    expect(after).toMatchObject({ count: 31 });
    expect(after.etag).not.toBe(before.etag);
    expect(await protectionCoreView.listDomains(env().ctx.db, "curated")).toContain("approved.example");
  });
});
