// The A and AAAA addresses of an answer's records, for the discovery report (issue 28).
import type { ScannedAnswer } from "./scan.ts";

/** Skips a (possibly compressed) name starting at `at`; returns where the record's fixed fields start. */
function skipName(bytes: Uint8Array, at: number): number {
  let offset = at;
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0;
    if (length === 0) return offset + 1;
    if ((length & 0xc0) === 0xc0) return offset + 2;
    offset += length + 1;
  }
  return bytes.length;
}

function ipv6(bytes: Uint8Array, at: number): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[at + i] ?? 0) << 8) | (bytes[at + i + 1] ?? 0)).toString(16));
  return groups.join(":");
}

/** Up to `max` addresses of the A/AAAA records in the answer section (whatever their owner in a CNAME chain). */
export function answerAddresses(answer: ScannedAnswer, max = 8): string[] {
  const { bytes } = answer;
  const addresses: string[] = [];
  let offset = answer.questionEnd;
  for (let record = 0; record < answer.answerCount && addresses.length < max; record++) {
    offset = skipName(bytes, offset);
    if (offset + 10 > bytes.length) break;
    const type = ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
    const length = ((bytes[offset + 8] ?? 0) << 8) | (bytes[offset + 9] ?? 0);
    const data = offset + 10;
    if (data + length > bytes.length) break;
    if (type === 1 && length === 4) addresses.push(Array.from(bytes.subarray(data, data + 4)).join("."));
    else if (type === 28 && length === 16) addresses.push(ipv6(bytes, data));
    offset = data + length;
  }
  return addresses;
}
