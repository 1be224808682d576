import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { hasCurrentConsent } from "../mail-connections/consent.ts";
import { openMailbox } from "../mail-connections/credentials.ts";
import { activeConnections } from "../mail-connections/service.ts";
import { ImapLoginError, type MailboxSession, type MailHeader } from "../mail-imap/session.ts";
import {
  BLOCK_THRESHOLD,
  type BrandMatcher,
  type Classification,
  classifyContent,
  compileBrands,
  isBorderline,
} from "./classifier.ts";
import { domainsToLookUp } from "./features.ts";
import { contentOf, type MailContent } from "./mail-content.ts";
import {
  addToStats,
  insertBlocked,
  insertSamples,
  listDisplayNames,
  type NewBlocked,
  type NewSample,
  restoredUids,
} from "./records-repo.ts";
import { advanceCursor, dueConnections, recordConnectError, releaseScanLease, takeScanLease } from "./repo.ts";
import type { SenderListing, SenderLookup } from "./sender-policy.ts";

export interface ConnectionScanResult {
  connectionId: string;
  scanned: number;
  blocked: number;
  /** Set when the mailbox could not be opened (`auth_failed`, `unreachable`, `auth_revoked`). */
  error: string | null;
  /** True when another scan of this mailbox was running: this one did nothing. */
  busy: boolean;
}

/** A scan that has not released its lease after this long is taken to have died. */
const SCAN_LEASE_MS = 10 * 60_000;

const MINUTE = 60_000;

/** Messages classified before their gambling mail is handed to the mover (moveChunk) and recorded. */
const CLASSIFY_CHUNK = 500;
/**
 * Gambling mail that waits before a move starts while more is being classified, and the most one
 * move takes (see moveChunk; the IMAP session sends up to 1,000 UIDs per UID MOVE).
 */
const MOVE_AT_LEAST = 1_000;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The trained model first; a borderline score goes to the language model when one is configured. */
async function classify(
  ctx: AppContext,
  content: MailContent,
  rules: Classification,
): Promise<Classification & { usedModel: boolean }> {
  if (!ctx.mail.languageModel || !isBorderline(rules.score)) return { ...rules, usedModel: false };
  const modelScore = await ctx.mail.languageModel
    .score({
      fromName: content.fromName,
      senderDomain: content.senderDomain,
      subject: content.subject,
      snippet: content.text.slice(0, 1000),
    })
    .catch(() => null);
  if (modelScore === null) return { ...rules, usedModel: false };
  return { ...rules, score: modelScore, triggerSource: "language_model", usedModel: true };
}

/**
 * The classification sample of one mail: scores, the decision and feature names, and a sender
 * domain only when a global list holds it (the global entry, not the sender's own domain): a
 * sample keeps no value the user wrote or received that is not on a global list, so it survives
 * erasure holding nothing of theirs (issue 33).
 */
export function sampleOf(
  connectionId: string,
  content: MailContent,
  listings: ReadonlyMap<string, SenderListing>,
  outcome: { rules: Classification; result: Classification & { usedModel: boolean }; blocked: boolean; at: Date },
): NewSample {
  return {
    connectionId,
    senderDomain: listings.get(content.senderDomain)?.globalEntry ?? null,
    ruleScore: outcome.rules.score,
    score: outcome.result.score,
    blocked: outcome.blocked,
    triggerSource: outcome.result.triggerSource,
    features: outcome.result.features,
    usedLanguageModel: outcome.result.usedModel,
    createdAt: outcome.at,
  };
}

/**
 * Records the blocked rows (and statistics) of the mail a failed scan did move, nothing else: the
 * cursor and samples wait for the scan that completes. Rows are unique per message, so a message
 * recorded here and again later counts once.
 */
async function recordMoved(
  ctx: AppContext,
  row: MailConnectionRow,
  blocked: readonly NewBlocked[],
  moved: ReadonlyMap<number, number | null>,
  now: Date,
): Promise<void> {
  const rows = blocked
    .filter((entry) => moved.has(entry.uid))
    .map((entry) => ({ ...entry, hiddenUid: moved.get(entry.uid) ?? null }));
  if (rows.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const inserted = await insertBlocked(tx, rows);
    await addToStats(tx, row.userId, row.id, utcDay(now), inserted);
  });
}

