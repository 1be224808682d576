import type { EventEmitter } from "node:events";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createTestEnv, describeEachDb, type TestEnv } from "../../../test/harness.ts";
import {
  connectMailbox,
  deliver,
  MAILBOXES,
  mailTestOptions,
  subjectsIn,
  useDovecot,
} from "../../../test/mail-fixture.ts";
import { type LeaderLock, localLeaderLock, postgresLeaderLock } from "../../db/leader-lock.ts";
import { mailConnections } from "../../db/schema/mail-connections.ts";
import { jobLockKey } from "../../jobs/scheduler.ts";
import { MAIL_CONSENT_VERSION } from "../mail-connections/consent.ts";
import { DEFAULT_HIDDEN_FOLDER } from "../mail-connections/runtime.ts";
import { createIdleDaemon, type IdleDaemon, type IdleDaemonEvents, mailConnectionChanges } from "./daemon.ts";

const alice = MAILBOXES[0] as (typeof MAILBOXES)[0];
const dovecot = useDovecot({ perTest: true });
const quiet = { info: () => undefined, warn: () => undefined };

/** Resolves with the arguments of the next event of that name that satisfies the predicate. */
function next<K extends keyof IdleDaemonEvents>(
  events: EventEmitter<IdleDaemonEvents>,
  name: K,
  accept: (...args: IdleDaemonEvents[K]) => boolean = () => true,
): Promise<IdleDaemonEvents[K]> {
  return new Promise((resolve) => {
    const listener = (...args: IdleDaemonEvents[K]) => {
      if (!accept(...args)) return;
      (events as EventEmitter).off(name, listener as never);
      resolve(args);
    };
    (events as EventEmitter).on(name, listener as never);
  });
}

function leaderLockOf(env: TestEnv): LeaderLock {
  const { pool } = env.database;
  return pool ? postgresLeaderLock(pool, jobLockKey("mail-idle-daemon")) : localLeaderLock();
}

function daemonFor(env: TestEnv, lock = leaderLockOf(env), changes = false): IdleDaemon {
  return createIdleDaemon(env.ctx, {
    leaderLock: lock,
    ...(changes ? { changes: mailConnectionChanges(env.database) } : {}),
    logger: quiet,
    backoff: { initialMs: 20, maxMs: 200 },
    heartbeatMs: 3_600_000,
    syncMs: 3_600_000,
  });
}

