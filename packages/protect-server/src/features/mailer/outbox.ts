import type { Db, DbOrTx } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import { openSecret, sealSecret } from "../../platform/secret-box.ts";
import type { Mailer, MailMessage } from "./mailer.ts";
import {
  claimDueMails,
  deleteOutboxMail,
  insertOutboxMail,
  type OutboxRow,
  outboxBacklog,
  rescheduleOutboxMail,
} from "./outbox-repo.ts";

/** A mail to queue: the message, whose account it concerns, and how long it is worth sending. */
export interface QueuedMail extends MailMessage {
  /** The account the mail is about: erasing it drops the mail. */
  userId?: string | null;
  /** Undelivered after this long, the mail is dropped (default 24 hours). */
  validForMs?: number;
}

export interface OutboxLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The mail the features send. `send` returns once the mail is stored (so a request answered after
 * it has not promised anything that a crash or an SMTP outage can lose); delivery follows at once
 * in the background, and again with back-off until the transport takes it or it expires.
 */
export interface MailOutbox {
  send(mail: QueuedMail): Promise<void>;
  /** Queues inside the caller's transaction (the mail exists only if the transaction commits); then call kick(). */
  enqueue(tx: DbOrTx, mail: QueuedMail): Promise<void>;
  /** Delivers due mail soon (after a commit that queued some). */
  kick(): void;
  /** Delivers everything due now; resolves with how many mails were handed to the transport. */
  deliverDue(): Promise<number>;
  start(): void;
  /** Stops the timers and waits for a delivery under way. */
  stop(): Promise<void>;
}

export const DEFAULT_MAIL_VALIDITY_MS = 24 * 60 * 60 * 1000;
/** A claimed mail is due again after this long if its attempt never reports back (the process died). */
const CLAIM_LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;
/** How often due retries are looked for even when nothing kicked the deliverer. */
const POLL_MS = 15_000;

/** Pause before attempt n+1 after n failed ones: 5 s, 15 s, 45 s, … up to 10 minutes. */
export function mailRetryDelayMs(failedAttempts: number): number {
  return Math.min(10 * 60_000, 5_000 * 3 ** Math.max(0, failedAttempts - 1));
}

/** An SMTP reply that says the message will never be taken (5xx), as opposed to a transient failure. */
function permanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** What the row keeps of a failure: a code, never an address or text. */
function failureCode(error: unknown): string {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") return `smtp_${responseCode}`;
  if (typeof code === "string" && /^[A-Z_]{2,40}$/.test(code)) return code;
  return "error";
}

export function createMailOutbox(options: {
  db: Db;
  transport: Mailer;
  clock: Clock;
  /** The token-encryption keys, current first (the mail text is sealed at rest). */
  keys: readonly string[];
  logger: OutboxLogger;
}): MailOutbox {
  const { db, transport, clock, logger } = options;
  const current = options.keys[0];
  if (!current) throw new Error("The mail outbox needs the token-encryption key");
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;

  const enqueue = async (tx: DbOrTx, mail: QueuedMail) => {
    const now = clock.now();
    const envelope = JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text });
    await insertOutboxMail(tx, {
      userId: mail.userId ?? null,
      envelopeEncrypted: sealSecret(current, envelope),
      now,
      expiresAt: new Date(now.getTime() + (mail.validForMs ?? DEFAULT_MAIL_VALIDITY_MS)),
    });
  };

  const deliverOne = async (row: OutboxRow, now: Date): Promise<boolean> => {
    if (row.expiresAt.getTime() <= now.getTime()) {
      await deleteOutboxMail(db, row.id);
      logger.warn(
        { event: "mail_expired", attempts: row.attempts - 1, lastError: row.lastError },
        "mail expired undelivered",
      );
      return false;
    }
    let message: MailMessage;
    try {
      message = JSON.parse(openSecret(options.keys, row.envelopeEncrypted)) as MailMessage;
    } catch {
      await deleteOutboxMail(db, row.id);
      logger.warn({ event: "mail_unreadable" }, "queued mail no configured key opens: dropped");
      return false;
    }
    try {
      await transport.send(message);
    } catch (error) {
      const code = failureCode(error);
      if (permanentRejection(error)) {
        await deleteOutboxMail(db, row.id);
        logger.warn({ event: "mail_rejected", error: code }, "mail rejected by the SMTP server: dropped");
      } else {
        const next = new Date(clock.now().getTime() + mailRetryDelayMs(row.attempts));
        await rescheduleOutboxMail(db, row.id, next, code);
        logger.info({ event: "mail_deferred", error: code, attempts: row.attempts }, "mail deferred");
        schedule(next);
      }
      return false;
    }
    await deleteOutboxMail(db, row.id);
    return true;
  };

  const deliverBatches = async (): Promise<number> => {
    let delivered = 0;
    for (;;) {
      const now = clock.now();
      const rows = await claimDueMails(db, now, CLAIM_LEASE_MS, BATCH);
      for (const row of rows) if (await deliverOne(row, now)) delivered += 1;
      if (rows.length < BATCH) return delivered;
    }
  };

  /** One delivery run at a time; a kick during a run makes it go round once more. */
  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverBatches();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    running = run;
    return run;
  };

  const deliverInBackground = () => {
    if (stopped) return;
    deliverDue().catch((error: unknown) => {
      // The database is away (or the row is): the poll tries again.
      logger.warn({ event: "mail_delivery_failed", err: error }, "mail delivery run failed");
    });
  };

  /** Wakes the deliverer at `at` (or at the next poll, whichever comes first). */
  function schedule(at: Date): void {
    if (!started || stopped) return;
    const delay = Math.max(0, Math.min(POLL_MS, at.getTime() - clock.now().getTime()));
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (stopped) return;
    deliverInBackground();
    timer = setTimeout(tick, POLL_MS);
    timer.unref();
  }

  const kick = () => {
    if (started) deliverInBackground();
  };

  return {
    async send(mail) {
      await enqueue(db, mail);
      kick();
    },
    enqueue,
    kick,
    deliverDue,
    start() {
      if (started) return;
      started = true;
      // Mail queued before a restart, or during an outage of the transport.
      outboxBacklog(db).then(
        ({ waiting }) => {
          if (waiting > 0) logger.info({ event: "mail_backlog", waiting }, "queued mail waiting");
        },
        () => undefined,
      );
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

declare module "../../platform/app-context.ts" {
  interface AppContext {
    /** Outgoing e-mail: stored first, then delivered (outbox.ts). */
    mailer: MailOutbox;
  }
}
