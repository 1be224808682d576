/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidates closest to a misspelt word: those at the smallest distance (at most `limit`),
 * within a budget that grows with the word's length.
 *
 * @example
 * closestMatches("fs:reed-file", ["fs:read-file", "fs:write-file"]); // ["fs:read-file"]
 */
export function closestMatches(word: string, candidates: Iterable<string>, limit = 3): string[] {
  const budget = Math.max(2, Math.floor(word.length / 4));
  const lower = word.toLowerCase();
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const distance = candidate.toLowerCase() === lower ? 0 : editDistance(lower, candidate.toLowerCase());
    if (distance <= budget && candidate !== word) scored.push({ candidate, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || (x.candidate < y.candidate ? -1 : 1));
  // Only the best distance: a far second guess is noise next to a near first one.
  const best = scored[0]?.distance;
  return scored
    .filter((s) => s.distance === best)
    .slice(0, limit)
    .map((s) => s.candidate);
}

/** `: did you mean "a" or "b"?`, or an empty string when there is nothing to suggest. */
export function didYouMean(matches: readonly string[]): string {
  if (matches.length === 0) return "";
  const quoted = matches.map((m) => `"${m}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
  return `: did you mean ${list}?`;
}
