// protect-server's resolver routes over HTTP, as docs/decisions/protect-dns-contract.md defines
// them: GET /api/resolver/policy[?since&wait], GET /api/resolver/lists/<name> with ETags.
import { type ListName, policyDocument, SECRET_HEADER } from "./contract.ts";
import type { ListFetch, PolicyFetch, PolicySource } from "./policy-source.ts";

export interface HttpPolicySourceOptions {
  /** protect-server's base URL, e.g. https://api.example.org */
  baseUrl: string;
  secret: string;
  /** Upper bound on a policy document, in bytes. */
  maxPolicyBytes?: number;
  /** Requests without an answer for this long fail (ms); a long-poll adds its wait. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A response protect-server should not have given: the status and what the body said. */
export class ProtectServerError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
    this.name = "ProtectServerError";
  }

  /** Sending the same request again will not help (a 4xx other than 401, 408 and 429). */
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && ![401, 408, 429].includes(this.status);
  }
}

async function errorOf(response: Response, what: string): Promise<ProtectServerError> {
  const text = (await response.text().catch(() => "")).slice(0, 200);
  const hint = response.status === 401 ? " (check the shared resolver secret)" : "";
  return new ProtectServerError(`${what}: HTTP ${response.status}${hint}${text ? `: ${text}` : ""}`, response.status);
}

/** Reads a body as text, failing once it exceeds `max` bytes. */
async function boundedText(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new ProtectServerError(`Policy document larger than ${max} bytes`, response.status);
    }
    text += decoder.decode(value, { stream: true });
  }
}

export class HttpPolicySource implements PolicySource {
  readonly #base: string;
  readonly #options: Required<Omit<HttpPolicySourceOptions, "baseUrl">>;

  constructor(options: HttpPolicySourceOptions) {
    this.#base = options.baseUrl.replace(/\/+$/, "");
    this.#options = { maxPolicyBytes: 512 * 1024 * 1024, timeoutMs: 60_000, fetch, ...options };
  }

  #headers(extra: Record<string, string> = {}): Record<string, string> {
    return { [SECRET_HEADER]: this.#options.secret, "accept-encoding": "gzip", ...extra };
  }

  async fetchPolicy(request: { since: number | null; waitSeconds: number; signal: AbortSignal }): Promise<PolicyFetch> {
    const url = new URL(`${this.#base}/api/resolver/policy`);
    if (request.since !== null) {
      url.searchParams.set("since", String(request.since));
      if (request.waitSeconds > 0) url.searchParams.set("wait", String(request.waitSeconds));
    }
    const timeout = AbortSignal.timeout(this.#options.timeoutMs + request.waitSeconds * 1000);
    const response = await this.#options.fetch(url, {
      headers: this.#headers({ accept: "application/json" }),
      signal: AbortSignal.any([request.signal, timeout]),
    });
    if (response.status === 410) {
      await response.body?.cancel();
      return { status: "gone" };
    }
    if (response.status !== 200) throw await errorOf(response, "GET /api/resolver/policy");
    const text = await boundedText(response, this.#options.maxPolicyBytes);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProtectServerError("GET /api/resolver/policy: the body is not JSON", 200);
    }
    const parsed = policyDocument.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProtectServerError(
        `GET /api/resolver/policy: the document does not match the contract at "${issue?.path.join(".")}": ${issue?.message}`,
        200,
      );
    }
    return { status: "ok", document: parsed.data };
  }

  async fetchList(name: ListName, etag: string | null, signal: AbortSignal): Promise<ListFetch> {
    const headers = this.#headers({ accept: "text/plain" });
    if (etag !== null) headers["if-none-match"] = etag;
    const response = await this.#options.fetch(`${this.#base}/api/resolver/lists/${name}`, {
      headers,
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.#options.timeoutMs * 5)]),
    });
    if (response.status === 304) {
      await response.body?.cancel();
      return { status: "not-modified" };
    }
    if (response.status !== 200 || response.body === null)
      throw await errorOf(response, `GET /api/resolver/lists/${name}`);
    const received = response.headers.get("etag");
    if (received === null) {
      await response.body.cancel();
      throw new ProtectServerError(`GET /api/resolver/lists/${name}: no ETag`, 200);
    }
    return { status: "ok", etag: received, chunks: bodyOf(response) };
  }
}

/**
 * A response's body chunks, the response kept reachable until they are read. undici cancels the
 * body of a Response that is garbage collected before its stream is locked, and a cancelled body
 * reads as ended: a list handed on as `response.body` alone arrived empty whenever a collection
 * came before the reading started (an empty blocklist, without any error).
 */
async function* bodyOf(response: Response): AsyncGenerator<Uint8Array> {
  for await (const chunk of response.body!) yield chunk;
}
