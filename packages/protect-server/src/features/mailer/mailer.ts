/** One e-mail: plain text, one recipient (the account's own address). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mail. Implementations: SMTP (production, `MAIL_SMTP_URL`), the outbox folder (the
 * embedded default: one .eml file per message under `<data-dir>/outbox`) and memory (rule tests).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Keeps messages in a list: for tests of the rules that send mail. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}
