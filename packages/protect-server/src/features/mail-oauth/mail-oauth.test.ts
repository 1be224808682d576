import { afterAll, beforeAll, expect, it } from "vitest";
import { startDovecot, type TestDovecot } from "../../../test/dovecot.ts";
import { describeEachDb, type TestEnv, testSecrets } from "../../../test/harness.ts";
import { deliver, imapAs, MAILBOXES, subjectsIn } from "../../../test/mail-fixture.ts";
import {
  APP_CLIENT_ID,
  APP_REDIRECT_URI,
  startOauthProvider,
  type TestOauthProvider,
} from "../../../test/oauth-provider.ts";
import { buildApp } from "../../app.ts";
import { mailConnections } from "../../db/schema/mail-connections.ts";
import { MAIL_CONSENT_VERSION } from "../mail-connections/consent.ts";
import { DEFAULT_HIDDEN_FOLDER } from "../mail-connections/runtime.ts";
import { bulkHeadersAfter } from "../mail-imap/bulk-fetch.ts";
import { type ImapLogin, ImapLoginError } from "../mail-imap/session.ts";
import { accessTokenAad, freshAccessToken, refreshTokenAad } from "./tokens.ts";

const alice = MAILBOXES[0] as (typeof MAILBOXES)[0];
const MINUTE = 60_000;

let idp: TestOauthProvider;
let dovecot: TestDovecot;
const mailOptions = {
  get oauthProviders() {
    return [
      {
        idp: "testidp",
        issuer: idp.issuer,
        clientId: APP_CLIENT_ID,
        scope: "openid email offline_access",
        imapHost: "127.0.0.1",
        imapPort: dovecot.port,
        imapTls: false,
      },
    ];
  },
  oauthRedirectUri: APP_REDIRECT_URI,
  plainImapHosts: ["127.0.0.1"],
};

beforeAll(async () => {
  idp = await startOauthProvider();
  dovecot = await startDovecot({ users: MAILBOXES, oauth2IntrospectionUrl: idp.introspectionUrl });
});
afterAll(async () => {
  await dovecot?.close();
  await idp?.close();
});

/** The provider's expires_in (3600 s) counts from its answer, a moment before the test reads it. */
function expectExpiryInAnHour(expiresAt: Date | null, now: Date): void {
  const seconds = ((expiresAt?.getTime() ?? 0) - now.getTime()) / 1000;
  expect(seconds).toBeGreaterThan(3500);
  expect(seconds).toBeLessThanOrEqual(3600);
}

async function revoke(token: string): Promise<void> {
  const res = await fetch(`${idp.issuer}/token/revocation`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, client_id: APP_CLIENT_ID }),
  });
  if (!res.ok) throw new Error(`revocation failed: ${res.status}`);
}

