/**
 * The labelled mail corpus (corpus/mail/*.jsonl): each message as it travels — sender, subject,
 * marketing headers and body parts with their charset and transfer encoding — so the classifier is
 * trained and evaluated through the same decoding and rendering as live IMAP mail (headerOf), and
 * the same messages can be delivered to Dovecot (rfc822Of).
 */
import { readFileSync } from "node:fs";
import { decodePart } from "../../src/features/mail-imap/part-decoding.ts";
import type { MailHeader } from "../../src/features/mail-imap/session.ts";

export interface CorpusPart {
  type: "text/plain" | "text/html";
  charset: string;
  encoding: "7bit" | "8bit" | "quoted-printable" | "base64";
  /**
   * The part's body as transported: for quoted-printable and base64 the encoded ASCII, for 7bit
   * and 8bit the text itself (8bit parts are UTF-8); lines joined with \n.
   */
  body: string;
}

export interface CorpusMessage {
  id: string;
  gambling: boolean;
  /** casino, sports-betting, lottery, poker, receipt, affiliate, crypto-casino, loot-box, newsletter, personal, work, bank, news, help, self-exclusion, lottery-help, … */
  category: string;
  lang: "de" | "en";
  fromAddress: string;
  fromName: string;
  subject: string;
  headers: Record<string, string>;
  parts: CorpusPart[];
}

export const CORPUS_DIR = new URL("../../corpus/mail/", import.meta.url);

export function loadCorpus(files = ["generated.jsonl", "hard-cases.jsonl"]): CorpusMessage[] {
  return files.flatMap((file) =>
    readFileSync(new URL(file, CORPUS_DIR), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as CorpusMessage),
  );
}

/** The message as the IMAP session hands it over: parts decoded, capped like a live fetch. */
export function headerOf(message: CorpusMessage, uid = 1): MailHeader {
  return {
    uid,
    fromAddress: message.fromAddress.toLowerCase(),
    fromName: message.fromName,
    subject: message.subject,
    parts: message.parts.map((part) => ({
      type: part.type,
      text: decodePart(bytesOf(part), part),
    })),
    headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name.toLowerCase(), value])),
  };
}

/** The bytes of a part on the wire. */
export function bytesOf(part: CorpusPart): Buffer {
  return Buffer.from(part.body.replace(/\r?\n/g, "\r\n"), part.encoding === "8bit" ? "utf8" : "latin1");
}

/** RFC 2047 encoded-word for a header value that is not ASCII. */
function encodedWord(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?utf-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

function partBlock(part: CorpusPart): Buffer {
  const head = `Content-Type: ${part.type}; charset=${part.charset}\r\nContent-Transfer-Encoding: ${part.encoding}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytesOf(part), Buffer.from("\r\n")]);
}

/** The message as raw RFC 822 source, for IMAP APPEND. */
export function rfc822Of(message: CorpusMessage, index = 0): Buffer {
  const head = [
    `From: "${encodedWord(message.fromName)}" <${message.fromAddress}>`,
    "To: someone@mail.example.test",
    `Subject: ${encodedWord(message.subject)}`,
    `Message-ID: <${message.id}.${index}@corpus.test>`,
    "MIME-Version: 1.0",
    ...Object.entries(message.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const [only] = message.parts;
  if (message.parts.length === 1 && only)
    return Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n`), partBlock(only)]);
  const boundary = `=_corpus_${message.id}`;
  const chunks: Buffer[] = [
    Buffer.from(`${head.join("\r\n")}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n`),
  ];
  for (const part of message.parts) chunks.push(Buffer.from(`--${boundary}\r\n`), partBlock(part));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
