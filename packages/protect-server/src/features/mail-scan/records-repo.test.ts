import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { isAccountDeletedError } from "../../db/account-deleted.ts";
import { mailConnections } from "../../db/schema/mail-connections.ts";
import { mailBlocked, mailClassificationSamples } from "../../db/schema/mail-records.ts";
import { insertBlocked, insertSamples, type NewBlocked, type NewSample } from "./records-repo.ts";

describeEachDb("training samples and blocked mail written in bulk", (env) => {
  async function connection() {
    const user = await env().signup();
    const connectionId = randomUUID();
    await env()
      .ctx.db.insert(mailConnections)
      .values({
        id: connectionId,
        userId: user.id,
        email: `${randomUUID()}@example.test`,
        imapHost: "imap.example.test",
        imapPort: 993,
      });
    return { userId: user.id, connectionId, user };
  }

  it("records blocked mail once per message (a second scan's copies are skipped and not counted), any subject text included", async () => {
    const { db } = env().ctx;
    const { userId, connectionId } = await connection();
    const at = env().clock.now();
    const rows: NewBlocked[] = Array.from({ length: 5_002 }, (_, i) => ({
      userId,
      connectionId,
      uidValidity: 7,
      uid: i + 1,
      sender: `promo${i}@casino.example`,
      subject: i === 0 ? 'Bonus "100 %" \\ {a,b} Glücksspiel €\u0000 end' : `Freispiele ${i}`,
      score: 90,
      triggerSource: "content",
      reasons: i % 2 === 0 ? ["money-near-bonus", "subject:freispiele"] : [],
      features: ["subject:freispiele", 'odd"name'],
      blockedAt: new Date(at.getTime() + i),
      hiddenUid: i % 3 === 0 ? null : 1000 + i,
    }));
    expect(await insertBlocked(db, rows)).toBe(rows.length);
    expect(await insertBlocked(db, [...rows.slice(0, 3), { ...rows[0], uid: 99_999 } as NewBlocked])).toBe(1);
    const stored = await db.select().from(mailBlocked).orderBy(asc(mailBlocked.uid));
    expect(stored).toHaveLength(rows.length + 1);
    const first = stored[0];
    expect(first?.subject).toBe('Bonus "100 %" \\ {a,b} Glücksspiel €\uFFFD end');
    expect(
      stored
        .slice(1, rows.length)
        .map((row) => [row.uid, row.sender, row.reasons, row.features, row.hiddenUid, row.blockedAt]),
    ).toEqual(
      rows.slice(1).map((row) => [row.uid, row.sender, row.reasons, row.features, row.hiddenUid, row.blockedAt]),
    );
  });

  it("refuses a bulk insert that names a deleted account, whole: nothing of the statement is written", async () => {
    const { db } = env().ctx;
    const live = await connection();
    const gone = await connection();
    const row = (owner: { userId: string; connectionId: string }, uid: number): NewBlocked => ({
      userId: owner.userId,
      connectionId: owner.connectionId,
      uidValidity: 1,
      uid,
      sender: "promo@casino.example",
      subject: "Freispiele",
      score: 90,
      triggerSource: "content",
      reasons: [],
      features: [],
      blockedAt: env().clock.now(),
    });
    const before = [row(gone, 1)];
    expect(await insertBlocked(db, before)).toBe(1);
    const deleted = await env().request({
      method: "DELETE",
      url: "/api/me",
      headers: gone.user.headers,
      payload: { password: gone.user.password },
    });
    expect(deleted.statusCode).toBe(204);
    // The erasure deleted the account's mailboxes: the late row names the account on a live one.
    const late = [row(live, 1), row(live, 2), row({ userId: gone.userId, connectionId: live.connectionId }, 3)];
    expect(isAccountDeletedError(await insertBlocked(db, late).catch((error: unknown) => error))).toBe(true);
    expect(await db.select().from(mailBlocked).where(eq(mailBlocked.userId, live.userId))).toEqual([]);
    expect(await insertBlocked(db, late.slice(0, 2))).toBe(2);
  });

  it("stores every field as given, for awkward feature names, nulls and more rows than one statement takes", async () => {
    const { db } = env().ctx;
    const { connectionId } = await connection();
    const at = env().clock.now();
    const awkward = ['subject:"quoted"', "body:back\\slash", "a,b", "{brace}", "null", "Glücksspiel €", ""];
    const rows: NewSample[] = Array.from({ length: 5_003 }, (_, i) => ({
      connectionId: i % 2 === 0 ? connectionId : null,
      senderDomain: i % 3 === 0 ? "casino.example" : null,
      ruleScore: i % 101,
      score: (i * 7) % 101,
      blocked: i % 5 === 0,
      triggerSource: i % 4 === 0 ? "content" : null,
      features: i === 0 ? awkward : i % 7 === 0 ? [] : [`f:${i}`],
      usedLanguageModel: i % 11 === 0,
      createdAt: new Date(at.getTime() + i),
    }));
    await insertSamples(db, rows);
    const stored = await db.select().from(mailClassificationSamples).orderBy(asc(mailClassificationSamples.createdAt));
    expect(stored).toHaveLength(rows.length);
    expect(stored.map(({ id: _id, ...rest }) => rest)).toEqual(rows);
  });

  it("writes nothing for no rows", async () => {
    await insertSamples(env().ctx.db, []);
    expect(await env().ctx.db.select().from(mailClassificationSamples)).toEqual([]);
  });
});
