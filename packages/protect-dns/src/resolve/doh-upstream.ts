// DNS over HTTPS to an upstream resolver (RFC 8484 POST over HTTP/2, one session reused).
import { type ClientHttp2Session, connect, constants } from "node:http2";
import { answersQuestion, type Upstream, UpstreamError, type UpstreamQuestion, upstreamQuery } from "./upstream.ts";

export interface DohUpstreamOptions {
  url: string;
  timeoutMs: number;
  /** Extra TLS options, e.g. the CA of a test server. */
  tls?: { ca?: string | Buffer };
}

const MAX_ANSWER = 65_535;

export class DohUpstream implements Upstream {
  readonly name: string;
  readonly #url: URL;
  readonly #options: DohUpstreamOptions;
  #session: ClientHttp2Session | null = null;

  constructor(options: DohUpstreamOptions) {
    this.#url = new URL(options.url);
    this.#options = options;
    this.name = options.url;
  }

  #connect(): ClientHttp2Session {
    if (this.#session && !this.#session.closed && !this.#session.destroyed) return this.#session;
    const session = connect(this.#url.origin, { ...(this.#options.tls ?? {}) });
    session.on("error", () => {});
    session.on("close", () => {
      if (this.#session === session) this.#session = null;
    });
    session.on("goaway", () => {
      if (this.#session === session) this.#session = null;
    });
    session.unref();
    this.#session = session;
    return session;
  }

  resolve(question: UpstreamQuestion): Promise<Uint8Array> {
    // RFC 8484 §4.1: ID 0 makes answers cacheable by HTTP caches.
    const body = upstreamQuery(question, 0);
    return new Promise((resolve, reject) => {
      const session = this.#connect();
      const request = session.request({
        [constants.HTTP2_HEADER_METHOD]: "POST",
        [constants.HTTP2_HEADER_PATH]: `${this.#url.pathname}${this.#url.search}`,
        "content-type": "application/dns-message",
        accept: "application/dns-message",
      });
      const fail = (message: string, cause?: unknown) => {
        request.close(constants.NGHTTP2_CANCEL);
        reject(new UpstreamError(message, { cause }));
      };
      request.setTimeout(this.#options.timeoutMs, () => fail(`No answer from ${this.name} in time`));
      request.on("error", (error) => fail(`Cannot reach ${this.name}`, error));
      const chunks: Buffer[] = [];
      let size = 0;
      let status = 0;
      request.on("response", (headers) => {
        status = Number(headers[constants.HTTP2_HEADER_STATUS]);
      });
      request.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER) fail(`Answer from ${this.name} is too large`);
        else chunks.push(chunk);
      });
      request.on("end", () => {
        const answer = Buffer.concat(chunks);
        if (status !== 200) return reject(new UpstreamError(`${this.name} answered HTTP ${status}`));
        if (!answersQuestion(answer, 0, question.question)) {
          return reject(new UpstreamError(`Answer from ${this.name} does not match`));
        }
        resolve(answer);
      });
      request.end(body);
    });
  }

  async close(): Promise<void> {
    const session = this.#session;
    this.#session = null;
    if (session && !session.closed) await new Promise<void>((resolve) => session.close(() => resolve()));
  }
}