describeEachDb(
  "mail OAuth 2.0 PKCE",
  (env) => {
    const init = (
      headers: Record<string, string>,
      payload: Record<string, unknown> = { consentVersion: MAIL_CONSENT_VERSION },
      provider = "testidp",
    ) => env().request({ method: "POST", url: `/api/mail/oauth/${provider}/init`, headers, payload });
    const callback = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      env().request({ method: "POST", url: "/api/mail/oauth/testidp/callback", headers, payload });

    async function connectWithOauth(e: TestEnv, headers: Record<string, string>) {
      const started = await init(headers, { consentVersion: MAIL_CONSENT_VERSION, title: " Google " });
      expect(started.statusCode).toBe(200);
      const { authorizationUrl, state } = started.json();
      const granted = await idp.authorize(authorizationUrl, alice.user);
      expect(granted.state).toBe(state);
      const res = await callback(headers, granted);
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await e.ctx.db.select().from(mailConnections);
      if (!row) throw new Error("no connection stored");
      return { res, row, granted };
    }

    it("init needs consent, callback exchanges the PKCE code once and stores encrypted tokens", async () => {
      const user = await env().signup();
      const refused = await init(user.headers, {});
      expect(refused.statusCode).toBe(412);
      const started = await init(user.headers, { consentVersion: MAIL_CONSENT_VERSION });
      const url = new URL(started.json().authorizationUrl);
      expect(url.origin).toBe(idp.issuer);
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      expect(url.searchParams.get("client_id")).toBe(APP_CLIENT_ID);
      expect(url.searchParams.has("client_secret")).toBe(false);

      const { res, row, granted } = await connectWithOauth(env(), user.headers);
      expect(res.json()).toMatchObject({
        email: alice.user,
        authMethod: "oauth2_testidp",
        title: "Google",
        needsConsent: false,
      });
      const access = env().ctx.mail.cipher.decrypt(row.oauthAccessTokenEncrypted ?? "", accessTokenAad(row.id));
      expect(row.oauthAccessTokenEncrypted).not.toContain(access);
      expect(row.oauthRefreshTokenEncrypted).toBeTruthy();
      expectExpiryInAnHour(row.oauthTokenExpiresAt, env().clock.now());
      expect(row.passwordEncrypted).toBeNull();

      const replay = await callback(user.headers, granted);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error).toBe("oauth_failed");

      // The access token signs in to the mailbox (XOAUTH2, checked by Dovecot at the provider).
      await deliver(dovecot, alice, [{ from: "promo@tipico.com", subject: "OAuth Quoten" }]);
      const scan = await env().request({ method: "POST", url: "/api/mail/scan", headers: user.headers });
      expect(scan.json()).toMatchObject({ connections: 1, blocked: 1, failed: 0 });
      expect(await subjectsIn(dovecot, alice, DEFAULT_HIDDEN_FOLDER)).toContain("OAuth Quoten");

      const removed = await env().request({
        method: "DELETE",
        url: `/api/mail-connections/${row.id}`,
        headers: user.headers,
      });
      expect(removed.json().removeAppPermission).toMatchObject({ provider: "testidp" });
      expect(await env().ctx.db.select().from(mailConnections)).toEqual([]);
    });

    it("the access token signs in over the bulk fetch's own connection (OAUTHBEARER, XOAUTH2); a revoked one is refused", async () => {
      const user = await env().signup();
      const { row } = await connectWithOauth(env(), user.headers);
      await deliver(dovecot, alice, [{ from: "friend@example.org", subject: "Bulk über OAuth" }]);
      const scan = await env().request({ method: "POST", url: "/api/mail/scan", headers: user.headers });
      expect(scan.json()).toMatchObject({ connections: 1, failed: 0 });
      const [scanned] = await env().ctx.db.select().from(mailConnections);
      const accessToken = env().ctx.mail.cipher.decrypt(row.oauthAccessTokenEncrypted ?? "", accessTokenAad(row.id));
      const login: ImapLogin = {
        host: "127.0.0.1",
        port: dovecot.port,
        tls: false,
        user: alice.user,
        secret: { kind: "oauth2", accessToken },
      };
      // Called directly: the session would fall back to imapflow and hide a login the bulk path cannot send.
      const headers = await bulkHeadersAfter(login, scanned?.uidValidity ?? 0, 0, { timeoutMs: 10_000 });
      expect(headers.map((header) => header.subject)).toContain("Bulk über OAuth");
      // A server that offers XOAUTH2 only (as Gmail and Outlook do) gets that.
      const xoauth2Only = await startDovecot({
        users: MAILBOXES,
        oauth2IntrospectionUrl: idp.introspectionUrl,
        oauth2Mechanisms: ["xoauth2"],
      });
      try {
        await deliver(xoauth2Only, alice, [{ from: "friend@example.org", subject: "Bulk über XOAUTH2" }]);
        const client = await imapAs(xoauth2Only, alice);
        const uidValidity = Number((await client.mailboxOpen("INBOX")).uidValidity);
        await client.logout();
        const viaXoauth2 = await bulkHeadersAfter({ ...login, port: xoauth2Only.port }, uidValidity, 0, {
          timeoutMs: 10_000,
        });
        expect(viaXoauth2.map((header) => header.subject)).toEqual(["Bulk über XOAUTH2"]);
      } finally {
        await xoauth2Only.close();
      }
      await revoke(accessToken);
      await expect(bulkHeadersAfter(login, scanned?.uidValidity ?? 0, 0, { timeoutMs: 10_000 })).rejects.toBeInstanceOf(
        ImapLoginError,
      );
    });

    it("an expired state, another user's state or a wrong code answers 400 oauth_failed and stores nothing", async () => {
      const user = await env().signup();
      const other = await env().signup();
      const first = await init(user.headers);
      const granted = await idp.authorize(first.json().authorizationUrl, alice.user);
      expect((await callback(other.headers, granted)).statusCode).toBe(400);
      env().clock.advance(11 * MINUTE);
      expect((await callback(user.headers, granted)).json().error).toBe("oauth_failed");
      const second = await init(user.headers);
      const wrong = await callback(user.headers, { state: second.json().state, code: "not-a-code" });
      expect(wrong.statusCode).toBe(400);
      expect(await env().ctx.db.select().from(mailConnections)).toEqual([]);
    });

    it("bad input answers 400, an unknown provider 404, anonymous callers 401", async () => {
      const user = await env().signup();
      expect((await init(user.headers, { consentVersion: MAIL_CONSENT_VERSION }, "nope")).statusCode).toBe(404);
      expect((await init(user.headers, { consentVersion: MAIL_CONSENT_VERSION }, "Bad!")).statusCode).toBe(400);
      expect((await callback(user.headers, { state: "x" })).statusCode).toBe(400);
      expect((await init({})).statusCode).toBe(401);
      expect((await callback({}, { state: "x", code: "y" })).statusCode).toBe(401);
    });

    it("refreshes ahead of expiry; two instances refreshing at once rotate the tokens once", async () => {
      const user = await env().signup();
      const { row } = await connectWithOauth(env(), user.headers);
      // Still 6 minutes left: no refresh.
      env().clock.advance(54 * MINUTE);
      const before = idp.grants.refresh_token;
      await freshAccessToken(env().ctx, row);
      expect(idp.grants.refresh_token).toBe(before);
      // Under 5 minutes left: a second app instance on the same database refreshes at the same time.
      env().clock.advance(2 * MINUTE);
      const { app: secondApp, ctx: secondCtx } = await buildApp({
        database: env().database,
        secrets: testSecrets,
        clock: env().clock,
        logger: false,
        mail: mailOptions,
      });
      try {
        const tokens = await Promise.allSettled([
          freshAccessToken(env().ctx, row),
          freshAccessToken(env().ctx, row),
          freshAccessToken(secondCtx, row),
        ]);
        expect(idp.grants.refresh_token).toBe(before + 1);
        expect(tokens.filter((t) => t.status === "fulfilled").length).toBeGreaterThanOrEqual(2);
        const [after] = await env().ctx.db.select().from(mailConnections);
        expect(after?.oauthTokenVersion).toBe(row.oauthTokenVersion + 1);
        expectExpiryInAnHour(after?.oauthTokenExpiresAt ?? null, env().clock.now());
        // The rotated tokens work: the mailbox opens with them.
        const scan = await env().request({ method: "POST", url: "/api/mail/scan", headers: user.headers });
        expect(scan.json()).toMatchObject({ failed: 0 });
      } finally {
        await secondApp.close();
      }
    });

    it("after 3 failed reactive refreshes the connection records auth_revoked", async () => {
      const user = await env().signup();
      const { row } = await connectWithOauth(env(), user.headers);
      await revoke(env().ctx.mail.cipher.decrypt(row.oauthRefreshTokenEncrypted ?? "", refreshTokenAad(row.id)));
      await revoke(env().ctx.mail.cipher.decrypt(row.oauthAccessTokenEncrypted ?? "", accessTokenAad(row.id)));
      const errors: string[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await env().request({ method: "POST", url: "/api/mail/scan", headers: user.headers });
        const [current] = await env().ctx.db.select().from(mailConnections);
        errors.push(current?.lastConnectError ?? "");
      }
      expect(errors).toEqual(["auth_failed", "auth_failed", "auth_revoked"]);
      const [after] = await env().ctx.db.select().from(mailConnections);
      expect(after?.oauthRefreshFailures).toBe(3);
    });
  },
  { mail: mailOptions },
);
