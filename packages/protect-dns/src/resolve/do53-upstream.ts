// Plain DNS to an upstream resolver: UDP with random IDs over a few connected sockets, and TCP
// when the UDP answer is truncated or TCP is configured.
import { createSocket, type Socket as UdpSocket } from "node:dgram";
import { connect as tcpConnect } from "node:net";
import { FrameReader, frame } from "../transport/frames.ts";
import {
  answersQuestion,
  randomId,
  type Upstream,
  UpstreamError,
  type UpstreamQuestion,
  upstreamQuery,
} from "./upstream.ts";

export interface Do53Options {
  host: string;
  port: number;
  protocol: "udp" | "tcp";
  timeoutMs: number;
  /** UDP sockets (source ports) to spread queries over. */
  sockets?: number;
}

interface Pending {
  question: Uint8Array;
  resolve(answer: Uint8Array): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One connected UDP socket and its queries in flight, by ID. */
class UdpChannel {
  readonly socket: UdpSocket;
  readonly pending = new Map<number, Pending>();
  readonly ready: Promise<void>;

  constructor(host: string, port: number) {
    this.socket = createSocket(host.includes(":") ? "udp6" : "udp4");
    this.socket.on("message", (msg) => this.#onMessage(msg));
    this.socket.on("error", () => {}); // ICMP errors surface as timeouts for the queries in flight
    this.ready = new Promise((resolve, reject) => {
      this.socket.once("error", reject);
      this.socket.connect(port, host, () => {
        this.socket.off("error", reject);
        resolve();
      });
    });
  }

  #onMessage(msg: Buffer): void {
    if (msg.length < 2) return;
    const id = msg.readUInt16BE(0);
    const entry = this.pending.get(id);
    // A message for no query of ours, or for another question, is ignored: it may be spoofed.
    if (entry === undefined || !answersQuestion(msg, id, entry.question)) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(msg);
  }
}

export class Do53Upstream implements Upstream {
  readonly name: string;
  readonly #options: Do53Options;
  readonly #channels: UdpChannel[] = [];
  #next = 0;
  #closed = false;

  constructor(options: Do53Options) {
    this.#options = options;
    const host = options.host.includes(":") ? `[${options.host}]` : options.host;
    this.name = `${options.protocol}://${host}:${options.port}`;
  }

  async resolve(question: UpstreamQuestion): Promise<Uint8Array> {
    if (this.#closed) throw new UpstreamError("Upstream closed");
    if (this.#options.protocol === "tcp") return this.#tcp(question);
    const answer = await this.#udp(question);
    return (answer[2]! & 0x02) !== 0 ? this.#tcp(question) : answer;
  }

  #channel(): UdpChannel {
    const wanted = this.#options.sockets ?? 4;
    if (this.#channels.length < wanted) {
      const channel = new UdpChannel(this.#options.host, this.#options.port);
      this.#channels.push(channel);
      return channel;
    }
    this.#next = (this.#next + 1) % this.#channels.length;
    return this.#channels[this.#next]!;
  }

  async #udp(question: UpstreamQuestion): Promise<Uint8Array> {
    const channel = this.#channel();
    await channel.ready.catch((error: unknown) => {
      throw new UpstreamError(`Cannot reach ${this.name}`, { cause: error });
    });
    let id = randomId();
    while (channel.pending.has(id)) id = randomId();
    const query = upstreamQuery(question, id);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        channel.pending.delete(id);
        reject(new UpstreamError(`No answer from ${this.name} within ${this.#options.timeoutMs} ms`));
      }, this.#options.timeoutMs);
      channel.pending.set(id, { question: question.question, resolve, reject, timer });
      channel.socket.send(query, (error) => {
        if (!error) return;
        channel.pending.delete(id);
        clearTimeout(timer);
        reject(new UpstreamError(`Cannot send to ${this.name}`, { cause: error }));
      });
    });
  }

  #tcp(question: UpstreamQuestion): Promise<Uint8Array> {
    const id = randomId();
    return new Promise((resolve, reject) => {
      const socket = tcpConnect({ host: this.#options.host, port: this.#options.port });
      const fail = (message: string, cause?: unknown) => {
        socket.destroy();
        reject(new UpstreamError(message, { cause }));
      };
      socket.setTimeout(this.#options.timeoutMs, () => fail(`No answer from ${this.name} (TCP) in time`));
      socket.on("error", (error) => fail(`Cannot reach ${this.name} over TCP`, error));
      const reader = new FrameReader(
        (message) => {
          if (!answersQuestion(message, id, question.question)) return fail(`Answer from ${this.name} does not match`);
          socket.end();
          resolve(message);
        },
        (reason) => fail(`Bad TCP answer from ${this.name}: ${reason}`),
      );
      socket.on("data", (chunk) => reader.push(chunk));
      socket.on("end", () => fail(`${this.name} closed the TCP connection without an answer`));
      socket.write(frame(upstreamQuery(question, id)));
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const channel of this.#channels) {
      for (const entry of channel.pending.values()) {
        clearTimeout(entry.timer);
        entry.reject(new UpstreamError("Upstream closed"));
      }
      channel.pending.clear();
      channel.socket.close();
    }
    this.#channels.length = 0;
  }
}
