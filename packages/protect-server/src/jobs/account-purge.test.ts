import { expect, it } from "vitest";
import { userRow } from "../../test/db-counts.ts";
import { describeEachDb, TEST_START } from "../../test/harness.ts";
import { exportPlanGrants } from "../features/plans/privacy-service.ts";
import { accountPurgeJob } from "./account-purge.ts";
import { runJobOnce } from "./scheduler.ts";

const DAY = 24 * 3_600_000;

describeEachDb("account purge job", (env) => {
  const deleteAccount = async (user: { headers: Record<string, string>; password: string }) => {
    const res = await env().request({
      method: "DELETE",
      url: "/api/me",
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(204);
  };

  it("purges an account 30 days after its deletion, not before, and leaves live accounts alone", async () => {
    const { db } = env().ctx;
    const gone = await env().signup();
    const live = await env().signup();
    await env().setPlan(gone.id, "pro");
    await env().setPlan(live.id, "pro");
    await deleteAccount(gone);
    const tombstone = await userRow(db, gone.id);
    expect(tombstone.deletedAt).toEqual(TEST_START);
    expect(await exportPlanGrants(db, gone.id)).not.toHaveLength(0);

    env().clock.advance(30 * DAY - 1);
    expect(await runJobOnce(db, accountPurgeJob(), env().clock.now())).toBe(true);
    expect((await userRow(db, gone.id)).purgedAt).toBeNull();
    expect(await exportPlanGrants(db, gone.id)).not.toHaveLength(0);

    env().clock.advance(6 * 3_600_000);
    expect(await runJobOnce(db, accountPurgeJob(), env().clock.now())).toBe(true);
    const purged = await userRow(db, gone.id);
    expect(purged).toMatchObject({ purgedAt: env().clock.now(), deletedAt: TEST_START, plan: "free" });
    expect(await exportPlanGrants(db, gone.id)).toHaveLength(0);

    const other = await userRow(db, live.id);
    expect(other).toMatchObject({ purgedAt: null, deletedAt: null, plan: "pro" });
    expect(await exportPlanGrants(db, live.id)).toHaveLength(1);
  });

  it("a purged account is not purged again (its purgedAt stays)", async () => {
    const { db } = env().ctx;
    const gone = await env().signup();
    await deleteAccount(gone);
    env().clock.advance(31 * DAY);
    await runJobOnce(db, accountPurgeJob(), env().clock.now());
    const first = (await userRow(db, gone.id)).purgedAt;
    expect(first).toEqual(env().clock.now());
    env().clock.advance(DAY);
    await runJobOnce(db, accountPurgeJob(), env().clock.now());
    expect((await userRow(db, gone.id)).purgedAt).toEqual(first);
  });
});
