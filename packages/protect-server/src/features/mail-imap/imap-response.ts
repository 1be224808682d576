/**
 * IMAP server responses (RFC 9051 §7) for the bulk fetch: splitting the byte stream into whole
 * responses (a line, with any `{n}` literals it announces) and reading one into values. A mail
 * server is a host a user named, so everything here is untrusted input: every step consumes bytes
 * or fails, lists nest at most MAX_DEPTH deep, a response is at most MAX_RESPONSE_BYTES, and
 * malformed input raises ImapProtocolError, never anything else.
 */

/** A value in a response: NIL, a string (quoted, or an atom such as a number), a literal, a list. */
export type ImapValue = null | string | Buffer | ImapValue[];

export class ImapProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImapProtocolError";
  }
}

/** The most bytes one response may take (the bulk fetch asks for parts capped at 64 KiB). */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
const MAX_DEPTH = 32;

const CR = 0x0d;
const LF = 0x0a;
const SP = 0x20;
const OPEN = 0x28;
const CLOSE = 0x29;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const ANGLE = 0x3c;
const CLOSE_ANGLE = 0x3e;

/**
 * The length of the literal a line announces at its end (`{123}`, `{123+}`, `~{123}`), or -1.
 * `lineEnd` is the index of the line's CR (or LF).
 */
function literalLength(buffer: Buffer, lineStart: number, lineEnd: number): number {
  let i = lineEnd - 1;
  if (i < lineStart || buffer[i] !== CLOSE_BRACE) return -1;
  i -= 1;
  if (buffer[i] === 0x2b) i -= 1; // LITERAL+ / LITERAL-
  let digits = 0;
  let value = 0;
  let scale = 1;
  while (i >= lineStart && (buffer[i] as number) >= 0x30 && (buffer[i] as number) <= 0x39) {
    value += ((buffer[i] as number) - 0x30) * scale;
    scale *= 10;
    digits += 1;
    i -= 1;
    if (digits > 10) throw new ImapProtocolError("a literal's length is too long");
  }
  if (digits === 0 || buffer[i] !== BRACE) return -1;
  return value;
}

/**
 * Splits the bytes a server sends into whole responses. `push` takes the next chunk; `next`
 * answers the next whole response (its bytes without the final CRLF) or null when more bytes are
 * needed.
 */
export class ResponseSplitter {
  private buffer: Buffer = Buffer.alloc(0);
  /** Where the next response starts in `buffer`. */
  private start = 0;
  /** Where the current line of that response starts (after the literals already passed). */
  private lineStart = 0;
  /** Where to go on looking for the line's end (may lie beyond `buffer` while a literal arrives). */
  private searchFrom = 0;

  push(chunk: Buffer): void {
    const shift = this.start;
    this.buffer = shift >= this.buffer.length ? chunk : Buffer.concat([this.buffer.subarray(shift), chunk]);
    this.start = 0;
    this.lineStart -= shift;
    this.searchFrom -= shift;
  }

  next(): Buffer | null {
    const buffer = this.buffer;
    for (;;) {
      if (this.searchFrom - this.start > MAX_RESPONSE_BYTES) throw new ImapProtocolError("a response is too large");
      if (this.searchFrom >= buffer.length) return null;
      const lf = buffer.indexOf(LF, this.searchFrom);
      if (lf < 0) {
        this.searchFrom = buffer.length;
        continue;
      }
      const lineEnd = lf > this.lineStart && buffer[lf - 1] === CR ? lf - 1 : lf;
      const literal = literalLength(buffer, this.lineStart, lineEnd);
      if (literal < 0) {
        const response = buffer.subarray(this.start, lineEnd);
        this.start = lf + 1;
        this.lineStart = this.start;
        this.searchFrom = this.start;
        return response;
      }
      // The literal's bytes belong to the response; its line goes on after them.
      this.lineStart = lf + 1 + literal;
      this.searchFrom = this.lineStart;
    }
  }
}