/** What an error opening a mailbox is recorded as (never the server's text: it may echo input). */
export function connectErrorOf(error: unknown): string {
  if (error instanceof ImapLoginError) return "auth_failed";
  const code = (error as { code?: string }).code;
  if (code === "auth_revoked" || code === "auth_failed") return code;
  return "unreachable";
}

/**
 * Scans one connection's INBOX from its cursor: classifies each new message, moves gambling mail to
 * the hidden folder, then records blocked rows, statistics, samples and the new cursor in one
 * transaction. Idempotent per message: the cursor is (UIDVALIDITY, last UID), blocked rows are
 * unique per (connection, UIDVALIDITY, UID), a scan lease keeps a second scan of the same mailbox
 * out (it answers busy), and should a lease expire mid-scan, a scan whose cursor moved meanwhile
 * records nothing. A given session (the IDLE daemon's) is reused.
 */
export async function scanConnection(
  ctx: AppContext,
  row: MailConnectionRow,
  given?: MailboxSession,
): Promise<ConnectionScanResult> {
  const now = ctx.clock.now();
  // One scan per mailbox at a time: two sessions moving the same message would each copy it.
  const lease = await takeScanLease(ctx.db, row.id, now, SCAN_LEASE_MS);
  if (!lease) return { connectionId: row.id, scanned: 0, blocked: 0, error: null, busy: true };
  try {
    return await scanLeased(ctx, row, now, given);
  } finally {
    await releaseLease(ctx, row.id, lease);
  }
}

/** How often a lease the database did not let go is released again. */
const LEASE_RETRY_MS = 5_000;

/**
 * Releases a scan's lease. A database that is unreachable just then (it went away during the scan)
 * is asked again every LEASE_RETRY_MS until it answers, for as long as the lease would last: without
 * that, the mailbox would wait for the lease to run out (SCAN_LEASE_MS) after every outage. A
 * failed release never fails the scan; it only releases this scan's own lease.
 */
async function releaseLease(ctx: AppContext, connectionId: string, until: Date): Promise<void> {
  let attemptsLeft = SCAN_LEASE_MS / LEASE_RETRY_MS;
  const attempt = async (): Promise<void> => {
    try {
      await releaseScanLease(ctx.db, connectionId, until);
    } catch {
      attemptsLeft -= 1;
      if (attemptsLeft > 0) setTimeout(() => void attempt(), LEASE_RETRY_MS).unref();
    }
  };
  await attempt();
}

