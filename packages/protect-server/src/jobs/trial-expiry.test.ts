import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { userRow } from "../../test/db-counts.ts";
import { createTestDatabase, describeEachDb, TEST_START } from "../../test/harness.ts";
import { users } from "../db/schema/users.ts";
import { type Job, runJobOnce } from "./scheduler.ts";
import { trialExpiryJob } from "./trial-expiry.ts";

const DAY = 86_400_000;

describeEachDb("trial expiry job", (env) => {
  const startTrial = async (id: string, expiresAt: Date, subscription: string | null = null) => {
    await env()
      .ctx.db.update(users)
      .set({
        plan: "pro",
        proTrialExpiresAt: expiresAt,
        proTrialUsedAt: TEST_START,
        paymentSubscriptionId: subscription,
      })
      .where(eq(users.id, id));
  };

  it("moves expired trials without a subscription to free and leaves the others", async () => {
    const expired = await env().signup();
    const running = await env().signup();
    const paying = await env().signup();
    const legend = await env().signup();
    await startTrial(expired.id, new Date(TEST_START.getTime() - 1));
    await startTrial(running.id, new Date(TEST_START.getTime() + DAY));
    await startTrial(paying.id, new Date(TEST_START.getTime() - DAY), "sub_9");
    await env()
      .ctx.db.update(users)
      .set({ proTrialExpiresAt: new Date(0) })
      .where(eq(users.id, legend.id));

    const ran = await runJobOnce(env().ctx.db, trialExpiryJob(env().ctx.plans), TEST_START);
    expect(ran).toBe(true);
    const after = await userRow(env().ctx.db, expired.id);
    expect(after.plan).toBe("free");
    expect(after.globalBlocklistGraceUntil?.getTime()).toBe(TEST_START.getTime() + 14 * DAY);
    expect((await userRow(env().ctx.db, running.id)).plan).toBe("pro");
    expect((await userRow(env().ctx.db, paying.id)).plan).toBe("pro");
    expect((await userRow(env().ctx.db, legend.id)).plan).toBe("legend");
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
