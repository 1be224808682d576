import fc from "fast-check";
import { expect, it } from "vitest";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";
import { resolverHeaders } from "../../../test/protection.ts";
import { discoveryCandidates, discoveryLabels } from "../../db/schema/discovery.ts";
import { domainSubmissions } from "../../db/schema/domain-submissions.ts";
import { privacyRetentionJob } from "../../jobs/privacy-retention.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { resolverListMatcher } from "../blocklists/service.ts";

const DAY = 86_400_000;

describeEachDb("discovery of new gambling domains", (env) => {
  const report = (names: { name: string; addresses: string[] }[], headers: Record<string, string> = resolverHeaders) =>
    env().request({
      method: "POST",
      url: "/api/resolver/discoveries",
      headers,
      payload: { day: env().clock.now().toISOString().slice(0, 10), k: 5, names },
    });
  const queue = async (admin: TestUser) =>
    (await env().request({ method: "GET", url: "/api/admin/domain-submissions", headers: admin.headers })).json()
      .submissions as {
      id: string;
      domain: string;
      origin: string;
      userId: string | null;
      evidence: { score: number; lookAlike: { of: string } | null; cohostedWith: string[]; addresses: string[] };
    }[];
  const decide = (admin: TestUser, id: string, action: "approve" | "reject") =>
    env().request({ method: "POST", url: `/api/admin/domain-submissions/${id}/${action}`, headers: admin.headers });

  it("scores reported names: look-alikes and gambling words enter the admin queue as discovered, with evidence; the rest stays out", async () => {
    const admin = await env().admin();
    const res = await report([
      { name: "B3T365-App.com", addresses: ["203.0.113.5"] },
      { name: "lucky-spins-casino24.net", addresses: ["203.0.113.6", "2001:db8::6"] },
      { name: "wetteronline-berlin.de", addresses: ["198.51.100.1"] },
      { name: "alphabet-lernen.de", addresses: ["198.51.100.2"] },
      { name: "www.bet365.com", addresses: ["203.0.113.5"] }, // listed: skipped
      { name: "not a domain", addresses: [] }, // invalid: skipped
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: 6, scored: 4, queued: 2 });
    const queued = await queue(admin);
    expect(queued.map((row) => row.domain).sort()).toEqual(["b3t365-app.com", "lucky-spins-casino24.net"]);
    const lookAlike = queued.find((row) => row.domain === "b3t365-app.com");
    expect(lookAlike).toMatchObject({ origin: "discovered", userId: null });
    expect(lookAlike?.evidence.lookAlike?.of).toBe("bet365.com");
    expect(lookAlike?.evidence.addresses).toEqual(["203.0.113.5"]);
    const stored = await env().ctx.db.select().from(discoveryCandidates);
    expect(stored.find((row) => row.domain === "wetteronline-berlin.de")).toMatchObject({ status: "scored" });
    // Reported again the next day: counted, not queued twice.
    env().clock.advance(DAY);
    expect((await report([{ name: "b3t365-app.com", addresses: ["203.0.113.5"] }])).json()).toMatchObject({
      queued: 0,
    });
    const again = await env().ctx.db.select().from(discoveryCandidates);
    expect(again.find((row) => row.domain === "b3t365-app.com")).toMatchObject({ reportDays: 2, status: "queued" });
  });

  it("two reports naming the same new domains at once (two resolvers, or a retry) queue each domain once", async () => {
    const admin = await env().admin();
    const names = ["spin-palast-casino.net", "wettbonus-24.club", "b3t365-neu.com"].map((name) => ({
      name,
      addresses: ["203.0.113.20"],
    }));
    const answers = await Promise.all([report(names), report(names), report([...names].reverse())]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.json().queued).sort()).toEqual([0, 0, 3]);
    const queued = (await queue(admin)).map((row) => row.domain).sort();
    expect(queued).toEqual(names.map((entry) => entry.name).sort());
    const candidates = await env().ctx.db.select().from(discoveryCandidates);
    const submissions = await env().ctx.db.select().from(domainSubmissions);
    for (const candidate of candidates) {
      expect(submissions.filter((row) => row.id === candidate.submissionId)).toHaveLength(1);
    }
  });

  it("a report of thousands of names is written in bulk: every name scored, every gambling one queued once", async () => {
    const gambling = Array.from({ length: 1_050 }, (_, i) => ({ name: `casino-bonus-${i}.net`, addresses: [] }));
    const other = Array.from({ length: 600 }, (_, i) => ({ name: `baeckerei-${i}-mueller.de`, addresses: [] }));
    const res = await report([...gambling, ...other]);
    expect(res.json()).toEqual({ received: 1_650, scored: 1_650, queued: 1_050 });
    const submissions = await env().ctx.db.select().from(domainSubmissions);
    expect(submissions.filter((row) => row.origin === "discovered")).toHaveLength(1_050);
    expect(new Set(submissions.map((row) => row.domain)).size).toBe(submissions.length);
    const candidates = await env().ctx.db.select().from(discoveryCandidates);
    expect(candidates).toHaveLength(1_650);
    expect(candidates.filter((row) => row.status === "queued" && row.submissionId !== null)).toHaveLength(1_050);
  });

  it("approval lists the domain and labels it; rejection labels it and the name is not scored again; co-hosting counts as evidence", async () => {
    const admin = await env().admin();
    await report([
      { name: "royalcasino-spins.club", addresses: ["203.0.113.9"] },
      { name: "casino-wetten24.info", addresses: ["203.0.113.10"] },
    ]);
    const [first, second] = (await queue(admin)).sort((a, b) => a.domain.localeCompare(b.domain));
    expect((await decide(admin, first!.id, "approve")).statusCode).toBe(200);
    expect((await decide(admin, second!.id, "reject")).statusCode).toBe(200);
    expect((await decide(admin, second!.id, "approve")).statusCode).toBe(409);
    expect((await resolverListMatcher(env().ctx))(first!.domain)).toBe(true);
    const labels = await env().ctx.db.select().from(discoveryLabels);
    expect(labels.map((row) => [row.domain, row.label]).sort()).toEqual([
      [first!.domain, "gambling"],
      [second!.domain, "not_gambling"],
    ]);
    // The rejected name reported again: not scored, not queued.
    expect((await report([{ name: second!.domain, addresses: ["203.0.113.10"] }])).json()).toEqual({
      received: 1,
      scored: 0,
      queued: 0,
    });
    // A new name on the approved one's address: co-hosted.
    await report([{ name: "neue-seite-24.com", addresses: first!.evidence.addresses }]);
    const [row] = (await env().ctx.db.select().from(discoveryCandidates)).filter(
      (r) => r.domain === "neue-seite-24.com",
    );
    expect(row?.evidence.cohostedWith).toEqual([first!.domain]);
    expect(row!.score).toBeGreaterThan(row!.evidence.nameScore);
  });

  it("keeps unapproved candidates and their submissions at most 30 days; labels stay", async () => {
    const admin = await env().admin();
    await report([
      { name: "b3t365-mirror.com", addresses: ["203.0.113.5"] },
      { name: "gartenbau-koeln.de", addresses: ["198.51.100.3"] },
      { name: "jackpot-slots-vip.online", addresses: ["203.0.113.11"] },
    ]);
    const queued = await queue(admin);
    const rejected = queued.find((row) => row.domain === "jackpot-slots-vip.online")!;
    await decide(admin, rejected.id, "reject");
    env().clock.advance(30 * DAY + 60_000);
    await runJobOnce(env().ctx.db, privacyRetentionJob(), env().clock.now());
    expect(await env().ctx.db.select().from(discoveryCandidates)).toEqual([]);
    expect(await env().ctx.db.select().from(domainSubmissions)).toEqual([]);
    expect((await env().ctx.db.select().from(discoveryLabels)).map((row) => row.domain)).toEqual([
      "jackpot-slots-vip.online",
    ]);
  });

  it("the report route wants the resolver secret and refuses bad input with 400, writing nothing", async () => {
    const user = await env().signup();
    const admin = await env().admin();
    for (const headers of [{}, user.headers, admin.headers, { "x-handshake-secret": "nope" }]) {
      expect((await report([{ name: "casino-neu.com", addresses: [] }], headers)).statusCode).toBe(401);
    }
    const bad = [
      { day: "yesterday", k: 5, names: [] },
      { day: "2026-06-01", k: 1, names: [] },
      { day: "2026-06-01", k: 5, names: [{ name: "x.example", addresses: ["not-an-ip"] }] },
      {
        day: "2026-06-01",
        k: 5,
        names: Array.from({ length: 5001 }, (_, i) => ({ name: `n${i}.example`, addresses: [] })),
      },
    ];
    for (const payload of bad) {
      const res = await env().request({
        method: "POST",
        url: "/api/resolver/discoveries",
        headers: resolverHeaders,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("invalid_input");
    }
    expect(await env().ctx.db.select().from(discoveryCandidates)).toEqual([]);
  });

  it("never answers 5xx to odd reports: any name text, any day, any addresses", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          day: fc.oneof(fc.constant("2026-06-01"), fc.string({ maxLength: 12 })),
          k: fc.integer({ min: -2, max: 2000 }),
          names: fc.array(
            fc.record({
              name: fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.domain()),
              addresses: fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 50 })), { maxLength: 9 }),
            }),
            { maxLength: 6 },
          ),
        }),
        async (payload) => {
          const res = await env().request({
            method: "POST",
            url: "/api/resolver/discoveries",
            headers: resolverHeaders,
            payload,
          });
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 40 },
    );
  });
});