describeEachDb(
  "mail IDLE daemon",
  (env) => {
    it("hides new mail as it arrives and survives a restart of the IMAP server", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      const daemon = daemonFor(env());
      try {
        const watching = next(daemon.events, "watching");
        const firstScan = next(daemon.events, "scanned");
        daemon.start();
        await watching;
        await firstScan;
        const [row] = await env().ctx.db.select().from(mailConnections);
        expect(row?.lastIdleHeartbeatAt).toEqual(env().clock.now());

        const hidden = next(daemon.events, "scanned", (_, result) => result.blocked === 1);
        await deliver(dovecot(), alice, [{ from: "news@tipico.com", subject: "Quoten fürs Wochenende" }]);
        await hidden;
        expect(await subjectsIn(dovecot(), alice, DEFAULT_HIDDEN_FOLDER)).toEqual(["Quoten fürs Wochenende"]);

        const lost = next(daemon.events, "lost", (lostId) => lostId === id);
        await dovecot().stop();
        expect((await lost)[1]).toBe("connection_lost");
        // The daemon retries against the stopped server; each failure is recorded before it is told.
        const [, retryError] = await next(daemon.events, "lost", (lostId) => lostId === id);
        expect(retryError).not.toBe("connection_lost");
        const [broken] = await env().ctx.db.select().from(mailConnections);
        expect(broken?.lastConnectError).toBe(retryError);

        const back = next(daemon.events, "watching");
        await dovecot().start();
        await back;
        const hiddenAgain = next(daemon.events, "scanned", (_, result) => result.blocked === 1);
        await deliver(dovecot(), alice, [{ from: "vip@bwin.com", subject: "Dein Bonus" }]);
        await hiddenAgain;
        expect(await subjectsIn(dovecot(), alice, DEFAULT_HIDDEN_FOLDER)).toEqual([
          "Dein Bonus",
          "Quoten fürs Wochenende",
        ]);
        const [healthy] = await env().ctx.db.select().from(mailConnections);
        expect(healthy?.lastConnectError).toBeNull();
      } finally {
        await daemon.stop();
      }
    });

    it("a mailbox connected while the daemon runs is watched on the change notification, not the periodic re-read", async () => {
      // The periodic re-read is an hour away: only the notification can start the watcher.
      const daemon = daemonFor(env(), leaderLockOf(env()), true);
      try {
        daemon.start();
        await daemon.sync();
        expect(daemon.watched()).toEqual([]);
        const user = await env().signup();
        const watching = next(daemon.events, "watching");
        const id = await connectMailbox(env(), user, dovecot(), alice);
        expect(await watching).toEqual([id]);
        const hidden = next(daemon.events, "scanned", (_, result) => result.blocked === 1);
        await deliver(dovecot(), alice, [{ from: "news@tipico.com", subject: "Quoten fürs Wochenende" }]);
        await hidden;
        // Paused: the notification stops the watcher as well.
        const unwatched = next(daemon.events, "unwatched");
        await env().ctx.db.update(mailConnections).set({ isActive: false }).where(eq(mailConnections.id, id));
        expect(await unwatched).toEqual([id]);
        expect(daemon.watched()).toEqual([]);
      } finally {
        await daemon.stop();
      }
    });

    it("a renewed mailbox whose watcher waits in a long backoff reconnects at once on the notification", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      // The stored password goes stale (changed at the provider): the login fails.
      await env()
        .ctx.db.update(mailConnections)
        .set({ passwordEncrypted: env().ctx.mail.cipher.encrypt("stale", id) })
        .where(eq(mailConnections.id, id));
      const daemon = createIdleDaemon(env().ctx, {
        leaderLock: leaderLockOf(env()),
        changes: mailConnectionChanges(env().database),
        logger: quiet,
        // The next retry after a failure is an hour away: only the renewal can bring it back.
        backoff: { initialMs: 3_600_000, maxMs: 3_600_000 },
        heartbeatMs: 3_600_000,
        syncMs: 3_600_000,
      });
      try {
        const failed = next(daemon.events, "lost", (lostId, error) => lostId === id && error === "auth_failed");
        daemon.start();
        await failed;
        const watching = next(daemon.events, "watching");
        const renewed = await env().request({
          method: "POST",
          url: `/api/mail-connections/${id}`,
          headers: user.headers,
          payload: { consentVersion: MAIL_CONSENT_VERSION, password: alice.password },
        });
        expect(renewed.statusCode).toBe(200);
        expect(await watching).toEqual([id]);
      } finally {
        await daemon.stop();
      }
    });

    it("watches only active connections with consent and drops one when it is paused", async () => {
      const user = await env().signup();
      const id = await connectMailbox(env(), user, dovecot(), alice);
      const daemon = daemonFor(env());
      try {
        const watching = next(daemon.events, "watching");
        await daemon.sync();
        await watching;
        expect(daemon.watched()).toEqual([id]);
        await env().ctx.db.update(mailConnections).set({ isActive: false }).where(eq(mailConnections.id, id));
        await daemon.sync();
        expect(daemon.watched()).toEqual([]);
      } finally {
        await daemon.stop();
      }
    });
  },
  mailTestOptions,
);

// Leadership is a PostgreSQL advisory lock; PGlite serves one process and always leads.
it.skipIf(!process.env.TEST_DATABASE_URL)(
  "of two instances on one PostgreSQL database only one watches; the other takes over when it stops",
  async () => {
    const env = await createTestEnv("postgres", mailTestOptions);
    const first = daemonFor(env);
    const second = daemonFor(env);
    try {
      const user = await env.signup();
      const id = await connectMailbox(env, user, dovecot(), alice);
      const watching = next(first.events, "watching");
      await first.sync();
      await second.sync();
      await watching;
      expect(first.watched()).toEqual([id]);
      expect(second.watched()).toEqual([]);
      await first.stop();
      const takeover = next(second.events, "watching");
      await second.sync();
      await takeover;
      expect(second.watched()).toEqual([id]);
    } finally {
      await first.stop();
      await second.stop();
      await env.app.close();
      await env.database.close();
    }
  },
);
