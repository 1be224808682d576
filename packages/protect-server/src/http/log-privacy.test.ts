// Logs without personal data (issues 11 and 20): a whole user journey and its failure paths run
// through the real HTTP app with the log at `trace`, the server's own logger options (serializers,
// redaction), and an access-log line for every request; none of the personal values sent may show up
// anywhere in what was written — neither in the request lines nor in the 500s' error details.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestEnv, DB_KINDS, type TestEnv, testSecrets } from "../../test/harness.ts";
import { captureLog } from "../../test/log-capture.ts";
import { createPgCluster } from "../../test/pg-cluster.ts";
import { hashSessionToken } from "../features/auth/session-token.ts";
import { MAIL_CONSENT_VERSION } from "../features/mail-connections/consent.ts";
import type { ImapConnector } from "../features/mail-imap/session.ts";
import { configFromEnv, parseConfig, type Secrets } from "../platform/config.ts";
import { SECRETS_FILE_NAME } from "../platform/secrets.ts";
import { startServer } from "../server.ts";

/** An IMAP library whose error message repeats the login it was given (the worst case). */
const leakyImap: ImapConnector = {
  open: async (login) => {
    throw new Error(`connect failed for ${JSON.stringify(login)}`);
  },
};

const secrets = {
  email: "kim.privat@example.test",
  password: "geheim-Passwort-4711",
  nickname: "KimAusKiel",
  city: "Kleinstadtingen",
  post: "Heute ist Tag 12 ohne Wetten",
  message: "Danke fuer die Hilfe gestern Abend",
  pushToken: "ExponentPushToken[privat-push-token-123]",
  mailPassword: "app-passwort-vom-postfach",
  secondEmail: "zweite.person@example.test",
};

