/**
 * The bulk fetch: what a scan reads of many new messages, over a connection of its own. imapflow
 * reads every response through a general tokenizer and hands messages over one promise at a time;
 * for a first scan of a full INBOX that costs more CPU than everything else in the scan. This
 * connection speaks only what the fetch needs — log in, EXAMINE INBOX (read-only), two rounds of
 * UID FETCH with the second pipelined, LOGOUT — and reads responses with imap-response.ts. The
 * imapflow session stays open beside it for moves and IDLE.
 */
import { isIP, type LookupFunction, connect as netConnect, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";
import type { MessageStructureObject } from "imapflow";
import libmime from "libmime";
import { headerFields } from "./header-fields.ts";
import {
  ImapProtocolError,
  type ImapResponse,
  type ImapValue,
  parseResponse,
  ResponseSplitter,
  textOf,
} from "./imap-response.ts";
import { decodePart } from "./part-decoding.ts";
import { type ImapLogin, ImapLoginError, MARKETING_HEADERS, type MailHeader, PART_CAP_BYTES } from "./session.ts";
import { byPartLayout, type TextPartRef, textPartsOf } from "./text-parts.ts";
import { uidRanges } from "./uid-ranges.ts";

/** UIDs per range the fetch goes by (a command line of round 2 names at most this many). */
const ROUND_UIDS = 1_000;

/** The server answered a command with NO or BAD. */
export class ImapCommandError extends Error {
  readonly status: string;
  constructor(status: string, text: string) {
    super(`IMAP ${status}: ${text.slice(0, 200)}`);
    this.status = status;
    this.name = "ImapCommandError";
  }
}

/** The bulk fetch cannot serve this mailbox (it changed since the session opened, or a login it cannot send). */
export class BulkFetchUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BulkFetchUnavailable";
  }
}

interface Pending {
  resolve: (response: ImapResponse & { kind: "tagged" }) => void;
  reject: (error: Error) => void;
}

/** One IMAP connection: tagged commands (pipelined when several are sent), untagged responses to a listener. */
class ImapWire {
  private readonly splitter = new ResponseSplitter();
  private readonly pending = new Map<string, Pending>();
  private tagCounter = 0;
  private failure: Error | null = null;
  private greetingWaiter: Pending | null = null;
  private greetingResponse: ImapResponse | null = null;
  /** Called with each continuation request ("+ …") of the command in progress. */
  onContinuation: ((text: string) => void) | null = null;
  onUntagged: (response: ImapResponse) => void = () => undefined;

  private readonly socket: Socket;

  constructor(socket: Socket, timeoutMs: number) {
    this.socket = socket;
    socket.on("data", (chunk: Buffer) => this.read(chunk));
    socket.on("error", (error) => this.fail(error));
    socket.on("close", () => this.fail(new Error("the IMAP connection closed")));
    socket.setTimeout(timeoutMs, () => {
      this.fail(new Error("the IMAP server did not answer in time"));
      socket.destroy();
    });
  }

  greeting(): Promise<ImapResponse> {
    if (this.greetingResponse) return Promise.resolve(this.greetingResponse);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.greetingWaiter = { resolve: resolve as Pending["resolve"], reject };
    });
  }

  command(text: string): Promise<ImapResponse & { kind: "tagged" }> {
    if (this.failure) return Promise.reject(this.failure);
    this.tagCounter += 1;
    const tag = `B${this.tagCounter}`;
    return new Promise((resolve, reject) => {
      this.pending.set(tag, { resolve, reject });
      this.socket.write(`${tag} ${text}\r\n`);
    });
  }

  /** A line sent as is: the answer to a continuation request. */
  send(line: string): void {
    this.socket.write(`${line}\r\n`);
  }

  /** Says LOGOUT and ends the connection once that is written (the server closes its side). */
  logout(): void {
    if (this.failure) return;
    this.tagCounter += 1;
    this.fail(new Error("the IMAP connection was logged out"));
    this.socket.end(`B${this.tagCounter} LOGOUT\r\n`);
  }

  /** Drops the connection at once unless it was logged out. */
  close(): void {
    if (this.failure && this.socket.writableEnded) return;
    this.fail(new Error("the IMAP connection was closed"));
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    try {
      this.splitter.push(chunk);
      for (let bytes = this.splitter.next(); bytes; bytes = this.splitter.next()) this.dispatch(parseResponse(bytes));
    } catch (error) {
      this.fail(error instanceof Error ? error : new ImapProtocolError(String(error)));
      this.socket.destroy();
    }
  }

  private dispatch(response: ImapResponse): void {
    if (!this.greetingResponse) {
      this.greetingResponse = response;
      this.greetingWaiter?.resolve(response as ImapResponse & { kind: "tagged" });
      this.greetingWaiter = null;
      return;
    }
    if (response.kind === "tagged") {
      const waiter = this.pending.get(response.tag);
      if (!waiter) throw new ImapProtocolError("a response to a command never sent");
      this.pending.delete(response.tag);
      if (response.status === "OK") waiter.resolve(response);
      else waiter.reject(new ImapCommandError(response.status, response.text));
      return;
    }
    if (response.kind === "continuation") {
      if (!this.onContinuation) throw new ImapProtocolError("a continuation request nobody asked for");
      this.onContinuation(response.text);
      return;
    }
    if (response.kind === "untagged" && response.name === "BYE") {
      this.fail(new Error("the IMAP server closed the session"));
      return;
    }
    this.onUntagged(response);
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.greetingWaiter?.reject(error);
    this.greetingWaiter = null;
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }
}

