// The little DNS wire format the end-to-end test needs: a query over UDP, the answer's rcode and
// A records, and an upstream that answers every A question with one fixed address.
import { createSocket, type Socket } from "node:dgram";

const RCODES = ["NOERROR", "FORMERR", "SERVFAIL", "NXDOMAIN", "NOTIMP", "REFUSED"];

export function encodeQuery(name: string, id = 0x1234): Buffer {
  const labels = name
    .split(".")
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, "ascii")]));
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(0x0100, 2); // RD
  header.writeUInt16BE(1, 4);
  return Buffer.concat([header, ...labels, Buffer.from([0, 0, 1, 0, 1])]);
}

/** End offset of the question that starts at 12. */
function questionEnd(message: Buffer): number {
  let offset = 12;
  while (message[offset] !== 0) offset += (message[offset] ?? 0) + 1;
  return offset + 5;
}

export function rcodeOf(message: Buffer): string {
  return RCODES[(message[3] ?? 0) & 0x0f] ?? "OTHER";
}

export function answerCount(message: Buffer): number {
  return message.readUInt16BE(6);
}

export async function udpQuery(port: number, name: string): Promise<Buffer> {
  const socket = createSocket("udp4");
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      socket.once("message", resolve);
      socket.once("error", reject);
      socket.send(encodeQuery(name), port, "127.0.0.1");
    });
  } finally {
    socket.close();
  }
}

/** The question of a message: its name (lower case), type and where it ends. */
export function questionOf(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while ((message[offset] ?? 0) !== 0) {
    const length = message[offset] ?? 0;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 };
}

/** An answer to `query`: the rcode, and one A record (TTL 60) when it asks for A and `address` is given. */
export function answerTo(query: Buffer, options: { rcode?: number; address?: string } = {}): Buffer {
  const { type, end } = questionOf(query);
  const rcode = options.rcode ?? 0;
  const withA = rcode === 0 && type === 1 && options.address !== undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(0x8180 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(withA ? 1 : 0, 6);
  const parts = [header, query.subarray(12, end)];
  if (withA) {
    const octets = (options.address ?? "").split(".").map(Number);
    parts.push(Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4, ...octets]));
  }
  return Buffer.concat(parts);
}

/** An upstream on loopback that answers A questions for every name with `address`, other types with no records. */
export async function startAddressUpstream(address: string): Promise<{ port: number; close(): Promise<void> }> {
  const socket: Socket = createSocket("udp4");
  socket.on("message", (query, peer) => socket.send(answerTo(query, { address }), peer.port, peer.address));
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return { port: socket.address().port, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

/** An upstream resolver on loopback: every question gets one A record 192.0.2.1 (TTL 60). */
export async function startFixedUpstream(): Promise<{ port: number; close(): Promise<void> }> {
  const socket: Socket = createSocket("udp4");
  socket.on("message", (query, peer) => {
    const end = questionEnd(query);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(1, 6);
    const answer = Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4, 192, 0, 2, 1]);
    socket.send(Buffer.concat([header, query.subarray(12, end), answer]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return { port: socket.address().port, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}
