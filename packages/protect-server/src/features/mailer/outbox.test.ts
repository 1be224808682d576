// The mail outbox against a real SMTP server on loopback that goes away and comes back: mail the
// server accepted to send is delivered once the relay is back, exactly once, without a restart.
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import { captureLog } from "../../../test/log-capture.ts";
import { startSmtp, type TestSmtp } from "../../../test/smtp-server.ts";
import { smtpMailer } from "./nodemailer-mailers.ts";
import { createMailOutbox, mailRetryDelayMs } from "./outbox.ts";

let smtp: TestSmtp;
beforeEach(async () => {
  smtp = await startSmtp();
});
afterEach(async () => {
  await smtp.stop();
});

const transport = () => smtpMailer({ url: smtp.url, from: "Protect <no-reply@protect.test>", timeoutMs: 2_000 });

async function queued(env: { ctx: { db: { execute(q: ReturnType<typeof sql>): Promise<unknown> } } }) {
  const result = (await env.ctx.db.execute(
    sql`select envelope_encrypted, attempts, last_error from mail_outbox order by created_at`,
  )) as { rows: { envelope_encrypted: string; attempts: number; last_error: string | null }[] };
  return result.rows;
}

const subjects = () => smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]).sort();

describeEachDb(
  "mail outbox",
  (env) => {
    // Tests that build outboxes of their own stop the app's, which shares the table.
    const ownOutboxesOnly = () => env().ctx.mailer.stop();
    /** An outbox of the test's own on the app's database, delivering to the test relay. */
    const outboxFor = (log = captureLog()) =>
      createMailOutbox({
        db: env().ctx.db,
        transport: transport(),
        clock: env().clock,
        keys: env().ctx.decryptionKeys,
        logger: log.logger,
      });

    it("mail sent while the relay is down waits, sealed, and goes out once when it is back", async () => {
      await ownOutboxesOnly();
      const log = captureLog();
      const outbox = outboxFor(log);
      await smtp.stop();
      await outbox.send({ to: "kim@example.test", subject: "Approve a new device", text: "the link" });
      expect(await outbox.deliverDue()).toBe(0);
      const [row] = await queued(env());
      expect(row).toMatchObject({ attempts: 1, last_error: "ESOCKET" });
      // At rest: neither the address nor the text.
      expect(row?.envelope_encrypted).not.toContain("kim@");
      expect(row?.envelope_encrypted).not.toContain("link");
      // Not due before its back-off has passed.
      await smtp.start();
      expect(await outbox.deliverDue()).toBe(0);
      env().clock.advance(mailRetryDelayMs(1));
      expect(await outbox.deliverDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["kim@example.test"]);
      expect(await queued(env())).toEqual([]);
      expect(await outbox.deliverDue()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(log.text()).not.toContain("kim@");
      await outbox.stop();
    });

    it("a relay restart in the middle of a stream of mails: every one arrives exactly once", async () => {
      await ownOutboxesOnly();
      const outbox = outboxFor();
      const sent: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        if (i === 10) await smtp.stop();
        if (i === 20) await smtp.start();
        const subject = `mail ${String(i).padStart(2, "0")}`;
        await outbox.send({ to: `user${i}@example.test`, subject, text: "hello" });
        sent.push(subject);
        await outbox.deliverDue();
      }
      for (let round = 0; round < 5 && (await queued(env())).length > 0; round += 1) {
        env().clock.advance(mailRetryDelayMs(round + 1));
        await outbox.deliverDue();
      }
      expect(await queued(env())).toEqual([]);
      expect(subjects()).toEqual(sent.sort());
      await outbox.stop();
    });

    it("a 4xx reply is tried again, a 5xx reply drops the mail, an expired mail is dropped undelivered", async () => {
      await ownOutboxesOnly();
      const log = captureLog();
      const outbox = outboxFor(log);
      smtp.reply(451);
      await outbox.send({ to: "a@example.test", subject: "transient", text: "x" });
      await outbox.deliverDue();
      expect(await queued(env())).toMatchObject([{ last_error: "smtp_451" }]);
      smtp.reply(550);
      env().clock.advance(mailRetryDelayMs(1));
      await outbox.deliverDue();
      expect(await queued(env())).toEqual([]);
      expect(log.count((line) => line.event === "mail_rejected")).toBe(1);

      smtp.reply(undefined);
      await smtp.stop();
      await outbox.send({ to: "b@example.test", subject: "short-lived", text: "x", validForMs: 10 * 60_000 });
      await outbox.deliverDue();
      await smtp.start();
      env().clock.advance(11 * 60_000);
      expect(await outbox.deliverDue()).toBe(0);
      expect(await queued(env())).toEqual([]);
      expect(smtp.received).toEqual([]);
      expect(log.count((line) => line.event === "mail_expired")).toBe(1);
      await outbox.stop();
    });

    it("two instances delivering the same queue at once send each mail exactly once", async () => {
      await ownOutboxesOnly();
      const make = () => outboxFor();
      const [a, b] = [make(), make()];
      const sent: string[] = [];
      for (let i = 0; i < 45; i += 1) {
        const subject = `race ${String(i).padStart(2, "0")}`;
        await a.enqueue(env().ctx.db, { to: `r${i}@example.test`, subject, text: "x" });
        sent.push(subject);
      }
      const [fromA, fromB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
      expect(fromA + fromB).toBe(45);
      expect(subjects()).toEqual(sent.sort());
      await Promise.all([a.stop(), b.stop()]);
    });

    it("erasing the account drops the mail still queued about it", async () => {
      const user = await env().signup();
      await env().ctx.mailer.send({ userId: user.id, to: user.email, subject: "about you", text: "x" });
      await env().ctx.mailer.deliverDue();
      expect(await queued(env())).toHaveLength(1);
      const res = await env().request({
        method: "DELETE",
        url: "/api/me",
        headers: user.headers,
        payload: { password: user.password },
      });
      expect(res.statusCode).toBe(204);
      expect(await queued(env())).toEqual([]);
    });
  },
  {
    // The app's own outbox (erasure test) hands mail to a relay that is down.
    mailer: {
      send: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      close: async () => undefined,
    },
  },
);
