// Reads a blocklist as it arrives (one domain a line, `#` comments, blank lines, LF or CRLF) from
// byte chunks straight into a DomainIndexBuilder: no string per line, so a million-line list
// leaves nothing behind on the JavaScript heap.
import type { DomainIndexBuilder } from "./domain-index.ts";

export interface ListReadStats {
  /** Lines read, comments and blank ones included. */
  lines: number;
  /** Lines that are not a valid name (skipped). */
  invalid: number;
}

/** A line longer than this is not a domain (253 bytes at most): it is skipped without being kept. */
const LINE_MAX = 1024;

function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * Feeds every line of `chunks` to `builder.addLine`.
 *
 * @example await readList(createReadStream("list.txt"), new DomainIndexBuilder())
 */
export async function readList(chunks: AsyncIterable<Uint8Array>, builder: DomainIndexBuilder): Promise<ListReadStats> {
  const stats: ListReadStats = { lines: 0, invalid: 0 };
  const line = (src: Uint8Array, start: number, end: number) => {
    stats.lines += 1;
    let first = start;
    while (first < end && isSpace(src[first]!)) first += 1;
    if (first === end || src[first] === 0x23) return;
    if (end - start > LINE_MAX || !builder.addLine(src, start, end)) stats.invalid += 1;
  };
  // The start of a line that continues in the next chunk (null: none), cut at LINE_MAX + 1 bytes.
  let carry: Uint8Array | null = null;
  for await (const chunk of chunks) {
    let start = 0;
    let newline = chunk.indexOf(0x0a);
    while (newline >= 0) {
      if (carry === null) line(chunk, start, newline);
      else if (carry.length > LINE_MAX) line(carry, 0, carry.length);
      else {
        const joined = Buffer.concat([carry, chunk.subarray(0, Math.min(newline, LINE_MAX + 1))]);
        line(joined, 0, joined.length);
      }
      carry = null;
      start = newline + 1;
      newline = chunk.indexOf(0x0a, start);
    }
    if (start < chunk.length && (carry === null || carry.length <= LINE_MAX)) {
      const rest = chunk.subarray(start, start + LINE_MAX + 1);
      carry = carry === null ? rest.slice() : Buffer.concat([carry, rest]).subarray(0, LINE_MAX + 1);
    }
  }
  if (carry !== null) line(carry, 0, carry.length);
  return stats;
}
