// An SMTP server of the test's own (the smtp-server package: the SMTP protocol over TCP) on a
// loopback port that survives stop() and start(), as an operator restarts a mail relay.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitForCount(count: number): Promise<void>;
  /** Answer every message with this SMTP reply instead of 250 (e.g. 451 or 550), or go back to accepting. */
  reply(code: number | undefined): void;
  start(): Promise<void>;
  /** Stops listening and drops open connections. */
  stop(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let replyCode: number | undefined;
  let server: SMTPServer | undefined;
  let port = 0;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // A stopping relay drops its open sessions at once rather than waiting for them.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (replyCode !== undefined) {
            const error = Object.assign(new Error(`Refused (${replyCode})`), { responseCode: replyCode });
            callback(error);
            return;
          }
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString(),
          });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        });
      },
    });
  const start = async () => {
    if (server) return;
    const created = create();
    created.on("error", () => undefined);
    await new Promise<void>((resolve) => created.listen(port, "127.0.0.1", resolve));
    port = (created.server.address() as AddressInfo).port;
    server = created;
  };
  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    waitForCount(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    reply(code) {
      replyCode = code;
    },
    start,
    async stop() {
      const running = server;
      server = undefined;
      if (!running) return;
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}
