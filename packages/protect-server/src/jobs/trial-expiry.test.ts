import { isNotNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { userRow } from "../../test/db-counts.ts";
import { createTestDatabase, describeEachDb, TEST_START } from "../../test/harness.ts";
import { planGrants } from "../db/schema/plan-grants.ts";
import { type Job, runJobOnce } from "./scheduler.ts";
import { trialExpiryJob } from "./trial-expiry.ts";

const DAY = 86_400_000;

describeEachDb("trial expiry job", (env) => {
  const WEEK_AGO = new Date(TEST_START.getTime() - 7 * DAY);
  /** A trial granted a week ago through the plans service, ending at `endsAt`. */
  const startTrial = (userId: string, endsAt: Date) =>
    env().ctx.db.transaction((tx) =>
      env().ctx.plans.grant(tx, { userId, source: "trial", plan: "pro", endsAt, cause: "trial_award" }, WEEK_AGO),
    );
  const grantOther = (userId: string, source: "subscription" | "diga", plan: "pro" | "legend") =>
    env().ctx.db.transaction((tx) =>
      env().ctx.plans.grant(tx, { userId, source, reference: `${source}-1`, plan, cause: "payment" }, WEEK_AGO),
    );
  const freeUser = async () => {
    const user = await env().signup();
    await env().setPlan(user.id, "free");
    return user;
  };

  it("moves expired trials to free and leaves running trials and other sources' plans", async () => {
    const expired = await freeUser();
    const endsNow = await freeUser();
    const running = await freeUser();
    const paying = await freeUser();
    const diga = await freeUser();
    const adminPro = await env().signup();
    await env().setPlan(adminPro.id, "pro");
    await startTrial(expired.id, new Date(TEST_START.getTime() - 1));
    await startTrial(endsNow.id, TEST_START);
    await startTrial(running.id, new Date(TEST_START.getTime() + 1));
    await grantOther(paying.id, "subscription", "pro");
    await startTrial(paying.id, new Date(TEST_START.getTime() - DAY));
    await grantOther(diga.id, "diga", "legend");
    await startTrial(diga.id, new Date(TEST_START.getTime() - DAY));
    await startTrial(adminPro.id, new Date(TEST_START.getTime() - DAY));

    const ran = await runJobOnce(env().ctx.db, trialExpiryJob(env().ctx.plans), TEST_START);
    expect(ran).toBe(true);
    const after = await userRow(env().ctx.db, expired.id);
    expect(after.plan).toBe("free");
    expect(after.globalBlocklistGraceUntil?.getTime()).toBe(TEST_START.getTime() + 14 * DAY);
    expect((await userRow(env().ctx.db, endsNow.id)).plan).toBe("free");
    expect((await userRow(env().ctx.db, running.id)).plan).toBe("pro");
    expect((await userRow(env().ctx.db, paying.id)).plan).toBe("pro");
    expect((await userRow(env().ctx.db, diga.id)).plan).toBe("legend");
    expect((await userRow(env().ctx.db, adminPro.id)).plan).toBe("pro");
    const touched = await env().ctx.db.select().from(planGrants).where(isNotNull(planGrants.endedAt));
    // The job ended the five due trials and nothing of another source (the admin grants were
    // ended by set-plan free when the accounts were made free).
    expect(touched.filter((g) => g.source === "trial")).toHaveLength(5);
    expect(touched.filter((g) => g.source !== "trial" && g.source !== "admin")).toEqual([]);
  });

  it("runs once per interval: a second instance right after does nothing", async () => {
    let runs = 0;
    const job: Job = {
      name: "count",
      intervalMs: 6 * 3_600_000,
      firstRunAfterMs: 0,
      run: async () => {
        runs += 1;
      },
    };
    expect(await runJobOnce(env().ctx.db, job, TEST_START)).toBe(true);
    expect(await runJobOnce(env().ctx.db, job, new Date(TEST_START.getTime() + 60_000))).toBe(false);
    expect(await runJobOnce(env().ctx.db, job, new Date(TEST_START.getTime() + 6 * 3_600_000))).toBe(true);
    expect(runs).toBe(2);
  });
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "of two instances on one PostgreSQL database ticking at once, exactly one runs the job",
  async () => {
    const database = await createTestDatabase("postgres");
    try {
      let runs = 0;
      const job: Job = {
        name: "slow",
        intervalMs: 3_600_000,
        firstRunAfterMs: 0,
        run: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
      };
      const results = await Promise.all([
        runJobOnce(database.db, job, TEST_START),
        runJobOnce(database.db, job, TEST_START),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);
    } finally {
      await database.close();
    }
  },
);
