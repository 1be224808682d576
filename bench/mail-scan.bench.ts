// Mail protection: (1) classifications per second (HTML rendering, features, model) against a
// baseline of one keyword regex per message, (2) scanning a 10,000-message INBOX of the labelled
// corpus cycled (HTML, multipart, charsets; ~43 % gambling) on a local Dovecot (the scan service with
// PGlite: fetch structure and text parts, classify, move, record rows, statistics and samples)
// against imapflow alone fetching the same envelopes, structures and capped text parts from the
// same mailbox, measured right before.
// Run: `node bench/mail-scan.bench.ts` (BENCH_MESSAGES, default 10000). Needs dovecot-imapd.
// BENCH_DATABASE=postgres runs the scan on PostgreSQL (a scratch database at BENCH_DATABASE_URL,
// TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards) instead of
// the embedded PGlite.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import pg from "pg";
import { headerOf, loadCorpus, rfc822Of } from "../packages/protect-server/scripts/mail-corpus/corpus.ts";
import { buildApp } from "../packages/protect-server/src/app.ts";
import { openDatabase } from "../packages/protect-server/src/db/client.ts";
import { migrateDatabase } from "../packages/protect-server/src/db/migrate.ts";
import { mailConnections } from "../packages/protect-server/src/db/schema/mail-connections.ts";
import { globalMailDisplayNames } from "../packages/protect-server/src/db/schema/mail-records.ts";
import { users } from "../packages/protect-server/src/db/schema/users.ts";
import { MAIL_CONSENT_VERSION } from "../packages/protect-server/src/features/mail-connections/consent.ts";
import { MARKETING_HEADERS, PART_CAP_BYTES } from "../packages/protect-server/src/features/mail-imap/session.ts";
import { textPartsOf } from "../packages/protect-server/src/features/mail-imap/text-parts.ts";
import { classifyContent, compileBrands } from "../packages/protect-server/src/features/mail-scan/classifier.ts";
import { contentOf } from "../packages/protect-server/src/features/mail-scan/mail-content.ts";
import { scanConnection } from "../packages/protect-server/src/features/mail-scan/service.ts";
import { manualClock } from "../packages/protect-server/src/platform/clock.ts";
import { startDovecot } from "../packages/protect-server/test/dovecot.ts";
import { databaseUrl, dropDatabase } from "../packages/protect-server/test/postgres-databases.ts";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
/** Rounds of (raw fetch, scan), alternating which goes first, after a warm-up round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SOURCE = "Bench-Source";
const mailbox = { user: "bench@mail.example.test", password: "bench-password" };
const secrets = {
  handshakeSecret: "h".repeat(40),
  adminSecret: "a".repeat(40),
  tokenEncryptionKey: "0".repeat(64),
  sessionPepper: "p".repeat(40),
  paymentWebhookSecret: "w".repeat(40),
};

/** The labelled corpus, cycled: HTML, multipart/alternative, charsets and encodings as mail arrives. */
const corpus = loadCorpus();
const messageAt = (i: number) => corpus[i % corpus.length] as (typeof corpus)[0];