/** Reads values from one response's bytes (literals inline, as they arrived). */
export class ResponseReader {
  private at = 0;
  private readonly bytes: Buffer;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }

  get done(): boolean {
    return this.at >= this.bytes.length;
  }

  peek(): number | undefined {
    return this.bytes[this.at];
  }

  /** Skips one space if there is one. */
  space(): void {
    if (this.bytes[this.at] === SP) this.at += 1;
  }

  /** An atom: bytes up to a space, a parenthesis or the end (`\Seen`, `123`, `FETCH`). */
  atom(): string {
    const start = this.at;
    const bytes = this.bytes;
    while (this.at < bytes.length) {
      const byte = bytes[this.at] as number;
      if (byte === SP || byte === OPEN || byte === CLOSE || byte === CR || byte === LF) break;
      if (byte === BRACKET) {
        // A section (`BODY[HEADER.FIELDS (X Y)]`) belongs to the atom, spaces and all.
        const end = bytes.indexOf(CLOSE_BRACKET, this.at);
        if (end < 0) throw new ImapProtocolError("a section is not closed");
        this.at = end + 1;
        continue;
      }
      if (byte === ANGLE) {
        const end = bytes.indexOf(CLOSE_ANGLE, this.at);
        if (end < 0) throw new ImapProtocolError("a partial range is not closed");
        this.at = end + 1;
        continue;
      }
      this.at += 1;
    }
    if (this.at === start) throw new ImapProtocolError(`an atom was expected at byte ${start}`);
    return bytes.toString("latin1", start, this.at);
  }

  /** The rest of the response as text (a status response's human-readable part). */
  rest(): string {
    const text = this.bytes.toString("utf8", this.at);
    this.at = this.bytes.length;
    return text;
  }

  value(depth = 0): ImapValue {
    const bytes = this.bytes;
    const byte = bytes[this.at];
    if (byte === undefined) throw new ImapProtocolError("the response ended early");
    if (byte === OPEN) {
      if (depth >= MAX_DEPTH) throw new ImapProtocolError("lists nest too deep");
      this.at += 1;
      const list: ImapValue[] = [];
      for (;;) {
        const next = bytes[this.at];
        if (next === undefined) throw new ImapProtocolError("a list is not closed");
        if (next === CLOSE) {
          this.at += 1;
          return list;
        }
        if (next === SP) {
          this.at += 1;
          continue;
        }
        list.push(this.value(depth + 1));
      }
    }
    if (byte === QUOTE) return this.quoted();
    if (byte === BRACE || (byte === 0x7e && bytes[this.at + 1] === BRACE)) return this.literal();
    const atom = this.atom();
    return atom === "NIL" || atom === "nil" || atom === "Nil" ? null : atom;
  }

  private quoted(): string {
    const bytes = this.bytes;
    this.at += 1;
    const start = this.at;
    let escaped = false;
    while (this.at < bytes.length) {
      const byte = bytes[this.at] as number;
      if (byte === QUOTE) {
        const text = escaped
          ? bytes.toString("utf8", start, this.at).replace(/\\(.)/g, "$1")
          : bytes.toString("utf8", start, this.at);
        this.at += 1;
        return text;
      }
      if (byte === BACKSLASH) {
        escaped = true;
        this.at += 2;
        continue;
      }
      if (byte === CR || byte === LF) break;
      this.at += 1;
    }
    throw new ImapProtocolError("a quoted string is not closed");
  }

  private literal(): Buffer {
    const bytes = this.bytes;
    if (bytes[this.at] === 0x7e) this.at += 1;
    const close = bytes.indexOf(CLOSE_BRACE, this.at);
    if (close < 0) throw new ImapProtocolError("a literal's length is not closed");
    const length = Number.parseInt(bytes.toString("latin1", this.at + 1, close).replace("+", ""), 10);
    if (!Number.isSafeInteger(length) || length < 0) throw new ImapProtocolError("a literal's length is not a number");
    let start = close + 1;
    if (bytes[start] === CR) start += 1;
    if (bytes[start] !== LF) throw new ImapProtocolError("a literal's length is not followed by a line break");
    start += 1;
    if (start + length > bytes.length) throw new ImapProtocolError("a literal is cut short");
    this.at = start + length;
    return bytes.subarray(start, start + length);
  }
}

/** A value as text: a literal as UTF-8, NIL and lists as "". */
export function textOf(value: ImapValue | undefined): string {
  if (typeof value === "string") return value;
  if (Buffer.isBuffer(value)) return value.toString("utf8");
  return "";
}

export type ImapResponse =
  | { kind: "tagged"; tag: string; status: string; text: string }
  | { kind: "continuation"; text: string }
  | { kind: "fetch"; items: Map<string, ImapValue> }
  | { kind: "untagged"; name: string; text: string };

/** One whole response (from ResponseSplitter) read into its kind and parts. */
export function parseResponse(bytes: Buffer): ImapResponse {
  const reader = new ResponseReader(bytes);
  if (reader.peek() === 0x2b) {
    reader.atom();
    reader.space();
    return { kind: "continuation", text: reader.rest() };
  }
  const tag = reader.atom();
  reader.space();
  if (tag !== "*") {
    const status = reader.atom().toUpperCase();
    reader.space();
    return { kind: "tagged", tag, status, text: reader.rest() };
  }
  const first = reader.atom();
  reader.space();
  // `* 12 FETCH (...)`, `* 12 EXISTS`, `* OK [UIDVALIDITY 3] …`, `* CAPABILITY …`
  if (/^\d+$/.test(first) && !reader.done) {
    const name = reader.atom().toUpperCase();
    reader.space();
    if (name !== "FETCH") return { kind: "untagged", name, text: first };
    const list = reader.peek();
    if (list !== OPEN) throw new ImapProtocolError("a FETCH response has no list");
    return { kind: "fetch", items: fetchItems(reader) };
  }
  return { kind: "untagged", name: first.toUpperCase(), text: reader.rest() };
}

/** The name/value pairs of a FETCH response, names upper-cased (`UID`, `BODY[1]<0>`, …). */
function fetchItems(reader: ResponseReader): Map<string, ImapValue> {
  const list = reader.value();
  if (!Array.isArray(list) || list.length % 2 !== 0)
    throw new ImapProtocolError("a FETCH response is not name/value pairs");
  const items = new Map<string, ImapValue>();
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i];
    if (typeof name !== "string") throw new ImapProtocolError("a FETCH item has no name");
    items.set(name.toUpperCase(), list[i + 1] ?? null);
  }
  return items;
}
