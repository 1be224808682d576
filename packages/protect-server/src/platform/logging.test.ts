import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";
import { sessions } from "../db/schema/sessions.ts";
import { loggerOptions, safeError } from "./logging.ts";

/** What a logger with the server's options writes for one call. */
function written(log: (logger: pino.Logger) => void): string {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  log(pino(loggerOptions("trace"), stream));
  return text;
}

describeEachDb("error serializer on real database errors", (env) => {
  const failureOf = async (query: Promise<unknown>): Promise<unknown> =>
    query.then(
      () => {
        throw new Error("the query was expected to fail");
      },
      (error: unknown) => error,
    );

  it("a unique violation keeps its SQLSTATE and constraint, not the key value of its detail or the parameters", async () => {
    const user = await env().signup();
    const { db } = env().ctx;
    const row = { userId: user.id, tokenHash: "hmac-of-a-secret-token", expiresAt: new Date(), createdAt: new Date() };
    await db.insert(sessions).values(row);
    const error = await failureOf(db.insert(sessions).values(row));
    const text = written((logger) => logger.error({ err: error }, "unhandled error"));
    expect(text).toContain("23505");
    expect(text).toContain("sessions_token_hash_key");
    expect(text).not.toContain("hmac-of-a-secret-token");
    expect(text).not.toContain(user.id);
    expect(text).not.toMatch(/insert into/i);
  });

  it("a type error whose message quotes the value keeps only the code", async () => {
    const error = await failureOf(env().ctx.db.execute(sql`select ${"kim@example.test"}::uuid`));
    const serialized = JSON.stringify(safeError(error));
    expect(serialized).toContain("22P02");
    expect(serialized).not.toContain("kim@example.test");
  });
});

describe("error serializer", () => {
  it("keeps the message, code and system call of a network error and walks the causes", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      syscall: "connect",
    });
    const error = new Error("database unreachable", { cause });
    expect(safeError(error)).toMatchObject({
      type: "Error",
      message: "database unreachable",
      cause: { code: "ECONNREFUSED", syscall: "connect", message: "connect ECONNREFUSED 127.0.0.1:5432" },
    });
    expect(safeError(error).stack).toMatch(/^Error: database unreachable\n\s+at /);
  });

  it("withholds a thrown non-error and the fields redaction names", () => {
    expect(safeError({ password: "x" })).toEqual({ type: "object", message: "non-error value thrown (withheld)" });
    const text = written((logger) =>
      logger.info({ password: "pw-1", user: { email: "kim@example.test", nickname: "Kim" } }, "oops"),
    );
    expect(text).not.toMatch(/pw-1|kim@example\.test|"Kim"/);
    expect(text).toContain("[redacted]");
  });
});
