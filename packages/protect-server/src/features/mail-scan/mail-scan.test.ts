import { createServer, type Server } from "node:http";
import { count, eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { createTestEnv, describeEachDb, type TestEnv, testSecrets } from "../../../test/harness.ts";
import {
  connectMailbox,
  deliver,
  imapAs,
  MAILBOXES,
  mailTestOptions,
  subjectsIn,
  type TestMessage,
  useDovecot,
} from "../../../test/mail-fixture.ts";
import { mailConnections } from "../../db/schema/mail-connections.ts";
import {
  mailBlocked,
  mailBlockedStats,
  mailClassificationCorrections,
  mailClassificationSamples,
} from "../../db/schema/mail-records.ts";
import { addListEntry } from "../blocklists/repo.ts";
import { openMailbox } from "../mail-connections/credentials.ts";
import { DEFAULT_HIDDEN_FOLDER } from "../mail-connections/runtime.ts";
import type { MailboxSession } from "../mail-imap/session.ts";
import { openAiCompatibleModel } from "./language-model.ts";
import { scanConnection } from "./service.ts";

const alice = MAILBOXES[0] as (typeof MAILBOXES)[0];
const bob = MAILBOXES[1] as (typeof MAILBOXES)[0];
const DAY = 86_400_000;

const GAMBLING: TestMessage[] = [
  { from: "news@mailing.tipico.com", subject: "Dein Wochenende", body: "Hallo" },
  {
    from: "promo@mailer.example",
    fromName: "LeoVegas",
    subject: "Nur heute: 50 Freispiele",
    body: "Hallo, hol dir deine Freispiele.",
  },
  { from: "hello@unknown-shop.example", subject: "100 Freispiele im Casino warten", body: "Jetzt holen" },
];
/** multipart/alternative: the text part only points at the HTML; ISO-8859-1, quoted-printable. */
const HTML_ONLY_PROMO = [
  'From: "VIP Team" <vip@promo-hub.example>',
  "To: alice@mail.example.test",
  "Subject: =?ISO-8859-1?Q?Dein_pers=F6nliches_Angebot?=",
  "MIME-Version: 1.0",
  "List-Unsubscribe: <https://click.esp.example/unsub/1>",
  'Content-Type: multipart/alternative; boundary="b1"',
  "",
  "--b1",
  "Content-Type: text/plain; charset=ISO-8859-1",
  "",
  "Diese E-Mail enth=E4lt HTML.",
  "--b1",
  "Content-Type: text/html; charset=ISO-8859-1",
  "Content-Transfer-Encoding: quoted-printable",
  "",
  '<p>Nur f=FCr dich: 150 % Reload-Bonus bis 300 =80 plus 50 Freispiele.</p><a href=3D"https://click.esp.exa=',
  'mple/r?u=3Dhttps%3A%2F%2Fgolden-casino.example%2Fvip">Bonus aktivieren</a>',
  "--b1--",
  "",
].join("\r\n");
const GAMBLING_NEWS = [
  'From: "Tagesblick" <newsletter@tagesblick.example>',
  "To: alice@mail.example.test",
  "Subject: =?utf-8?B?" +
    Buffer.from("Glücksspielstaatsvertrag: Länder gehen gegen illegale Online-Casinos vor").toString("base64") +
    "?=",
  "MIME-Version: 1.0",
  "Content-Type: text/plain; charset=utf-8",
  "Content-Transfer-Encoding: 8bit",
  "",
  "Laut der Glücksspielbehörde GGL werden Zahlungen an illegale Online-Casinos gesperrt. Kritiker halten das Verbot für schwer durchsetzbar.",
  "",
].join("\r\n");
const NORMAL: TestMessage = { from: "kollegin@firma.example", subject: "Meeting morgen", body: "Um 10 Uhr im Raum 3." };

const dovecot = useDovecot({ perTest: true });

describeEachDb(
  "mail scanning",
  (env) => {
    const scan = (headers: Record<string, string>) => env().request({ method: "POST", url: "/api/mail/scan", headers });
    const table = async <T>(rows: Promise<T[]>) => (await rows).length;

    it("hides gambling mail in its folder, keeps the rest, and records rows, statistics and samples", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      await deliver(dovecot(), alice, [...GAMBLING, NORMAL]);
      const res = await scan(user.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ connections: 1, scanned: 4, blocked: 3, failed: 0, skippedNoConsent: 0 });
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toEqual(["Meeting morgen"]);
      expect(await subjectsIn(dovecot(), alice, DEFAULT_HIDDEN_FOLDER)).toEqual(GAMBLING.map((m) => m.subject).sort());
      const blocked = await env().ctx.db.select().from(mailBlocked);
      expect(blocked.map((row) => row.triggerSource)).toContain("sender_blocklist");
      // Each hidden mail carries the features that weighed most.
      for (const row of blocked) expect(row.reasons.length, row.subject).toBeGreaterThan(0);
      const stats = await env().ctx.db.select().from(mailBlockedStats);
      expect(stats).toEqual([{ userId: user.id, connectionId: id, day: "2026-06-01", count: 3 }]);
      const samples = await env().ctx.db.select().from(mailClassificationSamples);
      expect(samples).toHaveLength(4);
      // Samples hold feature names and a global list entry, never subject, address, body text or a
      // sender domain no global list holds.
      const sampleText = JSON.stringify(samples);
      for (const message of [...GAMBLING, NORMAL]) {
        expect(sampleText).not.toContain(message.subject);
        expect(sampleText).not.toContain(message.from);
      }
      for (const domain of ["mailer.example", "unknown-shop.example", "firma.example", "news@mailing.tipico.com"]) {
        expect(sampleText).not.toContain(domain);
      }
      expect(samples.map((sample) => sample.senderDomain ?? "").sort()).toEqual(["", "", "", "tipico.com"]);
      const [row] = await env().ctx.db.select().from(mailConnections);
      expect(row?.lastScanAt).toEqual(env().clock.now());
      expect(row?.nextScanAt?.getTime()).toBe(env().clock.now().getTime() + 15 * 60_000);
    });

    it("scanning again touches nothing; a new message is scanned once; a new UIDVALIDITY rescans the inbox", async () => {
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      await deliver(dovecot(), alice, [...GAMBLING, NORMAL]);
      await scan(user.headers);
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 0, blocked: 0 });
      await deliver(dovecot(), alice, [{ from: "x@bwin.com", subject: "Quoten", body: "" }]);
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 1, blocked: 1 });
      const [stats] = await env().ctx.db.select().from(mailBlockedStats);
      expect(stats?.count).toBe(4);
      await env().ctx.db.update(mailConnections).set({ uidValidity: 1 });
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 1, blocked: 0 });
      expect(await table(env().ctx.db.select().from(mailBlocked))).toBe(4);
    });

    it("a move the IMAP server does not finish records nothing; the next scan records all", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      await deliver(dovecot(), alice, [...GAMBLING, NORMAL]);
      const [row] = await env().ctx.db.select().from(mailConnections).where(eq(mailConnections.id, id));
      const real = await openMailbox(env().ctx, row!);
      // The connection drops during the UID MOVE: the server has moved the first message only.
      const failing: MailboxSession = {
        ...real,
        uidValidity: real.uidValidity,
        headersAfter: (after) => real.headersAfter(after),
        async moveToFolder(uids, folder) {
          await real.moveToFolder(uids.slice(0, 1), folder);
          throw new Error("connection lost during MOVE");
        },
      };
      await expect(scanConnection(env().ctx, row!, failing)).rejects.toThrow("connection lost during MOVE");
      await real.close();
      expect(await table(env().ctx.db.select().from(mailBlocked))).toBe(0);
      expect(await table(env().ctx.db.select().from(mailClassificationSamples))).toBe(0);
      expect(await table(env().ctx.db.select().from(mailBlockedStats))).toBe(0);
      const [after] = await env().ctx.db.select().from(mailConnections).where(eq(mailConnections.id, id));
      expect(after?.lastScannedUid).toBe(row?.lastScannedUid);
      // The next scan finds the three still in the inbox (the one moved is in the hidden folder,
      // unrecorded, as after any crash between a move and its record).
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 3, blocked: 2 });
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toEqual(["Meeting morgen"]);
      expect(await table(env().ctx.db.select().from(mailBlocked))).toBe(2);
    });

    it("a fetch that breaks off after part of the mail was moved records what was moved; the next scan the rest", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      await deliver(dovecot(), alice, [...GAMBLING, NORMAL]);
      const [row] = await env().ctx.db.select().from(mailConnections).where(eq(mailConnections.id, id));
      const real = await openMailbox(env().ctx, row!);
      let movedOnce: () => void = () => undefined;
      const firstMove = new Promise<void>((resolve) => {
        movedOnce = resolve;
      });
      // The first two messages arrive and are handed over (a bulk fetch's first range); the
      // connection drops once they are moved, before the rest arrive.
      const breaking: MailboxSession = {
        ...real,
        uidValidity: real.uidValidity,
        async headersAfter(after, onBatch) {
          const all = await real.headersAfter(after);
          onBatch?.(all.slice(0, 2));
          await firstMove;
          throw new Error("connection lost during FETCH");
        },
        async moveToFolder(uids, folder) {
          const moved = await real.moveToFolder(uids, folder);
          movedOnce();
          return moved;
        },
      };
      await expect(scanConnection(env().ctx, row!, breaking)).rejects.toThrow("connection lost during FETCH");
      await real.close();
      const recorded = await env().ctx.db.select().from(mailBlocked);
      expect(recorded).toHaveLength(2);
      expect(recorded.every((entry) => entry.hiddenUid !== null)).toBe(true);
      const [stats] = await env().ctx.db.select().from(mailBlockedStats);
      expect(stats?.count).toBe(2);
      expect(await table(env().ctx.db.select().from(mailClassificationSamples))).toBe(0);
      const [after] = await env().ctx.db.select().from(mailConnections).where(eq(mailConnections.id, id));
      expect(after?.lastScannedUid).toBe(row?.lastScannedUid);
      // The next scan reads the two still in the inbox and hides the third gambling mail.
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 2, blocked: 1 });
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toEqual(["Meeting morgen"]);
      expect(await table(env().ctx.db.select().from(mailBlocked))).toBe(3);
      const [total] = await env().ctx.db.select().from(mailBlockedStats);
      expect(total?.count).toBe(3);
    });

    it("two scans of one mailbox at once record each hidden mail once", async () => {
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      await deliver(dovecot(), alice, GAMBLING);
      const results = await Promise.all([scan(user.headers), scan(user.headers)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await table(env().ctx.db.select().from(mailBlocked))).toBe(3);
      const [stats] = await env().ctx.db.select().from(mailBlockedStats);
      expect(stats?.count).toBe(3);
      expect(await subjectsIn(dovecot(), alice, DEFAULT_HIDDEN_FOLDER)).toHaveLength(3);
    });

    it("the user's own mail_domain custom domains hide their senders (trigger custom_domain)", async () => {
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      const added = await env().request({
        method: "POST",
        url: "/api/custom-domains",
        headers: user.headers,
        payload: { domain: "spielhalle-nebenan.example", type: "mail_domain" },
      });
      expect(added.statusCode).toBeLessThan(300);
      await deliver(dovecot(), alice, [{ from: "angebote@news.spielhalle-nebenan.example", subject: "Hallo" }, NORMAL]);
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 2, blocked: 1 });
      const [row] = await env().ctx.db.select().from(mailBlocked);
      expect(row?.triggerSource).toBe("custom_domain");
      expect(row?.reasons[0]).toBe("sender-listed-custom");
      // The user's own entry is a value they wrote: no sample keeps it (it outlives erasure).
      const samples = JSON.stringify(await env().ctx.db.select().from(mailClassificationSamples));
      expect(samples).not.toContain("spielhalle-nebenan");
    });

    it("a promotion whose words are only in the HTML part, in ISO-8859-1 quoted-printable, is hidden; news about gambling stays", async () => {
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      const client = await imapAs(dovecot(), alice);
      try {
        for (const message of [HTML_ONLY_PROMO, GAMBLING_NEWS]) await client.append("INBOX", message);
      } finally {
        await client.logout();
      }
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 2, blocked: 1 });
      expect(await subjectsIn(dovecot(), alice, DEFAULT_HIDDEN_FOLDER)).toEqual(["Dein persönliches Angebot"]);
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toEqual([
        "Glücksspielstaatsvertrag: Länder gehen gegen illegale Online-Casinos vor",
      ]);
    });

    it("not gambling puts the mail back in the inbox once, records an anonymous correction, and the next scan leaves it", async () => {
      const user = await env().signup();
      const other = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      await deliver(dovecot(), alice, [GAMBLING[2] as TestMessage]);
      await scan(user.headers);
      const [hidden] = (await env().request({ method: "GET", url: "/api/mail/results", headers: user.headers })).json()
        .results;
      const url = `/api/mail/results/${hidden.id}/not-gambling`;
      expect((await env().request({ method: "POST", url })).statusCode).toBe(401);
      expect((await env().request({ method: "POST", url, headers: other.headers })).statusCode).toBe(404);
      expect(
        (await env().request({ method: "POST", url: "/api/mail/results/nope/not-gambling", headers: user.headers }))
          .statusCode,
      ).toBe(400);
      const answers = await Promise.all([
        env().request({ method: "POST", url, headers: user.headers }),
        env().request({ method: "POST", url, headers: user.headers }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().error).toBe("already_restored");
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toEqual([GAMBLING[2]?.subject]);
      expect(await subjectsIn(dovecot(), alice, DEFAULT_HIDDEN_FOLDER)).toEqual([]);
      const corrections = await env().ctx.db.select().from(mailClassificationCorrections);
      expect(corrections).toHaveLength(1);
      expect(corrections[0]).toMatchObject({ gambling: false });
      expect(JSON.stringify(corrections)).not.toContain("unknown-shop");
      // Back in the inbox with a new UID: the next scan does not hide it again.
      expect((await scan(user.headers)).json()).toMatchObject({ blocked: 0 });
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toEqual([GAMBLING[2]?.subject]);
      const results = (await env().request({ method: "GET", url: "/api/mail/results", headers: user.headers })).json();
      expect(results.results).toEqual([]);
    });

    it("connections without current consent are skipped and counted in skippedNoConsent", async () => {
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      await env().ctx.db.update(mailConnections).set({ consentVersion: "art9-mail-v0-2025-01-01" });
      await deliver(dovecot(), alice, GAMBLING);
      expect((await scan(user.headers)).json()).toEqual({
        connections: 0,
        scanned: 0,
        blocked: 0,
        failed: 0,
        skippedNoConsent: 1,
      });
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toHaveLength(3);
    });

    it("a free account in its downgrade grace gets the full sender list; after the grace the curated one", async () => {
      await addListEntry(env().ctx.db, "full", "wunderino.com", "import", env().clock.now());
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      await env().ctx.plans.apply(env().ctx.db, { userId: user.id, to: "free", source: "admin" }, env().clock.now());
      await deliver(dovecot(), alice, [{ from: "bonus@wunderino.com", subject: "Hallo", body: "" }]);
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 1, blocked: 1 });
      env().clock.advance(15 * DAY);
      await deliver(dovecot(), alice, [{ from: "bonus@wunderino.com", subject: "Hallo again", body: "" }]);
      expect((await scan(user.headers)).json()).toMatchObject({ scanned: 1, blocked: 0 });
      expect(await subjectsIn(dovecot(), alice, "INBOX")).toEqual(["Hallo again"]);
    });

    it("a refused login is recorded as lastConnectError auth_failed and counted as failed", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      await env()
        .ctx.db.update(mailConnections)
        .set({ passwordEncrypted: env().ctx.mail.cipher.encrypt("wrong", id) });
      expect((await scan(user.headers)).json()).toMatchObject({ connections: 1, failed: 1 });
      const status = await env().request({ method: "GET", url: "/api/mail/status", headers: user.headers });
      expect(status.json().accounts[0]).toMatchObject({
        lastConnectError: "auth_failed",
        lastConnectErrorAt: env().clock.now().toISOString(),
      });
    });

    it("results carry the connection and filter by provider; statistics per day and connection; other users see none", async () => {
      const user = await env().signup();
      const other = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice, { title: "Privat" });
      await deliver(dovecot(), alice, GAMBLING);
      await scan(user.headers);
      env().clock.advance(DAY);
      await deliver(dovecot(), alice, [GAMBLING[0] as TestMessage]);
      await scan(user.headers);

      const results = await env().request({ method: "GET", url: "/api/mail/results", headers: user.headers });
      expect(results.statusCode).toBe(200);
      const entries = results.json().results;
      expect(entries).toHaveLength(4);
      expect(entries[0].connection).toEqual({
        id,
        title: "Privat",
        email: alice.user,
        provider: "custom",
        providerLabel: "127.0.0.1",
        isCustomDomain: true,
      });
      const gmail = await env().request({
        method: "GET",
        url: "/api/mail/results?provider=gmail",
        headers: user.headers,
      });
      expect(gmail.json().results).toEqual([]);
      const custom = await env().request({
        method: "GET",
        url: "/api/mail/results?provider=custom",
        headers: user.headers,
      });
      expect(custom.json().results).toHaveLength(4);

      const byDay = await env().request({
        method: "GET",
        url: "/api/mail/stats/blocked-by-day?days=30",
        headers: user.headers,
      });
      const days = byDay.json().days as { date: string; count: number }[];
      expect(days).toHaveLength(30);
      expect(days.slice(-2)).toEqual([
        { date: "2026-06-01", count: 3 },
        { date: "2026-06-02", count: 1 },
      ]);
      const defaultDays = await env().request({
        method: "GET",
        url: "/api/mail/stats/blocked-by-day",
        headers: user.headers,
      });
      expect(defaultDays.json().days).toHaveLength(30);
      const byConnection = await env().request({
        method: "GET",
        url: "/api/mail/stats/blocked-by-connection",
        headers: user.headers,
      });
      expect(byConnection.json().connections).toEqual([
        { connection: expect.objectContaining({ id, title: "Privat" }), count: 4 },
      ]);

      for (const url of ["/api/mail/results", "/api/mail/stats/blocked-by-connection"]) {
        const seen = await env().request({ method: "GET", url, headers: other.headers });
        expect(Object.values(seen.json())[0]).toEqual([]);
      }
      expect(
        (await env().request({ method: "GET", url: "/api/mail/stats/blocked-by-day?days=3", headers: other.headers }))
          .json()
          .days.map((d: { count: number }) => d.count),
      ).toEqual([0, 0, 0]);
    });

    it("bad query values answer 400 and anonymous callers 401", async () => {
      const user = await env().signup();
      for (const url of [
        "/api/mail/stats/blocked-by-day?days=0",
        "/api/mail/stats/blocked-by-day?days=366",
        "/api/mail/stats/blocked-by-day?days=abc",
        `/api/mail/results?provider=${"x".repeat(41)}`,
      ]) {
        const res = await env().request({ method: "GET", url, headers: user.headers });
        expect(res.statusCode, url).toBe(400);
      }
      for (const [method, url] of [
        ["POST", "/api/mail/scan"],
        ["GET", "/api/mail/results"],
        ["GET", "/api/mail/stats/blocked-by-day"],
        ["GET", "/api/mail/stats/blocked-by-connection"],
        ["POST", "/api/mail/scan-internal"],
      ] as const) {
        expect((await env().request({ method, url })).statusCode, url).toBe(401);
      }
    });

    it("deleting a connection deletes its statistics and hidden-mail rows", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      await deliver(dovecot(), alice, GAMBLING);
      await scan(user.headers);
      await env().request({ method: "DELETE", url: `/api/mail-connections/${id}`, headers: user.headers });
      expect(await table(env().ctx.db.select().from(mailBlockedStats))).toBe(0);
      expect(await table(env().ctx.db.select().from(mailBlocked))).toBe(0);
      const [samples] = await env()
        .ctx.db.select({ n: count() })
        .from(mailClassificationSamples)
        .where(eq(mailClassificationSamples.connectionId, id));
      expect(samples?.n).toBe(0);
    });

    it("scan-internal needs the x-admin-secret (a user or admin session is not enough) and scans due connections", async () => {
      const user = await env().signup();
      const admin = await env().admin();
      const other = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      await connectMailbox(env(), other, dovecot(), bob);
      await deliver(dovecot(), alice, GAMBLING);
      await deliver(dovecot(), bob, [NORMAL]);
      const url = "/api/mail/scan-internal";
      expect((await env().request({ method: "POST", url, headers: user.headers })).statusCode).toBe(401);
      expect((await env().request({ method: "POST", url, headers: admin.headers })).statusCode).toBe(401);
      expect(
        (await env().request({ method: "POST", url, headers: { "x-admin-secret": "w".repeat(40) } })).statusCode,
      ).toBe(403);
      const bad = await env().request({
        method: "POST",
        url: `${url}?limit=0`,
        headers: { "x-admin-secret": testSecrets.adminSecret },
      });
      expect(bad.statusCode).toBe(400);
      const ok = await env().request({ method: "POST", url, headers: { "x-admin-secret": testSecrets.adminSecret } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ connections: 2, scanned: 4, blocked: 3, failed: 0, skippedNoConsent: 0 });
      // Nothing is due again until the interval has passed.
      const again = await env().request({
        method: "POST",
        url,
        headers: { "x-admin-secret": testSecrets.adminSecret },
      });
      expect(again.json().connections).toBe(0);
    });

    it("a connection paused by a downgrade gets one last sweep, then no more scheduled scans", async () => {
      const user = await env().signup();
      await connectMailbox(env(), user, dovecot(), alice);
      env().clock.advance(1000);
      await connectMailbox(env(), user, dovecot(), bob);
      await env().ctx.plans.apply(env().ctx.db, { userId: user.id, to: "free", source: "admin" }, env().clock.now());
      await deliver(dovecot(), bob, GAMBLING);
      const headers = { "x-admin-secret": testSecrets.adminSecret };
      const sweep = await env().request({ method: "POST", url: "/api/mail/scan-internal", headers });
      expect(sweep.json()).toMatchObject({ connections: 2, blocked: 3 });
      const [paused] = await env().ctx.db.select().from(mailConnections).where(eq(mailConnections.email, bob.user));
      expect(paused?.nextScanAt).toBeNull();
      env().clock.advance(DAY);
      const later = await env().request({ method: "POST", url: "/api/mail/scan-internal", headers });
      expect(later.json().connections).toBe(1);
    });
  },
  mailTestOptions,
);