async function scanLeased(
  ctx: AppContext,
  row: MailConnectionRow,
  now: Date,
  given: MailboxSession | undefined,
): Promise<ConnectionScanResult> {
  // A paused connection gets one last sweep (nextScanAt set by reconciliation), then no more.
  const nextScanAt = row.isActive ? new Date(now.getTime() + ctx.mail.scanIntervalMinutes * MINUTE) : null;
  let session = given;
  if (!session) {
    try {
      session = await openMailbox(ctx, row);
    } catch (error) {
      const code = connectErrorOf(error);
      await recordConnectError(
        ctx.db,
        row.id,
        code,
        now,
        nextScanAt ?? new Date(now.getTime() + ctx.mail.scanIntervalMinutes * MINUTE),
      );
      return { connectionId: row.id, scanned: 0, blocked: 0, error: code, busy: false };
    }
  }
  try {
    const from = { uidValidity: row.uidValidity, lastScannedUid: row.lastScannedUid };
    const startUid = row.uidValidity === session.uidValidity ? row.lastScannedUid : 0;
    // Mail the user put back with "not gambling" comes back with a new UID: it is left alone.
    const restored = await restoredUids(ctx.db, row.id, session.uidValidity);
    // What classifying needs from the database, read once and only when there is mail to classify
    // (most scheduled scans find none): brand names and the user's sender lookup.
    let inputs: Promise<{ brands: BrandMatcher; lookUp: SenderLookup }> | undefined;
    const classificationInputs = () => {
      inputs ??= (async () => ({
        brands: compileBrands(await listDisplayNames(ctx.db)),
        lookUp: await ctx.mail.senderPolicy.forUser(ctx, row.userId),
      }))();
      return inputs;
    };
    const blocked: NewBlocked[] = [];
    const samples: NewSample[] = [];
    // Gambling mail is moved while the next chunks are classified: the IMAP server moves on its own
    // core. One move at a time, each taking all the mail classified while the one before ran. The
    // first goes at once (the inbox starts emptying of it while the fetch still runs); after it none
    // starts before MOVE_AT_LEAST messages wait, unless classifying is done: a UID MOVE costs the
    // server a sync of the mailbox's index whatever its size (~10 ms of Dovecot's CPU at 10,000
    // messages), so fewer, larger moves. A failed move fails the scan below, which then records
    // only the mail that was moved; nothing more is moved after it.
    const toMove: number[] = [];
    let allClassified = false;
    let moving: Promise<void> | null = null;
    /** Each moved UID and its UID in the hidden folder (null when the server did not tell). */
    const moved = new Map<number, number | null>();
    // Told whenever samples or moved mail are added: the recording transaction writes them as they come.
    let wake: (() => void) | null = null;
    const progressed = () => {
      const waiting = wake;
      wake = null;
      waiting?.();
    };
    const moveDue = () => toMove.length > 0 && (allClassified || moved.size === 0 || toMove.length >= MOVE_AT_LEAST);
    const moveAll = async () => {
      while (moveDue()) {
        // At most what the session sends as one UID MOVE (it splits larger sets), the rest waits.
        const uids = toMove.splice(0, MOVE_AT_LEAST);
        const hidden = await session.moveToFolder(uids, ctx.mail.hiddenFolder);
        for (const uid of uids) moved.set(uid, hidden.get(uid) ?? null);
        progressed();
      }
      moving = null;
    };
    const moveChunk = (uids: number[]) => {
      toMove.push(...uids);
      if (moving || !moveDue()) return;
      moving = moveAll();
      // Awaited below; this only keeps it from counting as unhandled meanwhile. A failed move stays
      // in `moving`, so no later one starts.
      moving.catch(() => {});
    };
    /** Settles once every mail handed to moveChunk so far is moved; rejects with a failed move. */
    const movesDone = () => moving ?? Promise.resolve();
    /** Classifying is over: what waits is moved now, however little. */
    const lastMoves = () => {
      allClassified = true;
      moveChunk([]);
      return movesDone();
    };
    const classifyBatch = async (batch: readonly MailHeader[]) => {
      const contents = batch
        .filter((header) => !restored.has(header.uid))
        .map((header) => ({ header, content: contentOf(header) }));
      const { brands, lookUp } = await classificationInputs();
      const listed = lookUp(contents.flatMap(({ content }) => domainsToLookUp(content)));
      for (let at = 0; at < contents.length; at += CLASSIFY_CHUNK) {
        const chunkBlocked: number[] = [];
        for (const [index, { header, content }] of contents.slice(at, at + CLASSIFY_CHUNK).entries()) {
          // Lets the IMAP connections read the server's answers and send the next move meanwhile.
          if (index % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
          const rules = classifyContent(content, listed, brands);
          const result = await classify(ctx, content, rules);
          const isBlocked = result.score >= BLOCK_THRESHOLD;
          samples.push(sampleOf(row.id, content, listed, { rules, result, blocked: isBlocked, at: now }));
          if (isBlocked) {
            chunkBlocked.push(header.uid);
            blocked.push({
              userId: row.userId,
              connectionId: row.id,
              uidValidity: session.uidValidity,
              uid: header.uid,
              sender: header.fromAddress,
              subject: header.subject.slice(0, 300),
              score: result.score,
              triggerSource: result.triggerSource ?? "content",
              reasons: result.reasons,
              features: result.features,
              blockedAt: now,
            });
          }
        }
        moveChunk(chunkBlocked);
        progressed();
      }
    };
    // Batches are classified one after another as the session hands them over: the first while the
    // rest are still on their way (a bulk fetch), their gambling mail moved meanwhile.
    let classified: Promise<void> = Promise.resolve();
    try {
      const handed = new Set<number>();
      const classifyLater = (batch: readonly MailHeader[]) => {
        for (const header of batch) handed.add(header.uid);
        classified = classified.then(() => classifyBatch(batch));
        classified.catch(() => {}); // awaited below
      };
      const headers = await session.headersAfter(startUid, classifyLater);
      // A session that hands nothing over early (or not everything) answers it all here.
      const rest = headers.filter((header) => !handed.has(header.uid));
      if (rest.length > 0) classifyLater(rest);
      // Everything classified and moved; rejects with the first failure of either.
      let finished = false;
      const allDone = classified.then(lastMoves).then(() => {
        finished = true;
        progressed();
      });
      allDone.catch(() => {}); // awaited in the transaction
      const lastUid = headers.reduce((max, header) => Math.max(max, header.uid), startUid);
      // Read before the transaction opens: on the embedded database a query waits for it to end.
      if (headers.length > 0) await classificationInputs();
      // Opened once the fetch is done (never across a slow mailbox's whole fetch): the samples and
      // the rows of moved mail go in while the last batches are classified and moved; any failure
      // rolls all of it back, cursor included.
      const recorded = await ctx.db.transaction(async (tx) => {
        const advanced = await advanceCursor(tx, row.id, from, {
          uidValidity: session.uidValidity,
          lastScannedUid: lastUid,
          lastScanAt: now,
          nextScanAt,
        });
        if (!advanced) {
          await allDone;
          return 0;
        }
        let inserted = 0;
        let samplesWritten = 0;
        let blockedWritten = 0;
        for (;;) {
          const next = new Promise<void>((resolve) => {
            wake = resolve;
          });
          const newSamples = samples.slice(samplesWritten);
          samplesWritten = samples.length;
          // Moves run in the order the mail was classified: the moved rows are a prefix of `blocked`.
          const newlyMoved: NewBlocked[] = [];
          for (; blockedWritten < blocked.length && moved.has(blocked[blockedWritten]!.uid); blockedWritten += 1) {
            const entry = blocked[blockedWritten]!;
            newlyMoved.push({ ...entry, hiddenUid: moved.get(entry.uid) ?? null });
          }
          if (newSamples.length > 0) await insertSamples(tx, newSamples);
          if (newlyMoved.length > 0) inserted += await insertBlocked(tx, newlyMoved);
          if (newSamples.length > 0 || newlyMoved.length > 0) continue;
          if (finished) break;
          await Promise.race([next, allDone]);
        }
        await allDone;
        await addToStats(tx, row.userId, row.id, utcDay(now), inserted);
        return inserted;
      });
      return { connectionId: row.id, scanned: headers.length, blocked: recorded, error: null, busy: false };
    } catch (error) {
      // The fetch broke off, a move failed or the database did: mail already moved is recorded (a
      // user can only restore what has a row); the cursor stays, so the next scan reads the rest.
      await classified.catch(() => {});
      await movesDone().catch(() => {});
      await recordMoved(ctx, row, blocked, moved, now).catch(() => {});
      throw error;
    }
  } finally {
    if (!given) await session.close();
  }
}

export interface ScanSummary {
  connections: number;
  scanned: number;
  blocked: number;
  failed: number;
  skippedNoConsent: number;
}

/**
 * Scans a set of connections with at most `concurrency` IMAP sessions at once. Connections without
 * consent to the current text are skipped and counted.
 */
export async function scanConnections(
  ctx: AppContext,
  rows: readonly MailConnectionRow[],
  concurrency: number,
): Promise<ScanSummary> {
  const summary: ScanSummary = { connections: 0, scanned: 0, blocked: 0, failed: 0, skippedNoConsent: 0 };
  const queue = rows.filter((row) => {
    if (hasCurrentConsent(row)) return true;
    summary.skippedNoConsent += 1;
    return false;
  });
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const result = await scanConnection(ctx, row);
      summary.connections += 1;
      summary.scanned += result.scanned;
      summary.blocked += result.blocked;
      if (result.error) summary.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  return summary;
}

/** POST /api/mail/scan: the caller's active connections, now. */
export async function scanForUser(ctx: AppContext, userId: string): Promise<ScanSummary> {
  return scanConnections(ctx, await activeConnections(ctx, userId), 2);
}

/** POST /api/mail/scan-internal and the scheduled job: every connection whose nextScanAt has come. */
export async function scanDue(ctx: AppContext, options: { limit: number; concurrency: number }): Promise<ScanSummary> {
  return scanConnections(ctx, await dueConnections(ctx.db, ctx.clock.now(), options.limit), options.concurrency);
}
