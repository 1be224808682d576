// The start-up wait on a manual clock: what it tells the operator when PostgreSQL never answers.
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { DatabaseUnreachableError, withReachableDatabase } from "./wait-for-database.ts";

/** A pool whose every query is refused, as when nothing listens on the port. */
const refusingPool = {
  query: () =>
    Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5999"), { code: "ECONNREFUSED" })),
} as unknown as pg.Pool;

describe("waiting for PostgreSQL at start-up", () => {
  it("gives up after the configured wait and names it, however long the caller took before asking", async () => {
    let now = 1_000_000;
    const retries: string[] = [];
    const failure = await withReachableDatabase(
      refusingPool,
      "postgres://postgres@127.0.0.1:5999/postgres",
      {
        waitSeconds: 2,
        // A few milliseconds pass between the deadline being set and the first attempt.
        now: () => (now += 3),
        sleep: async (ms) => {
          now += ms;
        },
        onRetry: (message) => retries.push(message),
      },
      async () => "unreachable",
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect((failure as Error).message).toMatch(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:5999, database "postgres", user "postgres" \(DATABASE_URL\) after 3 attempts in 2 s: connect ECONNREFUSED/,
    );
    expect(retries).toHaveLength(2);
  });
});
