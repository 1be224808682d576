import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { captureLog } from "../../../test/log-capture.ts";
import { connectMailbox, MAILBOXES, mailTestOptions, useDovecot } from "../../../test/mail-fixture.ts";
import { createProtectClient } from "../../client/index.ts";
import { mailConnections, mailConsentLog } from "../../db/schema/mail-connections.ts";
import { configFromEnv, parseConfig } from "../../platform/config.ts";
import { startServer } from "../../server.ts";
import { MAIL_CONSENT_VERSION } from "./consent.ts";
import { resolveImapEndpoint } from "./endpoint.ts";
import { consentLogOf } from "./repo.ts";

const [alice, bob, carol, dave] = MAILBOXES as [
  (typeof MAILBOXES)[0],
  (typeof MAILBOXES)[0],
  (typeof MAILBOXES)[0],
  (typeof MAILBOXES)[0],
];

const dovecot = useDovecot();

describeEachDb(
  "mail connections",
  (env) => {
    const connectPayload = (mailbox = alice, extra: Record<string, unknown> = {}) => ({
      email: mailbox.user,
      password: mailbox.password,
      imapHost: dovecot().host,
      imapPort: dovecot().port,
      consentVersion: MAIL_CONSENT_VERSION,
      ...extra,
    });
    const rows = () => env().ctx.db.select().from(mailConnections);

    it("connect verifies the app password by an IMAP login, stores it encrypted and records consent", async () => {
      const user = await env().signup();
      const res = await env().request({
        method: "POST",
        url: "/api/mail/connect",
        headers: user.headers,
        payload: connectPayload(alice, { title: "  Privat  " }),
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        email: alice.user,
        title: "Privat",
        authMethod: "app_password",
        provider: "custom",
        providerLabel: "127.0.0.1",
        isCustomDomain: true,
        isActive: true,
        consentVersion: MAIL_CONSENT_VERSION,
        needsConsent: false,
      });
      const [row] = await rows();
      expect(row?.passwordEncrypted).toBeTruthy();
      expect(row?.passwordEncrypted).not.toContain(alice.password);
      expect(env().ctx.mail.cipher.decrypt(row?.passwordEncrypted ?? "", body.id)).toBe(alice.password);
      expect(row?.consentIpAddress).toBe("127.0.0.1");
      const log = await consentLogOf(env().ctx.db, body.id);
      expect(log.map((entry) => [entry.action, entry.consentVersion])).toEqual([["grant", MAIL_CONSENT_VERSION]]);

      const status = await env().request({ method: "GET", url: "/api/mail/status", headers: user.headers });
      expect(status.statusCode).toBe(200);
      expect(status.json().accounts.map((a: { id: string }) => a.id)).toEqual([body.id]);
      expect(status.json().consentVersion).toBe(MAIL_CONSENT_VERSION);
    });

    it("connect without consentVersion or with an outdated one answers 412 and stores nothing", async () => {
      const user = await env().signup();
      const { consentVersion: _, ...without } = connectPayload();
      for (const payload of [without, connectPayload(alice, { consentVersion: "art9-mail-v0-2025-01-01" })]) {
        const res = await env().request({ method: "POST", url: "/api/mail/connect", headers: user.headers, payload });
        expect(res.statusCode).toBe(412);
        expect(res.json()).toMatchObject({ error: "consent_required", currentVersion: MAIL_CONSENT_VERSION });
      }
      expect(await rows()).toHaveLength(0);
    });

    it("a wrong app password answers 422 mail_login_failed; an unreachable server 422 mail_server_unreachable", async () => {
      const user = await env().signup();
      const wrong = await env().request({
        method: "POST",
        url: "/api/mail/connect",
        headers: user.headers,
        payload: connectPayload(alice, { password: "not-the-password" }),
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toBe("mail_login_failed");
      expect(wrong.body).not.toContain("not-the-password");
      const closed = await env().request({
        method: "POST",
        url: "/api/mail/connect",
        headers: user.headers,
        payload: connectPayload(alice, { imapPort: 1 }),
      });
      expect(closed.statusCode).toBe(422);
      expect(closed.json().error).toBe("mail_server_unreachable");
      expect(await rows()).toHaveLength(0);
    });

    it("bad input answers 400: address, internal hosts, unknown provider without host, titles", async () => {
      const user = await env().signup();
      const cases: Record<string, unknown>[] = [
        connectPayload(alice, { email: "not-an-address" }),
        connectPayload(alice, { imapHost: "10.0.0.7" }),
        connectPayload(alice, { imapHost: "localhost" }),
        connectPayload(alice, { imapHost: "169.254.169.254" }),
        connectPayload(alice, { imapHost: "bad host!" }),
        connectPayload(alice, { imapHost: undefined, imapPort: undefined }),
        connectPayload(alice, { title: "x".repeat(61) }),
        connectPayload(alice, { title: "line\nbreak" }),
        connectPayload(alice, { imapPort: 70_000 }),
        connectPayload(alice, { password: "" }),
      ];
      for (const payload of cases) {
        const res = await env().request({ method: "POST", url: "/api/mail/connect", headers: user.headers, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toBe("invalid_input");
      }
      expect(await rows()).toHaveLength(0);
    });

    it("anonymous callers get 401 on every mail connection route", async () => {
      const id = "00000000-0000-4000-8000-000000000000";
      const calls = [
        { method: "POST", url: "/api/mail/connect", payload: connectPayload() },
        { method: "GET", url: "/api/mail/status" },
        { method: "GET", url: "/api/mail-connections/pending-consent" },
        {
          method: "POST",
          url: "/api/mail-connections/consent",
          payload: { ids: [id], consentVersion: MAIL_CONSENT_VERSION },
        },
        { method: "POST", url: `/api/mail-connections/${id}`, payload: { consentVersion: MAIL_CONSENT_VERSION } },
        { method: "PATCH", url: `/api/mail-connections/${id}`, payload: { title: "x" } },
        { method: "DELETE", url: `/api/mail-connections/${id}` },
      ] as const;
      for (const call of calls) {
        const res = await env().request(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
    });

    it("another user and an admin get 404 for someone else's connection and change nothing", async () => {
      const owner = await env().signup();
      const other = await env().signup();
      const admin = await env().admin();
      const id = await connectMailbox(env(), owner, dovecot(), alice, { title: "Mine" });
      for (const caller of [other, admin]) {
        const calls = [
          { method: "PATCH", url: `/api/mail-connections/${id}`, payload: { title: "Stolen" } },
          { method: "POST", url: `/api/mail-connections/${id}`, payload: { consentVersion: MAIL_CONSENT_VERSION } },
          { method: "DELETE", url: `/api/mail-connections/${id}` },
          {
            method: "POST",
            url: "/api/mail-connections/consent",
            payload: { ids: [id], consentVersion: MAIL_CONSENT_VERSION },
          },
        ] as const;
        for (const call of calls) {
          const res = await env().request({ ...call, headers: caller.headers });
          expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        }
        const status = await env().request({ method: "GET", url: "/api/mail/status", headers: caller.headers });
        expect(status.json().accounts).toEqual([]);
      }
      const [row] = await rows();
      expect(row?.title).toBe("Mine");
      expect(await consentLogOf(env().ctx.db, id)).toHaveLength(1);
    });

    it("PATCH trims the title, turns empty into null, allows 60 characters and refuses 61", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      const patch = (title: string | null) =>
        env().request({
          method: "PATCH",
          url: `/api/mail-connections/${id}`,
          headers: user.headers,
          payload: { title },
        });
      expect((await patch("  Arbeit ")).json().title).toBe("Arbeit");
      expect((await patch("   ")).json().title).toBeNull();
      expect((await patch("ä".repeat(60))).json().title).toBe("ä".repeat(60));
      const tooLong = await patch("b".repeat(61));
      expect(tooLong.statusCode).toBe(400);
      expect((await patch(null)).json().title).toBeNull();
      const bad = await env().request({
        method: "PATCH",
        url: "/api/mail-connections/not-a-uuid",
        headers: user.headers,
        payload: { title: "x" },
      });
      expect(bad.statusCode).toBe(400);
    });

    it("the free plan allows one connection: the second answers 403 plan_limit with resource, current and limit", async () => {
      const user = await env().signup();
      await env().ctx.plans.apply(env().ctx.db, { userId: user.id, to: "free", source: "admin" }, env().clock.now());
      await connectMailbox(env(), user, dovecot(), alice);
      const res = await env().request({
        method: "POST",
        url: "/api/mail/connect",
        headers: user.headers,
        payload: connectPayload(bob),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: "plan_limit", resource: "mailConnections", current: 1, limit: 1 });
    });

    it("of two concurrent connects on the free plan exactly one is stored", async () => {
      const user = await env().signup();
      await env().ctx.plans.apply(env().ctx.db, { userId: user.id, to: "free", source: "admin" }, env().clock.now());
      const results = await Promise.all(
        [alice, bob].map((mailbox) =>
          env().request({
            method: "POST",
            url: "/api/mail/connect",
            headers: user.headers,
            payload: connectPayload(mailbox),
          }),
        ),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 403]);
      expect(await rows()).toHaveLength(1);
    });

    it("the same mailbox twice answers 409 already_connected", async () => {
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      const res = await env().request({
        method: "POST",
        url: "/api/mail/connect",
        headers: user.headers,
        payload: connectPayload(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe("already_connected");
    });

    it("DELETE logs the revocation, deletes the row with its stored password and says nothing about OAuth", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      const res = await env().request({ method: "DELETE", url: `/api/mail-connections/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: true, id, removeAppPermission: null });
      expect(await rows()).toHaveLength(0);
      const log = await consentLogOf(env().ctx.db, id);
      expect(log.map((entry) => entry.action)).toEqual(["grant", "revoke"]);
      const again = await env().request({
        method: "DELETE",
        url: `/api/mail-connections/${id}`,
        headers: user.headers,
      });
      expect(again.statusCode).toBe(404);
    });

    it("a changed consent version makes connections pending; bulk consent renews them, a foreign id fails all", async () => {
      const user = await env().signup();
      const other = await env().signup();
      const first = await connectMailbox(env(), user, dovecot(), alice);
      const second = await connectMailbox(env(), user, dovecot(), bob);
      const foreign = await connectMailbox(env(), other, dovecot(), carol);
      // What a new consent text does to existing rows: their recorded version is no longer current.
      await env().ctx.db.update(mailConnections).set({ consentVersion: "art9-mail-v0-2025-01-01" });
      const pending = await env().request({
        method: "GET",
        url: "/api/mail-connections/pending-consent",
        headers: user.headers,
      });
      expect(
        pending
          .json()
          .connections.map((c: { id: string }) => c.id)
          .sort(),
      ).toEqual([first, second].sort());

      const failing = await env().request({
        method: "POST",
        url: "/api/mail-connections/consent",
        headers: user.headers,
        payload: { ids: [first, foreign], consentVersion: MAIL_CONSENT_VERSION },
      });
      expect(failing.statusCode).toBe(404);
      expect(await consentLogOf(env().ctx.db, first)).toHaveLength(1);
      const missingVersion = await env().request({
        method: "POST",
        url: "/api/mail-connections/consent",
        headers: user.headers,
        payload: { ids: [first] },
      });
      expect(missingVersion.statusCode).toBe(412);

      const ok = await env().request({
        method: "POST",
        url: "/api/mail-connections/consent",
        headers: user.headers,
        payload: { ids: [first, second], consentVersion: MAIL_CONSENT_VERSION },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().connections.every((c: { needsConsent: boolean }) => !c.needsConsent)).toBe(true);
      const after = await env().request({
        method: "GET",
        url: "/api/mail-connections/pending-consent",
        headers: user.headers,
      });
      expect(after.json().connections).toEqual([]);
      expect((await consentLogOf(env().ctx.db, first)).map((e) => e.action)).toEqual(["grant", "grant"]);
    });

    it("POST /api/mail-connections/:id needs consent (412), verifies a new app password and clears the last error", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), dave);
      await env()
        .ctx.db.update(mailConnections)
        .set({ lastConnectError: "auth_failed", lastConnectErrorAt: env().clock.now() });
      const url = `/api/mail-connections/${id}`;
      const without = await env().request({ method: "POST", url, headers: user.headers, payload: {} });
      expect(without.statusCode).toBe(412);
      const wrong = await env().request({
        method: "POST",
        url,
        headers: user.headers,
        payload: { consentVersion: MAIL_CONSENT_VERSION, password: "wrong" },
      });
      expect(wrong.statusCode).toBe(422);
      const ok = await env().request({
        method: "POST",
        url,
        headers: user.headers,
        payload: { consentVersion: MAIL_CONSENT_VERSION, password: dave.password, title: "Neu" },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ title: "Neu", lastConnectError: null });
      expect((await consentLogOf(env().ctx.db, id)).map((e) => e.action)).toEqual(["grant", "grant"]);
    });

    it("the consent log refuses UPDATE and DELETE, even from inside the app's own database access", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      await expect(
        env().ctx.db.update(mailConsentLog).set({ action: "revoke" }).where(eq(mailConsentLog.connectionId, id)),
      ).rejects.toThrow();
      await expect(env().ctx.db.delete(mailConsentLog).where(eq(mailConsentLog.connectionId, id))).rejects.toThrow();
      expect(await consentLogOf(env().ctx.db, id)).toHaveLength(1);
    });

    it("a downgrade pauses the newest connections beyond the cap for a last sweep; re-upgrade reactivates them", async () => {
      const user = await env().signup();
      const ids: string[] = [];
      for (const mailbox of [alice, bob, carol]) {
        ids.push(await connectMailbox(env(), user, dovecot(), mailbox));
        env().clock.advance(1000);
      }
      const now = env().clock.now();
      await env().ctx.plans.apply(env().ctx.db, { userId: user.id, to: "free", source: "admin" }, now);
      const byId = async () => new Map((await rows()).map((row) => [row.id, row]));
      let state = await byId();
      expect(state.get(ids[0] ?? "")?.isActive).toBe(true);
      for (const id of ids.slice(1)) {
        expect(state.get(id)).toMatchObject({
          isActive: false,
          pausedReason: "plan_limit",
          pausedAt: now,
          nextScanAt: now,
        });
      }
      const status = await env().request({ method: "GET", url: "/api/mail/status", headers: user.headers });
      expect(status.json().accounts.map((a: { id: string }) => a.id)).toEqual([ids[0]]);

      await env().ctx.plans.apply(env().ctx.db, { userId: user.id, to: "pro", source: "admin" }, now);
      state = await byId();
      for (const id of ids) expect(state.get(id)).toMatchObject({ isActive: true, pausedAt: null, pausedReason: null });
    });
  },
  mailTestOptions,
);

describe("the operator's own IMAP servers (configuration)", () => {
  it("MAIL_PLAIN_IMAP_HOSTS lets users connect a self-hosted plain-IMAP server; without it the same host is refused", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "protect-imap-hosts-"));
    const start = (env: Record<string, string>) =>
      startServer(
        parseConfig(
          configFromEnv({
            PORT: "0",
            DATA_DIR: join(dataDir, String(Math.random())),
            MAIL_IDLE_DAEMON: "false",
            ...env,
          }),
        ),
        { logger: captureLog().logger },
      );
    const connect = async (url: string) => {
      const client = createProtectClient(url);
      const signup = await client.POST("/api/auth/signup", {
        body: { email: "self-hosted@example.test", password: "correct horse battery" },
      });
      const res = await fetch(`${url}/api/mail/connect`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${signup.data?.token}` },
        body: JSON.stringify({
          email: alice.user,
          password: alice.password,
          imapHost: dovecot().host,
          imapPort: dovecot().port,
          consentVersion: MAIL_CONSENT_VERSION,
        }),
      });
      return { status: res.status, body: (await res.json()) as { error?: string; providerLabel?: string } };
    };
    try {
      for (const [env, expected] of [
        [{ MAIL_PLAIN_IMAP_HOSTS: ` ${dovecot().host} ` }, 201],
        [{}, 400],
      ] as const) {
        const server = await start(env);
        try {
          const { status, body } = await connect(server.url);
          expect(status, JSON.stringify(body)).toBe(expected);
          if (expected === 400) expect(body.error).toBe("invalid_input");
        } finally {
          await server.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a private host is reached with TLS on 993, a plain one without on 143; anything internal but unlisted is refused", () => {
    const hosts = { plain: ["mail.lan"], private: ["10.0.0.5", "imap.corp.example"] };
    expect(resolveImapEndpoint("a@x.example", { imapHost: "mail.lan" }, hosts)).toEqual({
      host: "mail.lan",
      port: 143,
      tls: false,
    });
    expect(resolveImapEndpoint("a@x.example", { imapHost: "10.0.0.5" }, hosts)).toEqual({
      host: "10.0.0.5",
      port: 993,
      tls: true,
    });
    expect(() => resolveImapEndpoint("a@x.example", { imapHost: "10.0.0.6" }, hosts)).toThrow(/not allowed/);
    expect(() => resolveImapEndpoint("a@x.example", { imapHost: "localhost" }, hosts)).toThrow(/not allowed/);
  });
});
