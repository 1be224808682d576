import { expect, it } from "vitest";
import { describeEachDb, TEST_START } from "../../test/harness.ts";
import { mailOauthPendingStates } from "../db/schema/mail-connections.ts";
import {
  mailBlocked,
  mailBlockedStats,
  mailClassificationCorrections,
  mailClassificationSamples,
} from "../db/schema/mail-records.ts";
import { MAIL_CONSENT_VERSION } from "../features/mail-connections/consent.ts";
import { insertConnection } from "../features/mail-connections/repo.ts";
import { addToStats, insertBlocked, insertCorrection, insertSamples } from "../features/mail-scan/records-repo.ts";
import { mailRetentionJob } from "./mail-retention.ts";
import { runJobOnce } from "./scheduler.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDb("mail retention job", (env) => {
  it("deletes hidden-mail rows older than 24 hours and expired OAuth flows, and keeps the statistics", async () => {
    const { db } = env().ctx;
    const user = await env().signup();
    const connection = await insertConnection(db, {
      userId: user.id,
      email: "a@example.test",
      imapHost: "imap.example.test",
      imapPort: 993,
      consentAt: TEST_START,
      consentVersion: MAIL_CONSENT_VERSION,
    });
    const connectionId = connection?.id ?? "";
    const at = (hoursAgo: number, uid: number) => ({
      userId: user.id,
      connectionId,
      uidValidity: 1,
      uid,
      sender: "promo@casino.example",
      subject: "Freispiele",
      score: 100,
      triggerSource: "sender_blocklist",
      blockedAt: new Date(TEST_START.getTime() - hoursAgo * HOUR),
    });
    await insertBlocked(db, [at(25, 1), at(24.5, 2), at(23, 3), at(0, 4)]);
    await addToStats(db, user.id, connectionId, "2026-05-31", 3);
    await addToStats(db, user.id, connectionId, "2026-06-01", 1);
    const pending = (stateHash: string, expiresAt: Date) => ({
      stateHash,
      userId: user.id,
      idp: "test",
      codeVerifierEncrypted: "x",
      redirectUri: "protect://cb",
      consentVersion: MAIL_CONSENT_VERSION,
      expiresAt,
    });
    await db
      .insert(mailOauthPendingStates)
      .values([
        pending("old", new Date(TEST_START.getTime() - 1)),
        pending("live", new Date(TEST_START.getTime() + 60_000)),
      ]);

    expect(await runJobOnce(db, mailRetentionJob(), TEST_START)).toBe(true);
    const left = await db.select().from(mailBlocked);
    expect(left.map((row) => row.uid).sort()).toEqual([3, 4]);
    const stats = await db.select().from(mailBlockedStats);
    expect(stats.map((row) => row.count).sort()).toEqual([1, 3]);
    const states = await db.select().from(mailOauthPendingStates);
    expect(states.map((row) => row.stateHash)).toEqual(["live"]);

    // An hour later the 23-hour-old row is over the limit too; the one from "now" is not.
    expect(await runJobOnce(db, mailRetentionJob(), new Date(TEST_START.getTime() + 1.5 * HOUR))).toBe(true);
    expect((await db.select().from(mailBlocked)).map((row) => row.uid)).toEqual([4]);
  });

  it("unlinks classification samples from their mailbox after 30 days and deletes them after a year", async () => {
    const { db } = env().ctx;
    const user = await env().signup();
    const connection = await insertConnection(db, {
      userId: user.id,
      email: "b@example.test",
      imapHost: "imap.example.test",
      imapPort: 993,
      consentAt: TEST_START,
      consentVersion: MAIL_CONSENT_VERSION,
    });
    const connectionId = connection?.id ?? "";
    const sample = (senderDomain: string, daysAgo: number) => ({
      connectionId,
      senderDomain,
      ruleScore: 80,
      score: 80,
      blocked: true,
      triggerSource: "keyword",
      features: ["keyword:casino"],
      createdAt: new Date(TEST_START.getTime() - daysAgo * DAY),
    });
    await insertSamples(db, [sample("year.example", 366), sample("month.example", 31), sample("fresh.example", 29)]);
    const correction = (score: number, daysAgo: number) => ({
      features: ["s:casino"],
      gambling: false,
      score,
      createdAt: new Date(TEST_START.getTime() - daysAgo * DAY),
    });
    await insertCorrection(db, correction(366, 366));
    await insertCorrection(db, correction(364, 364));

    expect(await runJobOnce(db, mailRetentionJob(), TEST_START)).toBe(true);
    const left = await db.select().from(mailClassificationSamples);
    const byDomain = Object.fromEntries(left.map((row) => [row.senderDomain, row.connectionId]));
    expect(byDomain).toEqual({ "month.example": null, "fresh.example": connectionId });
    // "Not gambling" corrections live a year too.
    expect((await db.select().from(mailClassificationCorrections)).map((row) => row.score)).toEqual([364]);

    expect(await runJobOnce(db, mailRetentionJob(), new Date(TEST_START.getTime() + 2 * DAY))).toBe(true);
    const later = await db.select().from(mailClassificationSamples);
    expect(later.map((row) => [row.senderDomain, row.connectionId]).sort()).toEqual([
      ["fresh.example", null],
      ["month.example", null],
    ]);
  });
});
