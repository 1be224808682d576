// A deleted account stays deleted (migration 0020): no row can name it afterwards, its scrubbed
// values never come back, and a write already in flight when the erasure commits is refused.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestEnv, describeEachDb, type TestEnv } from "../../../test/harness.ts";
import { isAccountDeletedError } from "../../db/account-deleted.ts";
import { communityPosts } from "../../db/schema/community.ts";
import { users } from "../../db/schema/users.ts";
import { accountPurgeJob } from "../../jobs/account-purge.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { upsertPushToken } from "../push-tokens/repo.ts";
import { DELETED_ACCOUNT_GRACE_MS } from "./purge-service.ts";
import { scrubAccount } from "./service.ts";

/**
 * Foreign keys to users the trigger leaves alone: the admin who acted (added_by, decided_by), the
 * DiGA code's redeemer (billing, set by an update), the consent log (kept by law, append-only) and
 * plan grants (ended by the erasure itself, deleted by the purge).
 */
const UNGUARDED = [
  "admin_users.added_by",
  "diga_codes.used_by_profile_id",
  "domain_submissions.decided_by",
  "mail_consent_log.user_id",
  "plan_grants.user_id",
];

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("the write was not refused");
}

describeEachDb("a deleted account stays deleted", (env) => {
  it("every foreign key to users has the deleted-account trigger, but the documented exceptions", async () => {
    const { rows: keys } = (await env().ctx.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`)) as { rows: { table: string; column: string }[] };
    const { rows: triggers } = (await env().ctx.db.execute(sql`
      select tgname from pg_trigger where not tgisinternal and tgname like '%\_not\_deleted'`)) as {
      rows: { tgname: string }[];
    };
    const expected = keys
      .map((key) => `${key.table}.${key.column}`)
      .filter((key) => !UNGUARDED.includes(key))
      .map((key) => `${key.replace(".", "_")}_not_deleted`)
      .sort();
    expect(expected.length).toBeGreaterThan(30);
    expect(triggers.map((row) => row.tgname).sort()).toEqual(expected);
  });

  it("after the deletion no new row names the account, scrubbed values stay gone, and the purge still runs", async () => {
    const owner = await env().signup({ nickname: "Gone" });
    const other = await env().signup();
    const deleted = await env().request({
      method: "DELETE",
      url: "/api/me",
      headers: owner.headers,
      payload: { password: owner.password },
    });
    expect(deleted.statusCode).toBe(204);
    const db = env().ctx.db;
    const now = env().clock.now();

    const insert = await rejection(
      upsertPushToken(db, { userId: owner.id, token: "late-token", platform: "ios", now }),
    );
    expect(isAccountDeletedError(insert)).toBe(true);
    const nickname = await rejection(db.update(users).set({ nickname: "Back" }).where(eq(users.id, owner.id)));
    expect(isAccountDeletedError(nickname)).toBe(true);
    const undelete = await rejection(db.update(users).set({ deletedAt: null }).where(eq(users.id, owner.id)));
    expect(isAccountDeletedError(undelete)).toBe(true);
    // A message to the deleted account is refused; other accounts are untouched.
    const dm = await env().request({
      method: "POST",
      url: `/api/chat/dm/${owner.id}`,
      headers: other.headers,
      payload: { content: "hello?" },
    });
    expect(dm.statusCode).toBe(404);
    await upsertPushToken(db, { userId: other.id, token: "other-token", platform: "ios", now });

    // The purge nulls what the tombstone kept and resets flags: allowed.
    const later = new Date(now.getTime() + DELETED_ACCOUNT_GRACE_MS + 60_000);
    expect(await runJobOnce(db, accountPurgeJob(), later)).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ nickname: null, email: null, purgedAt: later });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a write in flight while the account is erased [postgres]", () => {
  it("waits for the erasure, then is refused with 404 and leaves nothing behind", async () => {
    const env: TestEnv = await createTestEnv("postgres");
    try {
      const author = await env.signup();
      const { ctx } = env;
      let erased!: () => void;
      const scrubbed = new Promise<void>((resolve) => {
        erased = resolve;
      });
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      // The erasure runs up to its commit and holds the account row's lock meanwhile.
      const erasure = ctx.db.transaction(async (tx) => {
        await scrubAccount(ctx, tx, { userId: author.id, now: env.clock.now() });
        erased();
        await committing;
      });
      await scrubbed;
      // Authenticated before the erasure commits (its session is still there for other connections).
      const posting = env.request({
        method: "POST",
        url: "/api/community/post",
        headers: author.headers,
        payload: { content: "written in the same instant" },
      });
      // Wait until the post's insert waits for the account row's lock, then let the erasure commit.
      for (let waiting = 0; waiting === 0; ) {
        const { rows } = (await ctx.db.execute(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)) as { rows: { n: number }[] };
        waiting = rows[0]?.n ?? 0;
        if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      commit();
      await erasure;
      const res = await posting;
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "not_found", message: "The account no longer exists" });
      expect(await ctx.db.select().from(communityPosts).where(eq(communityPosts.authorId, author.id))).toEqual([]);
    } finally {
      await env.app.close();
      await env.database.close();
    }
  });
});