/** An OpenAI-compatible chat completions server on loopback that answers one fixed score. */
async function startModelServer(answer: string): Promise<{ url: string; requests: unknown[]; server: Server }> {
  const requests: unknown[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      requests.push(JSON.parse(body));
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: answer } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/v1`, requests, server };
}

let openEnv: TestEnv | undefined;
afterEach(async () => {
  await openEnv?.app.close();
  await openEnv?.database.close();
  openEnv = undefined;
});

it("a borderline rule score is decided by the configured language model; clear cases never reach it", async () => {
  const model = await startModelServer("90");
  try {
    openEnv = await createTestEnv("pglite", {
      mail: { ...mailTestOptions.mail, languageModel: openAiCompatibleModel({ baseUrl: model.url, model: "test" }) },
    });
    const user = await openEnv.signup();
    await connectMailbox(openEnv, user, dovecot(), alice);
    // A brand as display name and nothing else scores in the borderline band by the model alone.
    await deliver(dovecot(), alice, [
      { from: "promo@mailer.example", fromName: "LeoVegas", subject: "Nur heute", body: "Hallo" },
      GAMBLING[0] as TestMessage,
      NORMAL,
    ]);
    const res = await openEnv.request({ method: "POST", url: "/api/mail/scan", headers: user.headers });
    expect(res.json()).toMatchObject({ scanned: 3, blocked: 2 });
    expect(model.requests).toHaveLength(1);
    const [blocked] = await openEnv.ctx.db.select().from(mailBlocked).where(eq(mailBlocked.subject, "Nur heute"));
    expect(blocked?.triggerSource).toBe("language_model");
    const samples = await openEnv.ctx.db
      .select()
      .from(mailClassificationSamples)
      .where(eq(mailClassificationSamples.usedLanguageModel, true));
    expect(samples.map((s) => s.score)).toEqual([90]);
    expect(samples[0]?.ruleScore).toBeGreaterThanOrEqual(25);
    expect(samples[0]?.ruleScore).toBeLessThanOrEqual(75);
  } finally {
    model.server.close();
  }
});
