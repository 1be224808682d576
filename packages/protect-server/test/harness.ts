// One harness for every route test: a fresh migrated database per test (PGlite cloned from the
// run's template; PostgreSQL copied from the template database when TEST_DATABASE_URL is set),
// the app built on it, and helpers to act as anonymous, a user, another user and an admin.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, inject } from "vitest";
import { type AppOptions, buildApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { grantAdmin } from "../src/features/admin/repo.ts";
import { type MailMessage, memoryMailer } from "../src/features/mailer/mailer.ts";
import type { AppContext } from "../src/platform/app-context.ts";
import { manualClock } from "../src/platform/clock.ts";
import type { Plan, Secrets } from "../src/platform/config.ts";
import { databasePool } from "./database-pool.ts";
import { createDatabaseFrom, databaseUrl, dropDatabase } from "./postgres-databases.ts";

export const testSecrets: Secrets = {
  handshakeSecret: "h".repeat(40),
  adminSecret: "a".repeat(40),
  tokenEncryptionKey: "0".repeat(64),
  sessionPepper: "p".repeat(40),
  paymentWebhookSecret: "w".repeat(40),
};

/** The secrets as environment variables, for servers started from the environment in production mode. */
export const testSecretsEnv = {
  HANDSHAKE_SECRET: testSecrets.handshakeSecret,
  ADMIN_SECRET: testSecrets.adminSecret,
  TOKEN_ENCRYPTION_KEY: testSecrets.tokenEncryptionKey,
  SESSION_PEPPER: testSecrets.sessionPepper,
  PAYMENT_WEBHOOK_SECRET: testSecrets.paymentWebhookSecret,
};

export const TEST_START = new Date("2026-06-01T10:00:00.000Z");

let templateBlob: Blob | undefined;
let counter = 0;

/** A new migrated database of the given kind: PGlite loaded from the template, or a copy of it on PostgreSQL. */
async function newTestDatabase(kind: "pglite" | "postgres"): Promise<Database> {
  if (kind === "pglite") {
    templateBlob ??= new Blob([await readFile(inject("pgliteTemplatePath"))]);
    return openDatabase({ kind: "pglite", loadDataDir: templateBlob });
  }
  const url = process.env.TEST_DATABASE_URL ?? "";
  counter += 1;
  const name = `protect_${inject("runId")}_${process.pid}_${counter}`;
  await createDatabaseFrom(url, inject("postgresTemplate"), name);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, name), poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

const pools = {
  pglite: databasePool(() => newTestDatabase("pglite")),
  postgres: databasePool(() => newTestDatabase("postgres")),
};

/**
 * A migrated database of the given kind in the state of a fresh one: a database that an earlier
 * test of this file gave back (close()) is reset and used again (test/database-pool.ts).
 */
export function createTestDatabase(kind: "pglite" | "postgres"): Promise<Database> {
  return pools[kind].acquire();
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: Record<string, string>;
}

export interface TestEnv {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  signup(overrides?: { email?: string; nickname?: string }): Promise<TestUser>;
  admin(): Promise<TestUser>;
  /** Sets the administrator's plan grant (set-plan's service): free ends it. */
  setPlan(userId: string, plan: Plan): Promise<void>;
  /** Delivers the queued mail due now and returns every message the in-memory transport took. */
  sentMail(): Promise<MailMessage[]>;
}

export const DB_KINDS = ["pglite", "postgres"] as const;
export type DbKind = (typeof DB_KINDS)[number];

/**
 * Runs the same describe block on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 * `env()` returns the current test's environment (fresh per test).
 */
export function describeEachDb(
  title: string,
  body: (env: () => TestEnv, kind: DbKind) => void,
  appOptions: Partial<AppOptions> = {},
): void {
  for (const kind of DB_KINDS) {
    const skip = kind === "postgres" && !process.env.TEST_DATABASE_URL;
    describe.skipIf(skip)(`${title} [${kind}]`, () => {
      let current: TestEnv | undefined;
      beforeEach(async () => {
        current = await createTestEnv(kind, appOptions);
      });
      afterEach(async () => {
        await current?.app.close();
        await current?.database.close();
        current = undefined;
      });
      body(() => {
        if (!current) throw new Error("test environment not ready");
        return current;
      }, kind);
    });
  }
}

export async function createTestEnv(kind: DbKind, appOptions: Partial<AppOptions> = {}): Promise<TestEnv> {
  const database = await createTestDatabase(kind);
  const clock = manualClock(TEST_START);
  const mailTransport = memoryMailer();
  const { app, ctx } = await buildApp({
    database,
    secrets: testSecrets,
    clock,
    logger: false,
    scryptCost: 1024,
    mailer: mailTransport,
    ...appOptions,
  });
  const request = (options: InjectOptions) => app.inject(options);
  const signup: TestEnv["signup"] = async (overrides = {}) => {
    const email = overrides.email ?? `user-${randomUUID()}@example.test`;
    const password = "correct horse battery";
    const res = await request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password, ...(overrides.nickname ? { nickname: overrides.nickname } : {}) },
    });
    if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { token: string; user: { id: string } };
    return { id: body.user.id, email, password, token: body.token, headers: { authorization: `Bearer ${body.token}` } };
  };
  const admin = async () => {
    const user = await signup();
    await grantAdmin(ctx.db, user.id, null, clock.now());
    return user;
  };
  const setPlan = async (userId: string, plan: Plan) => {
    await ctx.plans.apply(ctx.db, { userId, to: plan, source: "admin" }, clock.now());
  };
  const sentMail = async () => {
    await ctx.mailer.deliverDue();
    return mailTransport.sent;
  };
  return { app, ctx, database, clock, request, signup, admin, setPlan, sentMail };
}