export interface BulkFetchOptions {
  lookup?: LookupFunction | undefined;
  timeoutMs: number;
  /** Hands over each message once it is complete: those without text parts after round 1, the others per round-2 command. */
  onBatch?: ((batch: MailHeader[]) => void) | undefined;
}

function openSocket(login: ImapLogin, options: BulkFetchOptions): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const lookup = options.lookup ? { lookup: options.lookup } : {};
    const socket = login.tls
      ? tlsConnect({
          host: login.host,
          port: login.port,
          ...(isIP(login.host) ? {} : { servername: login.host }),
          ...lookup,
        })
      : netConnect({ host: login.host, port: login.port, ...lookup });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("the IMAP server did not answer in time"));
    }, options.timeoutMs);
    socket.once(login.tls ? "secureConnect" : "connect", () => {
      clearTimeout(timer);
      socket.removeListener("error", onError);
      resolve(socket);
    });
    const onError = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    socket.once("error", onError);
  });
}

/** A quoted string for LOGIN, or null when the value cannot be one (line breaks, NUL, 8-bit). */
function quoted(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL, CR and LF are what rule the value out
  if (/[\u0000\r\n\u0080-\uffff]/.test(value)) return null;
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

async function logIn(wire: ImapWire, login: ImapLogin, capabilities: Set<string>): Promise<void> {
  const saslIr = capabilities.has("SASL-IR");
  const authenticate = async (mechanism: string, payload: string, breaker: string | null) => {
    let sent = saslIr;
    wire.onContinuation = () => {
      if (!sent) {
        sent = true;
        wire.send(payload);
      } else {
        // A continuation after the payload is the server's error report: end the exchange.
        wire.send(breaker ?? "*");
      }
    };
    try {
      await wire.command(saslIr ? `AUTHENTICATE ${mechanism} ${payload}` : `AUTHENTICATE ${mechanism}`);
    } finally {
      wire.onContinuation = null;
    }
  };
  try {
    if (login.secret.kind === "oauth2") {
      const token = login.secret.accessToken;
      if (capabilities.has("AUTH=OAUTHBEARER")) {
        const payload = [
          `n,a=${login.user.replace(/=/g, "=3D").replace(/,/g, "=2C")},`,
          `host=${login.host}`,
          `port=${login.port}`,
          `auth=Bearer ${token}`,
          "",
          "",
        ].join("\x01");
        return await authenticate("OAUTHBEARER", Buffer.from(payload).toString("base64"), "AQ==");
      }
      if (capabilities.has("AUTH=XOAUTH2")) {
        const payload = [`user=${login.user}`, `auth=Bearer ${token}`, "", ""].join("\x01");
        return await authenticate("XOAUTH2", Buffer.from(payload).toString("base64"), "");
      }
      throw new BulkFetchUnavailable("the server offers no OAuth 2.0 login");
    }
    const password = login.secret.password;
    if (capabilities.has("AUTH=PLAIN")) {
      return await authenticate("PLAIN", Buffer.from(`\x00${login.user}\x00${password}`).toString("base64"), null);
    }
    const user = quoted(login.user);
    const pass = quoted(password);
    if (capabilities.has("LOGINDISABLED") || user === null || pass === null) {
      throw new BulkFetchUnavailable("no login the bulk fetch can send");
    }
    await wire.command(`LOGIN ${user} ${pass}`);
  } catch (error) {
    if (error instanceof ImapCommandError)
      throw new ImapLoginError(`The IMAP server refused the login of "${login.user}"`);
    throw error;
  }
}

function capabilitiesIn(text: string): Set<string> | null {
  const match = /^\[CAPABILITY ([^\]]*)\]/i.exec(text);
  return match ? new Set((match[1] ?? "").toUpperCase().split(" ")) : null;
}

