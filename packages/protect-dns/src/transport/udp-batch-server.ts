// Plain DNS over UDP on the native batched socket: the addon fills a batch of datagrams into
// `input` with one recvmmsg, this loop answers them, writes the synchronous replies into `output`
// and hands the whole batch back for one sendmmsg. Answers that need the upstream are sent on
// their own when they arrive. Same rules as the dgram listener (udp-server.ts).

import { isIP } from "node:net";
import { endianness, constants as osConstants } from "node:os";
import type { Reply } from "../resolve/resolver.ts";
import { EDNS_UDP_SIZE } from "../wire/constants.ts";
import { parseProxyHeader } from "./proxy-protocol.ts";
import type { UdpBatchAddon } from "./udp-io.ts";
import type { Listener, UdpListenOptions } from "./udp-server.ts";

/** Datagrams per batch (recvmmsg/sendmmsg vector length). */
const SLOTS = 64;
/**
 * Room per received datagram. A query is a header, one question (at most 259 octets) and an OPT
 * record, plus a PROXY header behind a balancer: far below this. A longer datagram arrives cut off
 * and is dropped unanswered.
 */
const SLOT_SIZE = 4096;
/** Replies on UDP are at most the EDNS size we announce (larger ones are truncated). */
const OUTPUT_SIZE = SLOTS * EDNS_UDP_SIZE;
const AF_INET = 2;
const littleEndian = endianness() === "LE";

const errnoNames = new Map(Object.entries(osConstants.errno).map(([name, value]) => [value, name]));

function bindError(errno: number, host: string, port: number): Error {
  const code = errnoNames.get(errno) ?? `errno ${errno}`;
  return Object.assign(new Error(`bind ${code} ${host}:${port}`), { code, errno: -errno, syscall: "bind" });
}

/** The sender's address as text, from the sockaddr the addon stored (for the PROXY trust check). */
export function peerAddress(peers: Uint8Array, at: number): string {
  const family = littleEndian ? peers[at]! | (peers[at + 1]! << 8) : (peers[at]! << 8) | peers[at + 1]!;
  if (family === AF_INET) return `${peers[at + 4]}.${peers[at + 5]}.${peers[at + 6]}.${peers[at + 7]}`;
  const address = peers.subarray(at + 8, at + 24);
  let mapped = address[10] === 0xff && address[11] === 0xff;
  for (let i = 0; mapped && i < 10; i++) mapped = address[i] === 0;
  if (mapped) return `::ffff:${address[12]}.${address[13]}.${address[14]}.${address[15]}`;
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((address[i]! << 8) | address[i + 1]!).toString(16));
  return groups.join(":");
}

export async function listenUdpBatched(options: UdpListenOptions, addon: UdpBatchAddon): Promise<Listener> {
  const { resolver, proxy, onError, host } = options;
  const family = isIP(host);
  if (family === 0) throw new Error(`Batched UDP listens on an IP address, not "${host}"`);
  const peerSize = addon.peerSize;
  const input = new Uint8Array(SLOTS * SLOT_SIZE);
  const meta = new Int32Array(4 * SLOTS);
  const peers = new Uint8Array(SLOTS * peerSize);
  const output = new Uint8Array(OUTPUT_SIZE);
  const table = meta.subarray(SLOTS);
  const socket = new addon.UdpBatchSocket(input, meta, peers, output, SLOTS, family === 6);
  const port = socket.bind(host, options.port, options.reusePort ?? false);
  if (port < 0) throw bindError(-port, host, options.port);

  const baseCtx = { transport: "udp" as const, token: options.token };
  const sendLater = (peer: Uint8Array) => (reply: Reply | null) => {
    if (reply !== null) socket.sendTo(reply.bytes, peer);
  };
  socket.start((count) => {
    let replies = 0;
    let used = 0;
    for (let slot = 0; slot < count; slot++) {
      const length = meta[slot]!;
      if (length < 0) continue;
      const start = slot * SLOT_SIZE;
      let message = input.subarray(start, start + length);
      let ctx = baseCtx;
      if (proxy) {
        if (!proxy.allows(peerAddress(peers, slot * peerSize))) continue;
        const header = parseProxyHeader(message);
        if (header === null) continue;
        message = message.subarray(header.length);
        ctx = { transport: "udp", token: header.token };
      }
      let result: ReturnType<typeof resolver.handle>;
      try {
        result = resolver.handle(message, ctx);
      } catch (error) {
        onError(error);
        continue;
      }
      if (result === null) continue;
      if (result instanceof Promise) {
        // The slot is reused by the next batch: keep a copy of the peer for the late answer.
        const peer = peers.slice(slot * peerSize, (slot + 1) * peerSize);
        result.then(sendLater(peer), onError);
        continue;
      }
      const bytes = result.bytes;
      if (used + bytes.length > OUTPUT_SIZE) {
        socket.sendTo(bytes, peers.subarray(slot * peerSize, (slot + 1) * peerSize));
        continue;
      }
      output.set(bytes, used);
      table[3 * replies] = slot;
      table[3 * replies + 1] = used;
      table[3 * replies + 2] = bytes.length;
      used += bytes.length;
      replies += 1;
    }
    if (replies > 0) socket.send(replies);
  });
  return {
    port,
    close: async () => socket.close(),
  };
}
