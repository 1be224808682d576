import { expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";
import { createScheduler, jobLockKey } from "./scheduler.ts";

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
});

it("derives distinct 32-bit advisory lock keys from job names", () => {
  const a = jobLockKey("trial-expiry");
  const b = jobLockKey("device-idle-release");
  expect(a).not.toBe(b);
  expect(Number.isInteger(a) && a >= -(2 ** 31) && a < 2 ** 31).toBe(true);
});
