// HTTP/1.1 on the wire for one request per connection (send-request.ts): the request head, and a
// reader for the answer that knows the three ways a body ends (Content-Length, chunked, the
// connection closing; RFC 9112 section 6.3) and skips interim 1xx answers. Header values are
// checked as node:http checks them, so a line break in a token cannot add a header.

export interface HttpResponse {
  status: number;
  text: string;
}

/** Longest header section accepted, as node:http's default (16 KiB) with room to spare. */
const MAX_HEAD_BYTES = 64 * 1024;
/** Longest chunk-size line accepted (a size and its extensions). */
const MAX_CHUNK_LINE = 4 * 1024;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const INVALID_VALUE_CHAR = /[^\t\x20-\x7e\x80-\xff]/;
const CRLF = Buffer.from("\r\n");
const HEAD_END = Buffer.from("\r\n\r\n");

/** The request line and headers, ending in the blank line; `bodyLength` undefined: no body. */
export function requestHead(
  method: string,
  url: URL,
  headers: Record<string, string>,
  bodyLength: number | undefined,
): Buffer {
  if (!TOKEN.test(method)) throw new TypeError(`Invalid HTTP method "${method}"`);
  const lines = [`${method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, "connection: close"];
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name)) throw new TypeError(`Invalid HTTP header name "${name}"`);
    if (INVALID_VALUE_CHAR.test(value))
      throw new TypeError(`the value of HTTP header "${name}" holds a line break or control character`);
    lines.push(`${name}: ${value}`);
  }
  // A request that may carry a body says how long it is, so the server never waits for more.
  if (bodyLength !== undefined || method === "POST" || method === "PUT" || method === "PATCH") {
    lines.push(`content-length: ${bodyLength ?? 0}`);
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
}

export class HttpWireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HttpWireError";
  }
}

type Framing =
  | { kind: "length"; remaining: number }
  | { kind: "close" }
  | { kind: "chunked"; step: "size" | "data" | "data-end" | "trailer"; remaining: number };

/**
 * Reads one answer from the bytes of a connection: `push` each chunk as it arrives (it returns the
 * answer once complete), `end` when the peer closes. Both throw HttpWireError on a malformed answer.
 */
export class ResponseReader {
  #pending: Buffer = Buffer.alloc(0);
  #status = 0;
  #framing: Framing | undefined;
  #body: Buffer[] = [];
  #done = false;

  push(chunk: Buffer): HttpResponse | undefined {
    if (this.#done) return undefined;
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    while (!this.#framing) {
      if (this.#readHead() === "more") return undefined;
    }
    return this.#readBody() ? this.#finish() : undefined;
  }

  end(): HttpResponse {
    if (this.#done) throw new HttpWireError("The answer was already read");
    if (this.#framing?.kind === "close") return this.#finish();
    throw new HttpWireError("The server closed the connection before its answer was complete");
  }

  #finish(): HttpResponse {
    this.#done = true;
    return { status: this.#status, text: Buffer.concat(this.#body).toString("utf8") };
  }

  /** Parses a header section if all of it has arrived: the final answer's, an interim one, or none yet. */
  #readHead(): "final" | "interim" | "more" {
    const end = this.#pending.indexOf(HEAD_END);
    if (end === -1) {
      if (this.#pending.length > MAX_HEAD_BYTES) throw new HttpWireError("The answer's headers are too long");
      return "more";
    }
    const [statusLine = "", ...fields] = this.#pending.toString("latin1", 0, end).split("\r\n");
    this.#pending = this.#pending.subarray(end + HEAD_END.length);
    const match = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine);
    if (!match) throw new HttpWireError("The server's answer is not HTTP/1.1");
    const status = Number(match[1]);
    // An interim answer (100 Continue, 103 Early Hints) is followed by the final one.
    if (status >= 100 && status < 200) {
      if (status === 101) throw new HttpWireError("The server switched protocols");
      return "interim";
    }
    let length: number | undefined;
    let chunked = false;
    let encoded = false;
    for (const field of fields) {
      const colon = field.indexOf(":");
      if (colon <= 0) throw new HttpWireError("The answer has a malformed header");
      const name = field.slice(0, colon).trim().toLowerCase();
      const value = field.slice(colon + 1).trim();
      if (name === "content-length") {
        if (!/^\d{1,15}$/.test(value) || (length !== undefined && length !== Number(value))) {
          throw new HttpWireError("The answer has an invalid Content-Length");
        }
        length = Number(value);
      } else if (name === "transfer-encoding") {
        encoded = true;
        chunked = value.toLowerCase().split(",").at(-1)?.trim() === "chunked";
      }
    }
    this.#status = status;
    if (status === 204 || status === 304) this.#framing = { kind: "length", remaining: 0 };
    // Transfer-Encoding wins over Content-Length; any coding but chunked last runs to the close.
    else if (encoded) this.#framing = chunked ? { kind: "chunked", step: "size", remaining: 0 } : { kind: "close" };
    else if (length !== undefined) this.#framing = { kind: "length", remaining: length };
    else this.#framing = { kind: "close" };
    return "final";
  }

  /** Takes what has arrived of the body; true once it is complete. */
  #readBody(): boolean {
    const framing = this.#framing!;
    if (framing.kind === "close") {
      this.#take(this.#pending.length);
      return false;
    }
    if (framing.kind === "length") {
      framing.remaining -= this.#take(Math.min(framing.remaining, this.#pending.length));
      return framing.remaining === 0;
    }
    while (true) {
      if (framing.step === "data") {
        framing.remaining -= this.#take(Math.min(framing.remaining, this.#pending.length));
        if (framing.remaining > 0) return false;
        framing.step = "data-end";
      }
      if (framing.step === "data-end") {
        if (this.#pending.length < CRLF.length) return false;
        if (!this.#pending.subarray(0, CRLF.length).equals(CRLF))
          throw new HttpWireError("A chunk of the answer is malformed");
        this.#pending = this.#pending.subarray(CRLF.length);
        framing.step = "size";
      }
      const lineEnd = this.#pending.indexOf(CRLF);
      if (lineEnd === -1) {
        if (this.#pending.length > MAX_CHUNK_LINE) throw new HttpWireError("A chunk of the answer is malformed");
        return false;
      }
      if (framing.step === "trailer") {
        // Trailer fields are not used; the body ends at the empty line after them.
        this.#pending = this.#pending.subarray(lineEnd + CRLF.length);
        if (lineEnd === 0) return true;
        continue;
      }
      const size = this.#pending.toString("latin1", 0, lineEnd).split(";")[0]!.trim();
      if (!/^[0-9a-fA-F]{1,12}$/.test(size)) throw new HttpWireError("A chunk of the answer is malformed");
      this.#pending = this.#pending.subarray(lineEnd + CRLF.length);
      framing.remaining = Number.parseInt(size, 16);
      framing.step = framing.remaining === 0 ? "trailer" : "data";
    }
  }

  /** Moves `count` bytes from what has arrived to the body. */
  #take(count: number): number {
    if (count > 0) {
      this.#body.push(this.#pending.subarray(0, count));
      this.#pending = this.#pending.subarray(count);
    }
    return count;
  }
}
