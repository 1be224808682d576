import { eq, or } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb, testSecrets } from "../../../test/harness.ts";
import { captureLog } from "../../../test/log-capture.ts";
import { seedPerson } from "../../../test/personal-data.ts";
import { findLinks, findValues, tablesReferencingUsers } from "../../../test/personal-values-scan.ts";
import { handshake } from "../../../test/protection.ts";
import { directMessages } from "../../db/schema/chat.ts";
import { accountPurgeJob } from "../../jobs/account-purge.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { DELETED_ACCOUNT_GRACE_MS } from "../account/purge-service.ts";

describeEachDb("privacy: export and erasure", (env) => {
  const exportOf = (headers: Record<string, string>) =>
    env().request({ method: "GET", url: "/api/me/export", headers });

  it("GET /api/me/export holds the caller's values, no other person's, and no secrets; a download, not cached", async () => {
    const admin = await env().admin();
    const peer = await env().signup({ nickname: "Peer" });
    const owner = await seedPerson(env(), peer, admin);
    const other = await seedPerson(env(), peer, admin);
    const res = await exportOf(owner.user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="protect-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = res.body.toLowerCase();
    for (const value of owner.exported) expect(text, value).toContain(value);
    for (const value of [...other.exported, ...other.notExported, ...owner.notExported]) {
      expect(text, value).not.toContain(value);
    }
    expect(text).not.toContain(owner.dnsToken.toLowerCase());
    const doc = res.json();
    expect(doc).toMatchObject({ formatVersion: 2, userId: owner.user.id, profile: { screentimePasscodeSet: false } });
    expect(doc.profile.passwordHash).toBeUndefined();
    expect(JSON.stringify(doc)).not.toMatch(/token_?hash|tokenHash|codeHash|Encrypted|ciphertext/i);
    const actions = (doc.adminAccess as { action: string; adminUserId: string }[]).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["user.list", "user.update", "moderation.queue", "moderation.delete"]),
    );
    expect(doc.adminAccess.every((row: { adminUserId: string }) => row.adminUserId === admin.id)).toBe(true);
  });

  it("the export answers 401 without a session and 429 past 5 an hour per account", async () => {
    expect((await exportOf({})).statusCode).toBe(401);
    const user = await env().signup();
    for (let i = 0; i < 5; i += 1) expect((await exportOf(user.headers)).statusCode).toBe(200);
    const refused = await exportOf(user.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    env().clock.advance(3_600_000);
    expect((await exportOf(user.headers)).statusCode).toBe(200);
  });

  it.each(["the owner", "an admin"] as const)(
    "account deletion by %s leaves none of the person's values in any column of any table, and the peer's data intact",
    async (by) => {
      const admin = await env().admin();
      const peer = await env().signup({ nickname: "Peer" });
      const owner = await seedPerson(env(), peer, admin);
      const values = [...owner.exported, ...owner.notExported];
      const before = await findValues(env().ctx.db, values);
      // The witness can see: every value is somewhere before the deletion.
      expect(new Set(before.findings.map((f) => f.value))).toEqual(new Set(values));
      expect(before.columns).toBeGreaterThan(100);
      // The seed reaches every table that can hold a person's rows, but the admin-only ones (the
      // person is no admin) and DiGA codes (issued by admins): a new table fails here until seeded.
      const seeded = new Set((await findLinks(env().ctx.db, owner.user.id)).map((link) => link.split(".")[0]));
      const notSeeded = ["admin_console_sessions", "admin_recovery_codes", "admin_totp", "admin_users", "diga_codes"];
      const referencing = await tablesReferencingUsers(env().ctx.db);
      expect(referencing.length).toBeGreaterThan(20);
      expect(referencing.filter((table) => !seeded.has(table))).toEqual(notSeeded);

      const res =
        by === "the owner"
          ? await env().request({
              method: "DELETE",
              url: "/api/me",
              headers: owner.user.headers,
              payload: { password: owner.user.password },
            })
          : await env().request({
              method: "DELETE",
              url: `/api/admin/users/${owner.user.id}`,
              headers: { ...admin.headers, "x-admin-secret": testSecrets.adminSecret },
            });
      expect(res.statusCode).toBe(204);
      expect((await findValues(env().ctx.db, values)).findings).toEqual([]);
      // What still points at the account: tombstones, the consent log, the audit trail and, until the
      // purge 30 days later, the ended plan grant (docs/privacy.md, "Erasure").
      const kept = [
        "admin_audit_log.target_user_id",
        "community_posts.author_id",
        "community_replies.author_id",
        "direct_messages.recipient_id",
        "direct_messages.sender_id",
        "chat_messages.sender_id",
        "mail_consent_log.user_id",
        "resolver_changes.user_id",
        "users.id",
      ];
      expect(await findLinks(env().ctx.db, owner.user.id)).toEqual([...kept, "plan_grants.user_id"].sort());
      env().clock.advance(DELETED_ACCOUNT_GRACE_MS + 1);
      await runJobOnce(env().ctx.db, accountPurgeJob(), env().clock.now());
      expect(await findLinks(env().ctx.db, owner.user.id)).toEqual(kept.sort());
      // The DNS token no longer names a device: protect-dns's handshake reports it unknown.
      const dns = await handshake(env(), [{ token: owner.dnsToken, lastQueryAt: env().clock.now().toISOString() }]);
      expect(dns.json()).toEqual({ results: [{ status: "unknown" }] });

      // The peer's conversation keeps its shape: the deleted person's message is a tombstone, the
      // peer's own message stays.
      const rows = await env()
        .ctx.db.select()
        .from(directMessages)
        .where(or(eq(directMessages.senderId, owner.user.id), eq(directMessages.recipientId, owner.user.id)));
      expect(rows.find((m) => m.senderId === owner.user.id)).toMatchObject({
        content: "",
        deletedAt: expect.any(Date),
      });
      expect(rows.find((m) => m.senderId === peer.id)).toMatchObject({ content: "Hi from the peer", deletedAt: null });
    },
  );
});