/** The parts of a BODYSTRUCTURE textPartsOf reads, numbered as imapflow numbers them. */
export function structureOf(node: ImapValue, path: number[] = []): MessageStructureObject {
  if (!Array.isArray(node)) throw new ImapProtocolError("a body structure is not a list");
  const result: MessageStructureObject = { type: "" };
  if (path.length > 0) result.part = path.join(".");
  let i = 0;
  if (Array.isArray(node[0])) {
    result.childNodes = [];
    while (Array.isArray(node[i])) {
      result.childNodes.push(structureOf(node[i] as ImapValue[], [...path, i + 1]));
      i += 1;
    }
    result.type = `multipart/${textOf(node[i]).toLowerCase()}`;
    // subtype, then (extension data) parameters, disposition
    i += 2;
  } else {
    result.type = `${textOf(node[0]).toLowerCase()}/${textOf(node[1]).toLowerCase()}`;
    const parameters = node[2];
    if (Array.isArray(parameters)) {
      for (let p = 0; p + 1 < parameters.length; p += 2) {
        if (textOf(parameters[p]).toLowerCase() === "charset")
          result.parameters = { charset: textOf(parameters[p + 1]) };
      }
    }
    if (node[5] !== null && node[5] !== undefined) result.encoding = textOf(node[5]).toLowerCase();
    i = 7;
    if (result.type === "message/rfc822") {
      // envelope, the enclosed body (same part number, as imapflow walks it), line count
      if (Array.isArray(node[8])) result.childNodes = [structureOf(node[8], path)];
      i += 3;
    }
    // text/* has a line count (some servers leave it out), then md5
    if (
      result.type.startsWith("text/") &&
      !(node.length === 11 && Array.isArray(node[i + 1]) && !Array.isArray(node[i + 2]))
    )
      i += 1;
    i += 1; // md5
  }
  const disposition = node[i];
  if (Array.isArray(disposition) && disposition.length > 0) result.disposition = textOf(disposition[0]).toLowerCase();
  return result;
}

/** The first address of an ENVELOPE address list: its decoded name and address. */
function firstAddress(list: ImapValue | undefined): { name: string; address: string } {
  if (!Array.isArray(list)) return { name: "", address: "" };
  for (const entry of list) {
    if (!Array.isArray(entry)) continue;
    let name = libmime.decodeWords(textOf(entry[0]));
    if (name.length > 2 && name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1);
    const mailbox = textOf(entry[2]);
    const host = textOf(entry[3]);
    if (!host) {
      const group = name || (mailbox ? libmime.decodeWords(mailbox) : "");
      if (group) return { name: group, address: "" };
      continue;
    }
    return { name, address: `${mailbox}@${host}` };
  }
  return { name: "", address: "" };
}

/** The bytes of a string or literal value, or null. */
function bytesOf(value: ImapValue | undefined): Buffer | null {
  if (Buffer.isBuffer(value)) return value;
  if (typeof value === "string") return Buffer.from(value);
  return null;
}

/** The text parts a round-2 FETCH response carries (`BODY[1]<0>`), decoded. */
function partsIn(items: ReadonlyMap<string, ImapValue>, parts: readonly TextPartRef[]): MailHeader["parts"] {
  return parts.flatMap((part) => {
    const bytes = bytesOf(items.get(`BODY[${part.key}]<0>`) ?? items.get(`BODY[${part.key}]`));
    return bytes ? [{ type: part.type, text: decodePart(bytes, part) }] : [];
  });
}

const HEADER_FIELDS = `BODY.PEEK[HEADER.FIELDS (${MARKETING_HEADERS.join(" ").toUpperCase()})]`;

/**
 * Fetches every INBOX message with a UID above `afterUid`, as MailboxSession.headersAfter answers:
 * sender, subject, marketing headers and the text parts, decoded and capped. Opens its own
 * connection and closes it; throws BulkFetchUnavailable when INBOX's UIDVALIDITY is no longer
 * `uidValidity` (the scan's cursor would not fit the UIDs).
 */
