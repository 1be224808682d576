// Mail protection test helpers: a Dovecot of the file's own (started once per test file), mail
// delivered into it by IMAP APPEND, and connecting a test user's mailbox through the real route.
import { ImapFlow } from "imapflow";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { MAIL_CONSENT_VERSION } from "../src/features/mail-connections/consent.ts";
import { type DovecotOptions, type DovecotUser, startDovecot, type TestDovecot } from "./dovecot.ts";
import type { TestEnv, TestUser } from "./harness.ts";

export const MAILBOXES: DovecotUser[] = ["alice", "bob", "carol", "dave", "erin", "frank"].map((name) => ({
  user: `${name}@mail.example.test`,
  password: `${name}-app-password`,
}));

/**
 * Starts Dovecot before the file's tests (or before each test, for tests that deliver mail and
 * count what they find) and stops it after; returns an accessor.
 */
export function useDovecot(options: DovecotOptions & { perTest?: boolean } = {}): () => TestDovecot {
  let dovecot: TestDovecot | undefined;
  const before = options.perTest ? beforeEach : beforeAll;
  const after = options.perTest ? afterEach : afterAll;
  before(async () => {
    dovecot = await startDovecot({ users: MAILBOXES, ...options });
  });
  after(async () => {
    await dovecot?.close();
    dovecot = undefined;
  });
  return () => {
    if (!dovecot) throw new Error("dovecot not started");
    return dovecot;
  };
}

/** App options for tests: plain IMAP to the loopback Dovecot. */
export const mailTestOptions = { mail: { plainImapHosts: ["127.0.0.1"] } };

export interface TestMessage {
  from: string;
  fromName?: string;
  subject: string;
  body?: string;
}

export function rfc822(message: TestMessage, index = 0): string {
  const from = message.fromName ? `"${message.fromName}" <${message.from}>` : message.from;
  return [
    `From: ${from}`,
    "To: someone@mail.example.test",
    `Subject: ${message.subject}`,
    `Message-ID: <${index}.${Date.now()}@test>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.body ?? "Hello.",
    "",
  ].join("\r\n");
}

/** An IMAP client logged in as a mailbox user, for delivering and inspecting mail. */
export async function imapAs(dovecot: TestDovecot, mailbox: DovecotUser): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
  });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/** Delivers messages into a mailbox's INBOX (IMAP APPEND). */
export async function deliver(
  dovecot: TestDovecot,
  mailbox: DovecotUser,
  messages: readonly TestMessage[],
): Promise<void> {
  const client = await imapAs(dovecot, mailbox);
  try {
    for (const [index, message] of messages.entries()) await client.append("INBOX", rfc822(message, index));
  } finally {
    await client.logout();
  }
}

/** The subjects in one folder of a mailbox (empty when the folder does not exist). */
export async function subjectsIn(dovecot: TestDovecot, mailbox: DovecotUser, folder: string): Promise<string[]> {
  const client = await imapAs(dovecot, mailbox);
  try {
    const listed = await client.list();
    if (!listed.some((entry) => entry.path === folder)) return [];
    const lock = await client.getMailboxLock(folder);
    try {
      const subjects: string[] = [];
      if (client.mailbox && client.mailbox.exists > 0) {
        for await (const message of client.fetch("1:*", { envelope: true }))
          subjects.push(message.envelope?.subject ?? "");
      }
      return subjects.sort();
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

/** Connects a mailbox for a user through POST /api/mail/connect; returns the connection id. */
export async function connectMailbox(
  env: TestEnv,
  user: TestUser,
  dovecot: TestDovecot,
  mailbox: DovecotUser,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await env.request({
    method: "POST",
    url: "/api/mail/connect",
    headers: user.headers,
    payload: {
      email: mailbox.user,
      password: mailbox.password,
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      consentVersion: MAIL_CONSENT_VERSION,
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`connect failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}
