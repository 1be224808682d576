// The scan lease across a PostgreSQL outage: a scan that loses the database mid-way cannot release
// its lease then; it must not leave the mailbox unscanned for the lease's ten minutes.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testSecrets } from "../../../test/harness.ts";
import { mailTestOptions } from "../../../test/mail-fixture.ts";
import { createPgCluster, type PgCluster, queryOnce } from "../../../test/pg-cluster.ts";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { mailConnections } from "../../db/schema/mail-connections.ts";
import { users } from "../../db/schema/users.ts";
import { manualClock } from "../../platform/clock.ts";
import { MAIL_CONSENT_VERSION } from "../mail-connections/consent.ts";
import type { MailboxSession } from "../mail-imap/session.ts";
import { scanConnection } from "./service.ts";

let cluster: PgCluster;
beforeAll(async () => {
  cluster = await createPgCluster();
});
afterAll(() => cluster?.destroy());

/** An empty INBOX whose fetch runs `onFetch` first. */
function mailbox(onFetch: () => void): MailboxSession {
  return {
    uidValidity: 1,
    async headersAfter() {
      onFetch();
      return [];
    },
    moveToFolder: async () => new Map(),
    moveToInbox: async () => null,
    onNewMail: () => () => {},
    onClose: () => {},
    ping: async () => {},
    close: async () => {},
  };
}

async function leaseOf(id: string): Promise<Date | null> {
  for (;;) {
    try {
      const [row] = await queryOnce<{ scan_lease_until: Date | null }>(
        cluster.url(),
        "select scan_lease_until from mail_connections where id = $1",
        [id],
      );
      return row?.scan_lease_until ?? null;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the server is still starting
    }
  }
}

it("a scan that loses PostgreSQL releases its lease once the database is back, and the next scan runs", async () => {
  const database = await openDatabase({ kind: "postgres", url: cluster.url(), poolSize: 2 });
  await migrateDatabase(database);
  const clock = manualClock(new Date("2026-06-01T08:00:00Z"));
  const { app, ctx } = await buildApp({ database, secrets: testSecrets, clock, logger: false, ...mailTestOptions });
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({ email: "lease@example.test", plan: "legend" })
      .returning({ id: users.id });
    const id = randomUUID();
    await ctx.db.insert(mailConnections).values({
      id,
      userId: user?.id ?? "",
      email: "lease@mail.example.test",
      imapHost: "127.0.0.1",
      imapPort: 143,
      consentAt: clock.now(),
      consentVersion: MAIL_CONSENT_VERSION,
    });
    const [row] = await ctx.db.select().from(mailConnections);
    if (!row) throw new Error("no connection");
    // The database goes away during the fetch: the scan fails, and so does releasing its lease.
    const lost = mailbox(() => cluster.stop());
    await expect(scanConnection(ctx, row, lost)).rejects.toThrow();
    cluster.start();
    expect(await leaseOf(id)).not.toBeNull();
    // Released by the retry once the database answers (every 5 s), not when the lease runs out
    // (10 minutes); a minute of no release is a release that never comes, not a slow machine.
    const givenUp = Date.now() + 60_000;
    while ((await leaseOf(id)) !== null && Date.now() < givenUp) await new Promise((r) => setTimeout(r, 200));
    expect(await leaseOf(id)).toBeNull();
    const next = await scanConnection(
      ctx,
      row,
      mailbox(() => {}),
    );
    expect(next).toMatchObject({ busy: false, error: null, scanned: 0 });
  } finally {
    await app.close();
    await database.close();
  }
});
