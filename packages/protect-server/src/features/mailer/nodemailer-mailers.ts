import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer.ts";

/**
 * SMTP through nodemailer, e.g. `smtps://user:pass@mail.example.org:465` or `smtp://127.0.0.1:2525`.
 * One connection per message, and bounded waits: a server that is down fails the attempt within
 * seconds (the outbox retries it later) instead of holding it for nodemailer's default minutes.
 */
export function smtpMailer(options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 2 * timeout,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The embedded default: each message is rendered by nodemailer (the same RFC 5322 text SMTP would
 * carry) and written to `<folder>/<time>-<uuid>.eml`, atomically (temp file + rename), mode 0600.
 */
export function outboxMailer(options: { folder: string; from: string; now: () => Date }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.folder, { recursive: true, mode: 0o700 });
      const name = `${options.now().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`;
      const temp = join(options.folder, `.${name}.tmp`);
      await writeFile(temp, info.message as Buffer, { mode: 0o600 });
      await rename(temp, join(options.folder, name));
    },
    async close() {
      transport.close();
    },
  };
}
