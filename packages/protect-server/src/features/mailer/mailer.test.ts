import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { outboxMailer, smtpMailer } from "./nodemailer-mailers.ts";

const message = { to: "kim@example.test", subject: "Approve a new device", text: "Hello Kim,\n\nopen the link.\n" };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("mailers", () => {
  it("SMTP delivers to a real SMTP server on loopback: sender, recipient and text arrive", async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: "Protect <no-reply@protect.test>" });
    cleanups.push(() => mailer.close());
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@protect.test", to: ["kim@example.test"] });
    expect(received[0]?.data).toContain("Subject: Approve a new device");
    expect(received[0]?.data).toContain("open the link.");
  });

  it("a refused delivery rejects (the caller decides what that means)", async () => {
    const mailer = smtpMailer({ url: "smtp://127.0.0.1:1", from: "Protect <no-reply@protect.test>" });
    cleanups.push(() => mailer.close());
    await expect(mailer.send(message)).rejects.toThrow();
  });

  it("the outbox writes one .eml file per message, mode 0600", async () => {
    const dir = mkdtempSync(join(tmpdir(), "protect-outbox-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const folder = join(dir, "outbox");
    const mailer = outboxMailer({
      folder,
      from: "Protect <no-reply@localhost>",
      now: () => new Date("2026-06-01T10:00:00Z"),
    });
    await mailer.send(message);
    await mailer.send({ ...message, subject: "Second" });
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^2026-06-01T10-00-00\.000Z-[0-9a-f-]{36}\.eml$/);
      expect(statSync(join(folder, file)).mode & 0o777).toBe(0o600);
    }
    const texts = files.map((file) => readFileSync(join(folder, file), "utf8"));
    expect(texts.some((text) => text.includes("Subject: Second"))).toBe(true);
    expect(texts[0]).toContain("To: kim@example.test");
  });
});
