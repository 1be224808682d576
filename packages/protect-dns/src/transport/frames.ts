// DNS over a stream (TCP, TLS): each message is preceded by its length in two bytes (RFC 1035
// §4.2.2, RFC 7766). Splits incoming chunks into messages and frames outgoing ones.

/** Prefixes a message with its two-byte length. */
export function frame(message: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(message.length + 2);
  out.writeUInt16BE(message.length, 0);
  out.set(message, 2);
  return out;
}

/**
 * Collects chunks and calls `onMessage` for every complete message. A zero-length message is a
 * protocol error (`onError`); nothing else can be malformed at this layer.
 */
export class FrameReader {
  #pending: Buffer = Buffer.alloc(0);
  readonly #onMessage: (message: Buffer) => void;
  readonly #onError: (reason: string) => void;

  constructor(onMessage: (message: Buffer) => void, onError: (reason: string) => void) {
    this.#onMessage = onMessage;
    this.#onError = onError;
  }

  push(chunk: Buffer): void {
    let data = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    while (data.length >= 2) {
      const length = data.readUInt16BE(0);
      if (length === 0) {
        this.#pending = Buffer.alloc(0);
        this.#onError("zero-length message");
        return;
      }
      if (data.length < 2 + length) break;
      this.#onMessage(data.subarray(2, 2 + length));
      data = data.subarray(2 + length);
    }
    this.#pending = data.length === 0 ? Buffer.alloc(0) : Buffer.from(data);
  }

  /** Bytes received that do not yet form a message. */
  get buffered(): number {
    return this.#pending.length;
  }
}