for (const kind of DB_KINDS) {
  describe.skipIf(kind === "postgres" && !process.env.TEST_DATABASE_URL)(`logs hold no personal data [${kind}]`, () => {
    let env: TestEnv | undefined;
    afterEach(async () => {
      await env?.app.close();
      await env?.database.close();
      env = undefined;
    });

    it("a full user journey and its failures at trace level write none of the values sent", async () => {
      const log = captureLog("trace");
      env = await createTestEnv(kind, { logger: log.logger, accessLogSample: 1, mail: { imap: leakyImap } });
      const e = env;
      const call = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, options = {}) =>
        e.request({ method, url, ...options });

      // Signup, login, profile, demographics.
      const signup = await call("POST", "/api/auth/signup", {
        payload: { email: secrets.email, password: secrets.password, nickname: secrets.nickname },
      });
      expect(signup.statusCode, signup.body).toBe(201);
      const firstToken = (signup.json() as { token: string }).token;
      const login = await call("POST", "/api/auth/login", {
        headers: { "x-device-id": "phone-1" },
        payload: { email: secrets.email, password: secrets.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const token = (login.json() as { token: string }).token;
      const headers = { authorization: `Bearer ${token}`, "x-device-id": "phone-1" };
      const other = await e.signup({ email: secrets.secondEmail });

      const steps: string[] = [];
      /** A journey step must succeed (2xx), so that it reached the service and the database. */
      const step = async (name: string, response: Awaited<ReturnType<typeof call>>) => {
        steps.push(name);
        expect(Math.floor(response.statusCode / 100), `${name}: ${response.statusCode} ${response.body}`).toBe(2);
        return response;
      };
      await step(
        "nickname",
        await call("PATCH", "/api/profile/me/nickname", { headers, payload: { nickname: `${secrets.nickname}2` } }),
      );
      await step(
        "demographics",
        await call("PATCH", "/api/profile/me/demographics", {
          headers,
          payload: { city: secrets.city, gender: "male" },
        }),
      );
      await step(
        "push token",
        await call("POST", "/api/users/me/push-token", {
          headers,
          payload: { token: secrets.pushToken, platform: "android" },
        }),
      );
      await step(
        "device",
        await call("POST", "/api/devices/register", {
          headers,
          payload: { name: "Kims Telefon", model: "Pixel 8", osVersion: "Android 15" },
        }),
      );
      await step("cooldown", await call("POST", "/api/cooldown/request", { headers }));
      await step(
        "custom domain",
        await call("POST", "/api/custom-domains", { headers, payload: { domain: "kims-wettbuero.example" } }),
      );
      await step(
        "submission",
        await call("POST", "/api/domain-submissions", { headers, payload: { domain: "neues-casino.example" } }),
      );
      await step("post", await call("POST", "/api/community/post", { headers, payload: { content: secrets.post } }));
      await step(
        "message",
        await call("POST", `/api/chat/dm/${other.id}`, { headers, payload: { content: secrets.message } }),
      );
      const connect = await call("POST", "/api/mail/connect", {
        headers,
        payload: {
          email: secrets.email,
          password: secrets.mailPassword,
          imapHost: "imap.example.test",
          imapPort: 993,
          consentVersion: MAIL_CONSENT_VERSION,
        },
      });
      expect(connect.statusCode, connect.body).toBeGreaterThanOrEqual(400);
      expect(connect.statusCode, connect.body).toBeLessThan(500);

      // Failures: taken e-mail, wrong password, bad input, a bad token.
      const taken = await call("POST", "/api/auth/signup", {
        payload: { email: secrets.email, password: secrets.password },
      });
      expect(taken.statusCode).toBe(409);
      const wrong = await call("POST", "/api/auth/login", {
        headers: { "x-device-id": "phone-1" },
        payload: { email: secrets.email, password: `${secrets.password}-falsch` },
      });
      expect(wrong.statusCode).toBe(401);
      const badInputs = [
        await call("POST", "/api/auth/signup", {
          payload: { email: `${secrets.email}\u0000`, password: secrets.password },
        }),
        await call("PATCH", "/api/profile/me/nickname", {
          headers,
          payload: { nickname: `${secrets.nickname}\u0000` },
        }),
        await call("PATCH", "/api/profile/me/demographics", {
          headers,
          payload: { city: `${secrets.city}\u0007`, birthYear: 1 },
        }),
        await call("POST", "/api/community/post", {
          headers,
          payload: { content: `${secrets.post}\u0000`, category: secrets.email },
        }),
        await call("POST", "/api/users/me/push-token", {
          headers,
          payload: { token: secrets.pushToken, platform: "pager" },
        }),
        await call("POST", "/api/auth/signup", {
          headers: { "content-type": "application/json" },
          payload: `{"email":"${secrets.email}","password":"${secrets.password}"`,
        }),
      ];
      for (const response of badInputs) expect(response.statusCode, response.body).toBe(400);
      const badToken = await call("GET", "/api/me", { headers: { authorization: `Bearer ${token}x` } });
      expect(badToken.statusCode).toBe(401);

      // 500s whose failed queries carry personal values: the e-mail, password hash and nickname of a
      // signup; the session-token HMAC of GET /api/me; the demographics of a PATCH.
      const { db } = e.ctx;
      await db.execute(sql`alter table users rename column nickname to nickname_gone`);
      const brokenSignup = await call("POST", "/api/auth/signup", {
        payload: { email: "dritte.person@example.test", password: secrets.password, nickname: secrets.nickname },
      });
      expect(brokenSignup.statusCode).toBe(500);
      await db.execute(sql`alter table users rename column nickname_gone to nickname`);
      await db.execute(sql`alter table users rename column city to city_gone`);
      const brokenDemographics = await call("PATCH", "/api/profile/me/demographics", {
        headers,
        payload: { city: secrets.city, gender: "male" },
      });
      expect(brokenDemographics.statusCode).toBe(500);
      await db.execute(sql`alter table users rename column city_gone to city`);
      await db.execute(sql`alter table sessions rename column token_hash to token_hash_gone`);
      const brokenMe = await call("GET", "/api/me", { headers });
      expect(brokenMe.statusCode).toBe(500);
      await db.execute(sql`alter table sessions rename column token_hash_gone to token_hash`);

      // Delete the account.
      const deleted = await call("DELETE", "/api/me", { headers, payload: { password: secrets.password } });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);

      // The log was written: one line per request at least, and the 500s with their cause.
      const written = log.text();
      expect(log.count((line) => line.msg === "request")).toBeGreaterThanOrEqual(steps.length + 15);

      const forbidden = {
        ...secrets,
        thirdEmail: "dritte.person@example.test",
        firstToken,
        token,
        tokenHmac: hashSessionToken(token, testSecrets.sessionPepper),
        firstTokenHmac: hashSessionToken(firstToken, testSecrets.sessionPepper),
        scryptHash: "scrypt$",
      };
      for (const [name, value] of Object.entries(forbidden)) {
        expect(written.includes(value), `the log contains the ${name}`).toBe(false);
      }
      expect(written).not.toMatch(/params|insert into|select "/i);
      const errors = log.lines.filter((line) => line.msg === "unhandled error");
      expect(errors).toHaveLength(3);
      // What an operator needs stays: the SQLSTATE of the undefined column, the route, the status.
      expect(JSON.stringify(errors)).toContain("42703");
      expect(written).toContain("/api/auth/signup");
    });
  });
}

describe("logs hold no personal data during a database outage", () => {
  it("requests with personal values while PostgreSQL is down write none of them (trace level, real server)", async () => {
    const cluster = await createPgCluster();
    const dataDir = mkdtempSync(join(tmpdir(), "protect-log-outage-"));
    const log = captureLog("trace");
    let token = "";
    try {
      const config = parseConfig(configFromEnv({ DATABASE_URL: cluster.url(), PORT: "0", DATA_DIR: dataDir }));
      const server = await startServer(config, { logger: log.logger });
      try {
        const post = (path: string, body: object, headers: Record<string, string> = {}) =>
          fetch(`${server.url}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", ...headers },
            body: JSON.stringify(body),
          });
        const signup = await post("/api/auth/signup", { email: secrets.email, password: secrets.password });
        expect(signup.status).toBe(201);
        token = ((await signup.json()) as { token: string }).token;
        const auth = { authorization: `Bearer ${token}` };

        cluster.stop();
        await log.waitFor((line) => line.msg === "session cache paused: change feed lost");
        const during = await Promise.all([
          post("/api/auth/signup", {
            email: secrets.secondEmail,
            password: secrets.password,
            nickname: secrets.nickname,
          }),
          post("/api/auth/login", { email: secrets.email, password: secrets.password }, { "x-device-id": "phone" }),
          fetch(`${server.url}/api/me`, { headers: auth }),
          fetch(`${server.url}/api/profile/me/demographics`, {
            method: "PATCH",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify({ city: secrets.city }),
          }),
          post("/api/community/post", { content: secrets.post }, auth),
        ]);
        for (const response of during) expect(response.status).toBe(503);
        cluster.start();
        await log.waitFor((line) => line.msg === "database connection restored");
      } finally {
        await server.close();
      }
      const written = log.text();
      expect(log.count((line) => line.msg === "database connection lost")).toBe(1);
      const forbidden = {
        ...secrets,
        token,
        // The development secrets the server generated into its data folder.
        tokenHmac: hashSessionToken(
          token,
          (JSON.parse(readFileSync(join(dataDir, SECRETS_FILE_NAME), "utf8")) as Secrets).sessionPepper,
        ),
      };
      for (const [name, value] of Object.entries(forbidden)) {
        expect(written.includes(value), `the log contains the ${name}`).toBe(false);
      }
      expect(written).not.toMatch(/params|insert into|select "/i);
    } finally {
      cluster.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
