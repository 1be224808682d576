/** Sorted UIDs as an IMAP sequence set of ranges: [1,2,3,7,9,10] → "1:3,7,9:10". */
export function uidRanges(sorted: readonly number[]): string {
  const parts: string[] = [];
  let start = sorted[0];
  let previous = start;
  for (const uid of sorted.slice(1)) {
    if (previous !== undefined && uid === previous + 1) {
      previous = uid;
      continue;
    }
    if (start !== undefined) parts.push(start === previous ? `${start}` : `${start}:${previous}`);
    start = uid;
    previous = uid;
  }
  if (start !== undefined) parts.push(start === previous ? `${start}` : `${start}:${previous}`);
  return parts.join(",");
}
