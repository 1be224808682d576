// Co-hosting with the gambling lists (issue 28): the list-addresses job resolves a rotating sample of
// list names through the configured resolver — here a real unbound on a loopback port that knows a
// few records and answers NXDOMAIN for everything else — and a reported name on one of those
// addresses carries the listed names as co-hosting evidence.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { resolverHeaders } from "../../../test/protection.ts";
import { startUnbound, type TestUnbound } from "../../../test/unbound.ts";
import { listAddresses } from "../../db/schema/discovery.ts";
import { listAddressesJob } from "../../jobs/list-addresses.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { addListEntry } from "../blocklists/repo.ts";
import { resolveListSample, storeListSampleInTx } from "./list-addresses-service.ts";
import { dnsListResolver, memoryListResolver } from "./list-resolver.ts";

const DAY = 86_400_000;
const LISTED = {
  "spin-palace-mirror.example": ["203.0.113.50", "2001:db8::50"],
  "wettbuero.example": ["203.0.113.51"],
};

let unbound: TestUnbound;
beforeAll(async () => {
  unbound = await startUnbound(LISTED);
});
afterAll(async () => {
  await unbound.stop();
});

describeEachDb("co-hosting with the gambling lists", (env) => {
  const addToFull = async (...domains: string[]) => {
    for (const domain of domains) await addListEntry(env().ctx.db, "full", domain, "import", env().clock.now());
  };
  const stored = async () =>
    Object.fromEntries(
      (await env().ctx.db.select().from(listAddresses)).map((row) => [row.domain, [row.addresses, row.resolvedAt]]),
    );

  it("the daily job resolves list names through the configured resolver (unbound) and a reported name on their address is co-hosted with them", async () => {
    await addToFull("spin-palace-mirror.example", "wettbuero.example", "gone-casino.example");
    const job = listAddressesJob(dnsListResolver(unbound.address), 100_000);
    expect(await runJobOnce(env().ctx.db, job, env().clock.now())).toBe(true);
    const rows = await stored();
    expect(rows["spin-palace-mirror.example"]?.[0]).toEqual(["203.0.113.50", "2001:db8::50"]);
    expect(rows["wettbuero.example"]?.[0]).toEqual(["203.0.113.51"]);
    expect(rows["gone-casino.example"]?.[0]).toEqual([]);

    const res = await env().request({
      method: "POST",
      url: "/api/resolver/discoveries",
      headers: resolverHeaders,
      payload: {
        day: env().clock.now().toISOString().slice(0, 10),
        k: 5,
        names: [
          { name: "quiet-newcomer.example", addresses: ["203.0.113.50"] },
          { name: "elsewhere.example", addresses: ["198.51.100.9"] },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const candidates = await env().ctx.db.query.discoveryCandidates.findMany();
    const evidence = Object.fromEntries(candidates.map((row) => [row.domain, row.evidence.cohostedWith]));
    expect(evidence).toEqual({ "quiet-newcomer.example": ["spin-palace-mirror.example"], "elsewhere.example": [] });
  });

  it("rotates: never-resolved names first, then the oldest; rows resolved more than 30 days ago are deleted", async () => {
    await addToFull("a-casino.example", "b-casino.example", "c-casino.example");
    const entries = await env().ctx.db.query.blocklistEntries.findMany();
    const names = new Set(entries.filter((row) => row.list !== "bypass").map((row) => row.domain)).size;
    const resolver = memoryListResolver({ "a-casino.example": ["203.0.113.60"] });
    const sample = async (size: number) => {
      resolver.asked.length = 0;
      const resolved = await resolveListSample(env().ctx.db, resolver, { sample: size });
      const run = await env().ctx.db.transaction((tx) => storeListSampleInTx(tx, resolved, env().clock.now()));
      env().clock.advance(DAY);
      return { ...run, asked: [...resolver.asked] };
    };
    const first = await sample(2);
    const second = await sample(2);
    expect(second.asked.filter((domain) => first.asked.includes(domain))).toEqual([]);
    expect((await sample(names - 4)).resolved).toBe(names - 4);
    // Every name resolved once: the oldest (the first sample's) come round again.
    expect((await sample(2)).asked.sort()).toEqual(first.asked.sort());

    env().clock.advance(30 * DAY);
    const late = await sample(1);
    expect(late.deleted).toBe(names - 1);
    expect(Object.keys(await stored())).toEqual(late.asked);
  });
});