function classificationRate(brandNames: string[]): { model: number; baseline: number } {
  const headers = Array.from({ length: 2_000 }, (_, i) => headerOf(messageAt(i), i + 1));
  const brands = compileBrands(brandNames);
  const listed = new Map();
  const rounds = 5;
  let sink = 0;
  let start = performance.now();
  for (let r = 0; r < rounds; r += 1)
    for (const h of headers) sink += classifyContent(contentOf(h), listed, brands).score;
  const modelMs = performance.now() - start;
  const keyword = /casino/i;
  start = performance.now();
  for (let r = 0; r < rounds; r += 1) for (const h of headers) sink += keyword.test(h.subject) ? 1 : 0;
  const baselineMs = performance.now() - start;
  if (sink < 0) console.log(sink);
  const n = headers.length * rounds;
  return { model: (n / modelMs) * 1000, baseline: (n / baselineMs) * 1000 };
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * CPU time (ms) Dovecot's and PostgreSQL's processes have used so far, from /proc: each live
 * process's own time plus the time of the children it reaped (an IMAP process that logged out is
 * counted in its master's). Tells whether the servers or this process fill the two cores.
 */
function serverCpuMs(): { dovecot: number; postgres: number } {
  const ticks = { dovecot: 0, postgres: 0 };
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let exe: string;
    let stat: string;
    try {
      exe = readlinkSync(`/proc/${pid}/exe`);
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    const server = exe.includes("dovecot") ? "dovecot" : exe.includes("postgres") ? "postgres" : null;
    if (server === null) continue;
    // Fields after the command name: utime, stime, cutime, cstime are the 14th to 17th of the line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks[server] += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  }
  const msPerTick = 1000 / 100; // USER_HZ
  return { dovecot: ticks.dovecot * msPerTick, postgres: ticks.postgres * msPerTick };
}

const serverCpuSince = (before: { dovecot: number; postgres: number }) => {
  const now = serverCpuMs();
  return { dovecot: now.dovecot - before.dovecot, postgres: now.postgres - before.postgres };
};

/** Baseline: imapflow alone fetching what the scan needs — envelope and structure, then the text parts, capped. */
async function rawFetch(client: ImapFlow): Promise<number> {
  const layouts = new Map<string, number[]>();
  let fetched = 0;
  for await (const message of client.fetch(
    "1:*",
    { uid: true, envelope: true, bodyStructure: true, headers: [...MARKETING_HEADERS] },
    { uid: true },
  )) {
    fetched += 1;
    const keys = textPartsOf(message.bodyStructure)
      .map((part) => `${part.key}:${part.type}`)
      .join(",");
    const group = layouts.get(keys);
    if (group) group.push(message.uid);
    else layouts.set(keys, [message.uid]);
  }
  for (const [layout, uids] of layouts) {
    if (layout === "") continue;
    const bodyParts = layout.split(",").map((entry) => {
      const [key, type] = entry.split(":") as [string, "text/plain" | "text/html"];
      return { key, maxLength: PART_CAP_BYTES[type] };
    });
    for await (const _ of client.fetch(uids.join(","), { uid: true, bodyParts }, { uid: true })) {
      // drained
    }
  }
  return fetched;
}

async function main(): Promise<void> {
  const dovecot = await startDovecot({ users: [mailbox] });
  const onPostgres = process.env.BENCH_DATABASE === "postgres";
  const baseUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const scratch = `protect_bench_mail_${process.pid}`;
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${scratch}"`);
    await admin.end();
  }
  const database = onPostgres
    ? await openDatabase({ kind: "postgres", url: databaseUrl(baseUrl, scratch) })
    : await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(database);
    const brandNames = (await database.db.select().from(globalMailDisplayNames)).map((row) => row.displayName);
    const rate = classificationRate(brandNames);
    process.stdout.write(
      `classifications (render, features, model; ${brandNames.length} brands): ${Math.round(rate.model).toLocaleString("en")}/s; one keyword regex per message ${Math.round(rate.baseline).toLocaleString("en")}/s (${(rate.model / rate.baseline).toFixed(4)}x)\n`,
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
    // Delivered once into a folder nobody reads; each round copies it (server-side) into the INBOX the
    // scan reads and into a fresh folder the raw fetch reads: both read messages Dovecot has never
    // parsed, as a scan of new mail does (a message read before is answered from Dovecot's cache).
    await client.mailboxCreate(SOURCE);
    for (let i = 0; i < MESSAGES; i += 1) await client.append(SOURCE, rfc822Of(messageAt(i), i));
    process.stdout.write(
      `delivered ${MESSAGES} messages in ${((performance.now() - deliverStart) / 1000).toFixed(1)} s\n`,
    );

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
    await ctx.db.insert(mailConnections).values({
      id,
      userId: user?.id ?? "",
      email: mailbox.user,
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapTls: false,
      passwordEncrypted: ctx.mail.cipher.encrypt(mailbox.password, id),
      consentAt: clock.now(),
      consentVersion: MAIL_CONSENT_VERSION,
    });

    // Baseline: imapflow alone fetching what the scan fetches, from the same mailbox.
    const measureFetch = async (folder: string) => {
      const lock = await client.getMailboxLock(folder);
      try {
        const start = performance.now();
        const cpu = process.cpuUsage();
        const servers = serverCpuMs();
        const count = await rawFetch(client);
        return {
          ms: performance.now() - start,
          cpuMs: cpuMs(process.cpuUsage(cpu)),
          servers: serverCpuSince(servers),
          count,
        };
      } finally {
        lock.release();
      }
    };
    const measureScan = async () => {
      // From the start of the INBOX each round (the cursor back to nothing scanned).
      await ctx.db
        .update(mailConnections)
        .set({ uidValidity: null, lastScannedUid: 0 })
        .where(eq(mailConnections.id, id));
      const [row] = await ctx.db.select().from(mailConnections).where(eq(mailConnections.id, id));
      if (!row) throw new Error("no connection");
      // How long this process's event loop (which serves requests) was held up during the scan.
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const start = performance.now();
      const cpu = process.cpuUsage();
      const servers = serverCpuMs();
      const result = await scanConnection(ctx, row);
      const ms = performance.now() - start;
      delay.disable();
      return {
        ms,
        cpuMs: cpuMs(process.cpuUsage(cpu)),
        servers: serverCpuSince(servers),
        result,
        maxDelayMs: delay.max / 1e6,
      };
    };
    const ratios: number[] = [];
    // Round 0 warms this process's JIT for both paths (its first fetch ran 2x slower) and is not counted.
    for (let round = 0; round <= ROUNDS; round += 1) {
      // Alternating which goes first, so whatever the first one warms favours neither.
      const fetchFirst = round % 2 === 1;
      const baseline = `Bench-Baseline-${round}`;
      await client.mailboxCreate(baseline);
      for (const folder of ["INBOX", ctx.mail.hiddenFolder]) {
        const opened = await client.mailboxOpen(folder).catch(() => null);
        if (opened && opened.exists > 0) await client.messageDelete("1:*");
      }
      await client.mailboxOpen(SOURCE);
      await client.messageCopy("1:*", "INBOX");
      await client.messageCopy("1:*", baseline);
      await client.mailboxOpen("INBOX");
      const fetchRun = fetchFirst ? await measureFetch(baseline) : undefined;
      const scanRun = await measureScan();
      const rawRun = fetchRun ?? (await measureFetch(baseline));
      if (round > 0) ratios.push(scanRun.ms / rawRun.ms);
      process.stdout.write(
        `${round === 0 ? "warm-up round" : `round ${round}`} (${fetchFirst ? "fetch first" : "scan first"}): scan of ${scanRun.result.scanned} messages (${scanRun.result.blocked} hidden) ${seconds(scanRun.ms)} s; imapflow fetch of ${rawRun.count} ${seconds(rawRun.ms)} s (${(scanRun.ms / rawRun.ms).toFixed(2)}x); CPU (this process / Dovecot / PostgreSQL): scan ${seconds(scanRun.cpuMs)} / ${seconds(scanRun.servers.dovecot)} / ${seconds(scanRun.servers.postgres)} s, fetch ${seconds(rawRun.cpuMs)} / ${seconds(rawRun.servers.dovecot)} / ${seconds(rawRun.servers.postgres)} s; longest event-loop stall in the scan ${scanRun.maxDelayMs.toFixed(0)} ms\n`,
      );
      await client.mailboxDelete(baseline);
    }
    await client.logout();
    await app.close();
    const sorted = [...ratios].sort((x, y) => x - y);
    process.stdout.write(
      `scan / raw fetch: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)}x over ${ROUNDS} rounds (${sorted[0]?.toFixed(2)}–${sorted[sorted.length - 1]?.toFixed(2)}x)\n`,
    );
    process.stdout.write(
      `database: ${onPostgres ? "PostgreSQL" : "PGlite"}; machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}\n`,
    );
  } finally {
    await database.close();
    await dovecot.close();
    if (onPostgres) await dropDatabase(baseUrl, scratch);
  }
}

await main();
