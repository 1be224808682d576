import { expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";
import { createScheduler, jobLockKey, runJobOnce } from "./scheduler.ts";

describeEachDb("scheduler", (env) => {
  it("runs a job after its first delay, and stop() waits for the running job", async () => {
    const events: string[] = [];
    let started: () => void = () => undefined;
    const startedPromise = new Promise<void>((resolve) => {
      started = resolve;
    });
    const scheduler = createScheduler(
      env().ctx.db,
      [
        {
          name: "probe",
          intervalMs: 3_600_000,
          firstRunAfterMs: 5,
          async run() {
            events.push("start");
            started();
            await new Promise((resolve) => setTimeout(resolve, 50));
            events.push("end");
          },
        },
      ],
      { clock: env().clock, logger: { info: () => undefined, error: () => undefined } },
    );
    scheduler.start();
    await startedPromise;
    await scheduler.stop();
    expect(events).toEqual(["start", "end"]);
  });

  it("prepares outside the run's transaction, hands the result to run, and prepares nothing when not due", async () => {
    const db = env().ctx.db;
    const calls: string[] = [];
    const job = {
      name: "prepared-probe",
      intervalMs: 86_400_000,
      firstRunAfterMs: 0,
      async prepare() {
        calls.push("prepare");
        // No transaction is open: a statement of its own on the same database completes (on PGlite,
        // whose one connection a transaction holds, this would wait for ever).
        await db.transaction(async (tx) => {
          await tx.execute("select 1");
        });
        return { names: ["a.example"] };
      },
      async run(_tx: unknown, _now: Date, prepared?: unknown) {
        calls.push(`run ${JSON.stringify(prepared)}`);
      },
    };
    expect(await runJobOnce(db, job, env().clock.now())).toBe(true);
    expect(calls).toEqual(["prepare", 'run {"names":["a.example"]}']);
    env().clock.advance(3_600_000);
    expect(await runJobOnce(db, job, env().clock.now())).toBe(false);
    expect(calls).toHaveLength(2);
  });
});

it("derives distinct 32-bit advisory lock keys from job names", () => {
  const a = jobLockKey("trial-expiry");
  const b = jobLockKey("device-idle-release");
  expect(a).not.toBe(b);
  expect(Number.isInteger(a) && a >= -(2 ** 31) && a < 2 ** 31).toBe(true);
});