export async function bulkHeadersAfter(
  login: ImapLogin,
  uidValidity: number,
  afterUid: number,
  options: BulkFetchOptions,
): Promise<MailHeader[]> {
  const wire = new ImapWire(await openSocket(login, options), options.timeoutMs);
  try {
    const greeting = await wire.greeting();
    if (greeting.kind !== "untagged" || (greeting.name !== "OK" && greeting.name !== "PREAUTH")) {
      throw new ImapProtocolError("the IMAP server did not greet");
    }
    if (greeting.name === "OK") {
      let capabilities = capabilitiesIn(greeting.text);
      if (!capabilities) {
        wire.onUntagged = (response) => {
          if (response.kind === "untagged" && response.name === "CAPABILITY") {
            capabilities = new Set(response.text.toUpperCase().split(" "));
          }
        };
        await wire.command("CAPABILITY");
      }
      await logIn(wire, login, capabilities ?? new Set());
    }
    let examined: number | null = null;
    let uidNext: number | null = null;
    wire.onUntagged = (response) => {
      if (response.kind !== "untagged" || response.name !== "OK") return;
      const match = /^\[(UIDVALIDITY|UIDNEXT) (\d+)\]/i.exec(response.text);
      if (match?.[1]?.toUpperCase() === "UIDVALIDITY") examined = Number(match[2]);
      else if (match) uidNext = Number(match[2]);
    };
    await wire.command("EXAMINE INBOX");
    if (examined !== uidValidity) throw new BulkFetchUnavailable("INBOX changed its UIDVALIDITY");

    // Round 1 reads envelope, structure and the marketing headers; round 2 the text parts, capped,
    // one FETCH per part layout. Both go by UID ranges of ROUND_UIDS, pipelined so the server always
    // has the next command: round 1 of range k+2 follows round 2 of range k, and each range is
    // handed to onBatch as soon as its text parts are in.
    type Entry = { header: MailHeader; parts: TextPartRef[] };
    const ranges: { from: number; to: number | null }[] = [];
    const last = uidNext === null ? afterUid : uidNext - 1;
    for (let from = afterUid + 1; from <= last; from += ROUND_UIDS) {
      ranges.push({ from, to: from + ROUND_UIDS - 1 < last ? from + ROUND_UIDS - 1 : null });
    }
    if (ranges.length === 0) ranges.push({ from: afterUid + 1, to: null });
    const rangeOf = (uid: number) => Math.min(Math.floor((uid - afterUid - 1) / ROUND_UIDS), ranges.length - 1);
    const entriesIn: Entry[][] = ranges.map(() => []);
    const byUid = new Map<number, Entry>();
    wire.onUntagged = (response) => {
      if (response.kind !== "fetch") return;
      const uid = Number(textOf(response.items.get("UID")));
      if (!Number.isSafeInteger(uid) || uid <= afterUid) return;
      const known = byUid.get(uid);
      if (known) {
        // Round 2 (a FETCH of flags alone, unsolicited, carries no part and changes nothing).
        const parts = partsIn(response.items, known.parts);
        if (parts.length > 0) known.header.parts = parts;
        return;
      }
      const structure = response.items.get("BODYSTRUCTURE");
      if (structure === undefined) return; // an unsolicited FETCH (flags changed) of a message not read yet
      const envelope = response.items.get("ENVELOPE");
      let headerBlock: ImapValue | undefined;
      for (const [name, value] of response.items) if (name.startsWith("BODY[HEADER.FIELDS")) headerBlock = value;
      const from = firstAddress(Array.isArray(envelope) ? envelope[2] : undefined);
      const entry: Entry = {
        header: {
          uid,
          fromAddress: from.address.toLowerCase(),
          fromName: from.name,
          subject: Array.isArray(envelope) && envelope[1] ? libmime.decodeWords(textOf(envelope[1])) : "",
          parts: [],
          headers: headerFields(bytesOf(headerBlock) ?? undefined),
        },
        parts: textPartsOf(structureOf(structure)),
      };
      byUid.set(uid, entry);
      entriesIn[rangeOf(uid)]?.push(entry);
    };
    // Every command's promise is awaited below; until then a failed one must not count as unhandled.
    const pending = <T>(promise: Promise<T>): Promise<T> => {
      promise.catch(() => {});
      return promise;
    };
    const roundOne = ranges.map(() => null as Promise<unknown> | null);
    const startRoundOne = (k: number) => {
      const range = ranges[k];
      if (!range || roundOne[k]) return;
      const set = `${range.from}:${range.to ?? "*"}`;
      roundOne[k] = pending(wire.command(`UID FETCH ${set} (UID ENVELOPE BODYSTRUCTURE ${HEADER_FIELDS})`));
    };
    startRoundOne(0);
    startRoundOne(1);
    const batches: Promise<void>[] = [];
    for (let k = 0; k < ranges.length; k += 1) {
      await roundOne[k];
      const entries = (entriesIn[k] ?? []).sort((a, b) => a.header.uid - b.header.uid);
      const commands = [...byPartLayout(entries).values()].map((same) => {
        const items = (same[0]?.parts ?? [])
          .map((part) => `BODY.PEEK[${part.key}]<0.${PART_CAP_BYTES[part.type]}>`)
          .join(" ");
        return wire.command(`UID FETCH ${uidRanges(same.map((entry) => entry.header.uid))} (UID ${items})`);
      });
      startRoundOne(k + 2);
      batches.push(
        pending(
          Promise.all(commands).then(() => {
            if (entries.length > 0) options.onBatch?.(entries.map((entry) => entry.header));
          }),
        ),
      );
    }
    await Promise.all(batches);
    wire.logout();
    return [...byUid.values()].map((entry) => entry.header).sort((a, b) => a.uid - b.uid);
  } finally {
    wire.close();
  }
}