describeEachDb("privacy: concurrent deletions", (env) => {
  it("two deletions of one account at once both end in a scrubbed account, neither in a 5xx", async () => {
    const admin = await env().admin();
    const peer = await env().signup({ nickname: "Peer" });
    const owner = await seedPerson(env(), peer, admin);
    const [own, byAdmin] = await Promise.all([
      env().request({
        method: "DELETE",
        url: "/api/me",
        headers: owner.user.headers,
        payload: { password: owner.user.password },
      }),
      env().request({
        method: "DELETE",
        url: `/api/admin/users/${owner.user.id}`,
        headers: { ...admin.headers, "x-admin-secret": testSecrets.adminSecret },
      }),
    ]);
    expect([204, 401, 404]).toContain(own.statusCode);
    expect(byAdmin.statusCode, byAdmin.body).toBe(204);
    expect((await findValues(env().ctx.db, [...owner.exported, ...owner.notExported])).findings).toEqual([]);
  });
});

const log = captureLog();

describeEachDb(
  "privacy: the export is logged",
  (env) => {
    it("one info line per export with the account id and section sizes, none of the exported values", async () => {
      const admin = await env().admin();
      const peer = await env().signup({ nickname: "Peer" });
      const owner = await seedPerson(env(), peer, admin);
      const res = await env().request({ method: "GET", url: "/api/me/export", headers: owner.user.headers });
      expect(res.statusCode).toBe(200);
      const line = await log.waitFor((l) => l.event === "personal_data_export" && l.userId === owner.user.id);
      expect(line).toMatchObject({ msg: "data export", sections: { cooldowns: 1, "community.posts": 2 } });
      const text = JSON.stringify(line).toLowerCase();
      for (const value of [...owner.exported, ...owner.notExported]) expect(text, value).not.toContain(value);
    });
  },
  { logger: log.logger },
);
