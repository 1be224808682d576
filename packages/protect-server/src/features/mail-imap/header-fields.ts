/** A fetched header block as name → unfolded value (names lower-cased, the first of repeats). */
export function headerFields(block: Buffer | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!block) return fields;
  for (const line of block
    .toString("latin1")
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    fields[name] ??= line.slice(colon + 1).trim();
  }
  return fields;
}
