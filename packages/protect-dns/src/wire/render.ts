// Serves a stored upstream answer to one client: its ID and question spelling, TTLs aged by the
// time spent in the cache, and our own OPT record (EDNS, padding). Too big for the client's UDP
// size: a truncated answer, so that the client retries over TCP.
import { FLAG_AA, FLAG_AD, HEADER_SIZE } from "./constants.ts";
import type { Query } from "./query.ts";
import { type AnswerShape, answerFlags, paddingLength, truncatedResponse, writeOpt } from "./response.ts";
import type { ScannedAnswer } from "./scan.ts";

const OPT_FIXED = 11;

/**
 * Renders `answer` (stored `age` seconds ago) as the reply to `q`. The stored question has the
 * same wire length as the query's (same name, maybe other letter case), so offsets stay valid.
 */
export function renderAnswer(answer: ScannedAnswer, q: Query, age: number, shape: AnswerShape): Uint8Array {
  const stored = answer.bytes;
  const base = stored.length + (q.edns === null ? 0 : OPT_FIXED);
  if (base > shape.maxSize) return truncatedResponse(q, answer.rcode, shape);
  const padding = paddingLength(base, q.edns, shape);
  const out = Buffer.allocUnsafe(base + (padding > 0 ? 4 + padding : 0));
  out.set(stored, 0);
  // The client's ID and question spelling, byte by byte: cheaper than two subarray views.
  const message = q.message;
  out[0] = message[0]!;
  out[1] = message[1]!;
  for (let i = HEADER_SIZE; i < q.questionEnd; i++) out[i] = message[i]!;
  const wantsAd = (q.flags & FLAG_AD) !== 0 || (q.edns?.dnssecOk ?? false);
  const flags = answerFlags(q.flags, answer.rcode) | (answer.flags & FLAG_AA) | (wantsAd ? answer.flags & FLAG_AD : 0);
  out[2] = flags >> 8;
  out[3] = flags & 0xff;
  const offsets = answer.ttlOffsets;
  const ttls = answer.ttls;
  for (let i = 0; i < offsets.length; i++) {
    const ttl = Math.max(0, ttls[i]! - age);
    const at = offsets[i]!;
    out[at] = ttl >>> 24;
    out[at + 1] = (ttl >>> 16) & 0xff;
    out[at + 2] = (ttl >>> 8) & 0xff;
    out[at + 3] = ttl & 0xff;
  }
  if (q.edns !== null) {
    const additional = ((stored[10]! << 8) | stored[11]!) + 1;
    out[10] = additional >> 8;
    out[11] = additional & 0xff;
    writeOpt(out, stored.length, { edns: q.edns, rcode: answer.rcode, ede: null, edeText: null, padding });
  }
  return out;
}
