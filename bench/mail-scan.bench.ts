// Mail protection: (1) rule classifications per second against a baseline of one keyword regex per
// message, (2) scanning a 10,000-message INBOX on a local Dovecot (the scan service with PGlite:
// fetch, classify, move the gambling 5 %, record rows, statistics and samples) against imapflow
// alone fetching the same headers and body starts from the same mailbox, measured right before.
// Run: `node bench/mail-scan.bench.ts` (BENCH_MESSAGES, default 10000). Needs dovecot-imapd.
import { cpus, loadavg } from "node:os";
import { ImapFlow } from "imapflow";
import { buildApp } from "../packages/protect-server/src/app.ts";
import { openDatabase } from "../packages/protect-server/src/db/client.ts";
import { migrateDatabase } from "../packages/protect-server/src/db/migrate.ts";
import { mailConnections } from "../packages/protect-server/src/db/schema/mail-connections.ts";
import { globalMailDisplayNames } from "../packages/protect-server/src/db/schema/mail-records.ts";
import { users } from "../packages/protect-server/src/db/schema/users.ts";
import { MAIL_CONSENT_VERSION } from "../packages/protect-server/src/features/mail-connections/consent.ts";
import type { MailHeader } from "../packages/protect-server/src/features/mail-imap/session.ts";
import { classifyByRules, compileBrands } from "../packages/protect-server/src/features/mail-scan/classifier.ts";
import { scanConnection } from "../packages/protect-server/src/features/mail-scan/service.ts";
import { manualClock } from "../packages/protect-server/src/platform/clock.ts";
import { startDovecot } from "../packages/protect-server/test/dovecot.ts";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const mailbox = { user: "bench@mail.example.test", password: "bench-password" };
const secrets = {
  handshakeSecret: "h".repeat(40),
  adminSecret: "a".repeat(40),
  tokenEncryptionKey: "0".repeat(64),
  sessionPepper: "p".repeat(40),
  paymentWebhookSecret: "w".repeat(40),
};

function rfc822(h: MailHeader, index: number): string {
  return [
    `From: "${h.fromName}" <${h.fromAddress}>`,
    "To: bench@mail.example.test",
    `Subject: ${h.subject}`,
    `Message-ID: <${index}@bench>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    h.snippet,
    "",
  ].join("\r\n");
}

function header(i: number): MailHeader {
  const gambling = i % 20 === 0;
  return {
    uid: i + 1,
    fromAddress: gambling ? `promo${i}@news.tipico.com` : `person${i % 500}@firma${i % 37}.example`,
    fromName: gambling ? "Tipico" : `Person ${i % 500}`,
    subject: gambling ? "Dein Wettbonus: 100 Freispiele" : `Protokoll der Sitzung ${i}`,
    snippet: gambling ? "Jetzt wetten und Quoten sichern" : "Anbei das Protokoll und die nächsten Schritte.",
  };
}

function classificationRate(brandNames: string[]): { rules: number; baseline: number } {
  const headers = Array.from({ length: 20_000 }, (_, i) => header(i));
  const brands = compileBrands(brandNames);
  const listed = new Map([["news.tipico.com", "sender_blocklist" as const]]);
  const rounds = 10;
  let sink = 0;
  let start = performance.now();
  for (let r = 0; r < rounds; r += 1) for (const h of headers) sink += classifyByRules(h, listed, brands).score;
  const rulesMs = performance.now() - start;
  const keyword = /casino/i;
  start = performance.now();
  for (let r = 0; r < rounds; r += 1) for (const h of headers) sink += keyword.test(h.subject) ? 1 : 0;
  const baselineMs = performance.now() - start;
  if (sink < 0) console.log(sink);
  const n = headers.length * rounds;
  return { rules: (n / rulesMs) * 1000, baseline: (n / baselineMs) * 1000 };
}

async function main(): Promise<void> {
  const dovecot = await startDovecot({ users: [mailbox] });
  const database = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(database);
    const brandNames = (await database.db.select().from(globalMailDisplayNames)).map((row) => row.displayName);
    const rate = classificationRate(brandNames);
    process.stdout.write(
      `rule classifications (${brandNames.length} brands): ${Math.round(rate.rules).toLocaleString("en")}/s; one keyword regex per message ${Math.round(rate.baseline).toLocaleString("en")}/s (${(rate.rules / rate.baseline).toFixed(4)}x)\n`,
    );
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: mailbox.user, pass: mailbox.password },
      logger: false,
    });
    await client.connect();
    const deliverStart = performance.now();
    for (let i = 0; i < MESSAGES; i += 1) {
      const h = header(i);
      await client.append("INBOX", rfc822(h, i));
    }
    process.stdout.write(
      `delivered ${MESSAGES} messages in ${((performance.now() - deliverStart) / 1000).toFixed(1)} s\n`,
    );

    // Baseline: imapflow alone fetching what the scan fetches.
    const lock = await client.getMailboxLock("INBOX");
    const fetchStart = performance.now();
    let fetched = 0;
    for await (const _ of client.fetch(
      "1:*",
      { uid: true, envelope: true, bodyParts: [{ key: "1", maxLength: 2048 }] },
      { uid: true },
    )) {
      fetched += 1;
    }
    const fetchMs = performance.now() - fetchStart;
    lock.release();
    await client.logout();

    const clock = manualClock(new Date());
    const { app, ctx } = await buildApp({
      database,
      secrets,
      clock,
      logger: false,
      mail: { plainImapHosts: ["127.0.0.1"] },
    });
    const [user] = await ctx.db
      .insert(users)
      .values({ email: "bench@example.test", plan: "legend" })
      .returning({ id: users.id });
    const id = crypto.randomUUID();
    const [row] = await ctx.db
      .insert(mailConnections)
      .values({
        id,
        userId: user?.id ?? "",
        email: mailbox.user,
        imapHost: dovecot.host,
        imapPort: dovecot.port,
        imapTls: false,
        passwordEncrypted: ctx.mail.cipher.encrypt(mailbox.password, id),
        consentAt: clock.now(),
        consentVersion: MAIL_CONSENT_VERSION,
      })
      .returning();
    if (!row) throw new Error("no connection");
    const scanStart = performance.now();
    const result = await scanConnection(ctx, row);
    const scanMs = performance.now() - scanStart;
    await app.close();
    process.stdout.write(
      `scan of ${result.scanned} messages (${result.blocked} hidden): ${(scanMs / 1000).toFixed(2)} s; imapflow fetch of ${fetched}: ${(fetchMs / 1000).toFixed(2)} s (${(scanMs / fetchMs).toFixed(2)}x)\n`,
    );
    process.stdout.write(`machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}\n`);
  } finally {
    await database.close();
    await dovecot.close();
  }
}

await main();
