import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb, TEST_START } from "../../test/harness.ts";
import { adminConsoleSessions } from "../db/schema/admin-console.ts";
import { deviceApprovalRequests } from "../db/schema/device-approvals.ts";
import { magicPairingCodes, magicSessions } from "../db/schema/magic.ts";
import { notifications } from "../db/schema/notifications.ts";
import { protectedDevices } from "../db/schema/protected-devices.ts";
import { sessions } from "../db/schema/sessions.ts";
import { insertConsoleSession } from "../features/admin-console/repo.ts";
import { insertApproval } from "../features/approvals/repo.ts";
import { insertMagicSession, insertPairingCode } from "../features/magic/repo.ts";
import { insertNotification } from "../features/notifications/repo.ts";
import { insertProtectedDevice, updateProtectedDevice } from "../features/protected-devices/repo.ts";
import { privacyRetentionJob, type RetentionCounts } from "./privacy-retention.ts";
import { runJobOnce } from "./scheduler.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const eqHash = (hash: string) => eq(magicPairingCodes.codeHash, hash);
const eqSession = (hash: string) => eq(magicSessions.tokenHash, hash);
const eqNotification = (id: string) => eq(notifications.id, id);
const at = (ms: number) => new Date(TEST_START.getTime() + ms);

describeEachDb("privacy retention job", (env) => {
  it("deletes ended sessions and console sessions, and keeps live ones", async () => {
    const { db } = env().ctx;
    const live = await env().signup();
    const leaving = await env().signup();
    expect(
      (await env().request({ method: "POST", url: "/api/auth/logout", headers: leaving.headers })).statusCode,
    ).toBe(204);
    await db.insert(sessions).values({ userId: live.id, tokenHash: "expired", expiresAt: at(-1), createdAt: at(-DAY) });
    await insertConsoleSession(db, {
      userId: live.id,
      tokenHash: "c-old",
      stage: "complete",
      now: at(-DAY),
      expiresAt: at(-1),
    });
    await insertConsoleSession(db, {
      userId: live.id,
      tokenHash: "c-live",
      stage: "complete",
      now: at(0),
      expiresAt: at(HOUR),
    });

    let counts: RetentionCounts | undefined;
    expect(
      await runJobOnce(
        db,
        privacyRetentionJob((c) => (counts = c)),
        TEST_START,
      ),
    ).toBe(true);
    expect(counts).toMatchObject({ sessions: 2, consoleSessions: 1 });
    expect((await db.select().from(sessions)).map((row) => row.userId)).toEqual([live.id]);
    expect((await db.select().from(adminConsoleSessions)).map((row) => row.tokenHash)).toEqual(["c-live"]);
    // The live session still signs in.
    expect((await env().request({ method: "GET", url: "/api/me", headers: live.headers })).statusCode).toBe(200);

    // Once the live session's time-to-live (30 days) is over, the next run deletes it as well.
    expect(await runJobOnce(db, privacyRetentionJob(), at(31 * DAY))).toBe(true);
    expect(await db.select().from(sessions)).toEqual([]);
    expect(await db.select().from(adminConsoleSessions)).toEqual([]);
  });

  it("deletes expired and used pairing codes and revoked companion sessions", async () => {
    const { db } = env().ctx;
    const user = await env().signup();
    await insertPairingCode(db, {
      userId: user.id,
      codeHash: "expired",
      now: at(-20 * MINUTE),
      expiresAt: at(-10 * MINUTE),
    });
    await insertPairingCode(db, { userId: user.id, codeHash: "live", now: at(0), expiresAt: at(10 * MINUTE) });
    await insertPairingCode(db, { userId: user.id, codeHash: "used", now: at(-MINUTE), expiresAt: at(9 * MINUTE) });
    await db
      .update(magicPairingCodes)
      .set({ usedAt: at(-MINUTE / 2) })
      .where(eqHash("used"));
    await insertMagicSession(db, { userId: user.id, tokenHash: "revoked", now: at(-DAY) });
    await insertMagicSession(db, { userId: user.id, tokenHash: "active", now: at(-DAY) });
    await db
      .update(magicSessions)
      .set({ revokedAt: at(-HOUR) })
      .where(eqSession("revoked"));

    let counts: RetentionCounts | undefined;
    expect(
      await runJobOnce(
        db,
        privacyRetentionJob((c) => (counts = c)),
        TEST_START,
      ),
    ).toBe(true);
    expect(counts).toMatchObject({ pairingCodes: 2, magicSessions: 1 });
    expect((await db.select().from(magicPairingCodes)).map((row) => row.codeHash)).toEqual(["live"]);
    expect((await db.select().from(magicSessions)).map((row) => row.tokenHash)).toEqual(["active"]);

    expect(await runJobOnce(db, privacyRetentionJob(), at(11 * MINUTE + HOUR))).toBe(true);
    expect(await db.select().from(magicPairingCodes)).toEqual([]);
    expect((await db.select().from(magicSessions)).map((row) => row.tokenHash)).toEqual(["active"]);
  });

  it("deletes device approval requests 7 days after their code expired, whatever their status", async () => {
    const { db } = env().ctx;
    const user = await env().signup();
    const request = (id: string, expiresAt: Date) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      deviceId: id,
      name: "Kim's phone",
      model: "Pixel",
      osVersion: "15",
      description: "Pixel, Android 15",
      codeHash: `hash-${id}`,
      expiresAt,
      createdAt: new Date(expiresAt.getTime() - 10 * MINUTE),
    });
    await insertApproval(db, request("old-pending", at(-8 * DAY)));
    await insertApproval(db, request("recent", at(-6 * DAY)));
    await insertApproval(db, request("live", at(5 * MINUTE)));
    await db.update(deviceApprovalRequests).set({ status: "approved", decidedAt: at(-6 * DAY) });

    expect(await runJobOnce(db, privacyRetentionJob(), TEST_START)).toBe(true);
    expect((await db.select().from(deviceApprovalRequests)).map((row) => row.deviceId).sort()).toEqual([
      "live",
      "recent",
    ]);
    expect(await runJobOnce(db, privacyRetentionJob(), at(2 * DAY))).toBe(true);
    expect((await db.select().from(deviceApprovalRequests)).map((row) => row.deviceId)).toEqual(["live"]);
  });

  it("deletes read notifications after 90 days and every notification after a year", async () => {
    const { db } = env().ctx;
    const user = await env().signup();
    const add = async (name: string, createdAgoDays: number, readAgoDays: number | null) => {
      const row = await insertNotification(db, {
        userId: user.id,
        kind: "domain_submission_approved",
        data: { domain: `${name}.example` },
        createdAt: at(-createdAgoDays * DAY),
      });
      if (readAgoDays !== null) {
        await db
          .update(notifications)
          .set({ readAt: at(-readAgoDays * DAY) })
          .where(eqNotification(row.id));
      }
    };
    await add("read-long-ago", 200, 91);
    await add("read-recently", 200, 89);
    await add("unread-old", 366, null);
    await add("unread-recent", 364, null);

    let counts: RetentionCounts | undefined;
    expect(
      await runJobOnce(
        db,
        privacyRetentionJob((c) => (counts = c)),
        TEST_START,
      ),
    ).toBe(true);
    expect(counts?.notifications).toBe(2);
    const left = await db.select().from(notifications);
    expect(left.map((row) => row.data.domain).sort()).toEqual(["read-recently.example", "unread-recent.example"]);

    expect(await runJobOnce(db, privacyRetentionJob(), at(2 * DAY))).toBe(true);
    expect(await db.select().from(notifications)).toEqual([]);
  });
  it("deletes protected devices 30 days after their revocation and keeps live and recently revoked ones", async () => {
    const { db } = env().ctx;
    const user = await env().signup();
    const device = async (name: string, revokedAgoDays: number | null) => {
      const row = await insertProtectedDevice(db, {
        userId: user.id,
        name,
        platform: "android",
        tokenHash: `hash-${name}`,
        tokenCiphertext: null,
        userDeviceId: null,
        now: at(-60 * DAY),
      });
      if (revokedAgoDays !== null) {
        await updateProtectedDevice(db, row.id, { status: "revoked", revokedAt: at(-revokedAgoDays * DAY) });
      }
    };
    await device("live", null);
    await device("revoked-31-days", 31);
    await device("revoked-30-days", 30);
    await device("revoked-29-days", 29);

    let counts: RetentionCounts | undefined;
    expect(
      await runJobOnce(
        db,
        privacyRetentionJob((c) => (counts = c)),
        TEST_START,
      ),
    ).toBe(true);
    // Exactly 30 days after the revocation is due (the cut-off is inclusive).
    expect(counts?.protectedDevices).toBe(2);
    const left = await db.select().from(protectedDevices);
    expect(left.map((row) => row.name).sort()).toEqual(["live", "revoked-29-days"]);
  });
});
