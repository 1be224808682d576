// A rolling restart as processes: two protect-server instances (the real CLI) on one PostgreSQL
// behind a real HAProxy (round robin). SIGTERM of A closes its WebSockets with 1001 (a planned
// restart the client can tell from a dropped network, 1006) — through the balancer — and announces
// its users offline to their followers on B before A's database pool closes; the users whose
// sockets the balancer put on B stay online and connected; A exits cleanly without an error logged.
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { hashSessionToken } from "../src/features/auth/session-token.ts";
import { startHaproxy } from "./haproxy.ts";
import { scratchPostgres } from "./pg-cluster.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { openSocket, type TestSocket } from "./ws-client.ts";

const PEPPER = "p".repeat(40);
const secretsEnv = {
  HANDSHAKE_SECRET: "h".repeat(40),
  ADMIN_SECRET: "a".repeat(40),
  TOKEN_ENCRYPTION_KEY: "0".repeat(64),
  SESSION_PEPPER: PEPPER,
  PAYMENT_WEBHOOK_SECRET: "w".repeat(40),
};

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Account {
  id: string;
  token: string;
}

/** Accounts with a live session each, written straight to the database. */
async function createAccounts(url: string, count: number): Promise<Account[]> {
  const accounts = Array.from({ length: count }, () => ({
    id: randomUUID(),
    token: `pss_${randomBytes(32).toString("base64url")}`,
  }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = accounts.map((account) => account.id);
    await client.query(
      "insert into users (id, email, plan) select id, 'rolling-' || id || '@example.test', 'free' from unnest($1::uuid[]) id",
      [ids],
    );
    await client.query(
      "insert into sessions (user_id, token_hash, expires_at) select unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 day'",
      [ids, accounts.map((account) => hashSessionToken(account.token, PEPPER))],
    );
  } finally {
    await client.end();
  }
  return accounts;
}

async function follow(url: string, followers: Account[], followees: Account[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "insert into follows (follower_id, followee_id) select f, e from unnest($1::uuid[]) f cross join unnest($2::uuid[]) e",
      [followers.map((a) => a.id), followees.map((a) => a.id)],
    );
  } finally {
    await client.end();
  }
}

const presenceOf = (userId: string, online: boolean) => (m: { type: string; userId?: unknown; online?: unknown }) =>
  m.type === "presence" && m.userId === userId && m.online === online;

it("SIGTERM of instance A closes its sockets with 1001 and its users' followers on B see them go offline", async () => {
  const database = await scratchPostgres("protect_rolling_restart");
  cleanups.push(() => database.close());
  const env = {
    ...secretsEnv,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    ACCESS_LOG_SAMPLE: "0",
  };
  // One after the other: A applies the migrations, B finds them applied.
  const a: ServerProcess = await startServerProcess("a", env);
  cleanups.push(() => a.stop());
  const b: ServerProcess = await startServerProcess("b", env);
  cleanups.push(() => b.stop());

  const balancer = await startHaproxy(
    [a, b].map((instance) => ({ name: instance.name, port: Number(new URL(instance.url).port) })),
  );
  cleanups.push(() => balancer.stop());

  const [users = [], followers = []] = [await createAccounts(database.url, 12), await createAccounts(database.url, 2)];
  await follow(database.url, followers, users);

  // The followers sit on B, directly: they must outlive A.
  const watching: TestSocket[] = [];
  for (const follower of followers) {
    const socket = await openSocket(b.url, follower.token);
    cleanups.push(() => socket.close());
    await socket.request({ type: "subscribe", channel: "presence" }, (m) => m.type === "subscribed");
    watching.push(socket);
  }
  // The users connect through the balancer, which spreads them over A and B.
  const sockets: TestSocket[] = [];
  for (const account of users) {
    const socket = await openSocket(balancer.url, account.token);
    cleanups.push(() => socket.close());
    sockets.push(socket);
  }
  // Every follower heard every user come online.
  await Promise.all(watching.flatMap((socket) => users.map((account) => socket.waitFor(presenceOf(account.id, true)))));

  const exited = new Promise<number | null>((resolve) => a.child.once("exit", (code) => resolve(code)));
  a.child.kill("SIGTERM");
  expect(await exited).toBe(0);

  // The sockets on A closed with 1001 (through HAProxy); those on B are still open and answer.
  const onA: Account[] = [];
  const onB: Account[] = [];
  for (const [i, socket] of sockets.entries()) {
    const account = users[i] as Account;
    const answer = await Promise.race([
      socket.closed,
      socket.request({ type: "ping" }, (m) => m.type === "pong").then(() => "open" as const),
    ]);
    if (answer === "open") onB.push(account);
    else {
      expect(answer).toEqual({ code: 1001, reason: "Server shutting down" });
      onA.push(account);
    }
  }
  // Round robin put some on each.
  expect(onA.length).toBeGreaterThan(0);
  expect(onB.length).toBeGreaterThan(0);

  // Each follower hears exactly A's users go offline, once each; B's users stay online.
  await Promise.all(watching.flatMap((socket) => onA.map((account) => socket.waitFor(presenceOf(account.id, false)))));
  // Nothing went wrong on A's way out (before: "Cannot use a pool after calling end on the pool").
  expect(a.lines.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
  // A ping answered after the offline notes: anything else B had to say has arrived by now.
  for (const socket of watching) await socket.request({ type: "ping" }, (m) => m.type === "pong");
  for (const socket of watching) {
    const notes = socket.messages.filter((m) => m.type === "presence" && m.online === false).map((m) => m.userId);
    expect(notes.sort()).toEqual(onA.map((account) => account.id).sort());
  }
});
