// Path patterns of reservations and the one overlap rule: two patterns overlap when some path
// could match both. Decided exactly (no path list, no filesystem): a pattern is a sequence of
// segments, `**` spans any number of segments, `*` any run of characters within one segment and
// `?` one character. A pattern that names a folder covers everything below it: one ending in `/`
// (stored as `…/**`), or one whose last segment has neither a wildcard nor a dot (`src/core`,
// `packages/hub`), so a folder reservation guards the files inside it while `src/hub.ts` stays one
// file. See docs/decisions/hub-reservations.md.

const ANY_DEPTH = "**";

/** True when the pattern names a folder by its look: a last segment without wildcard or dot. */
export function namesFolder(pattern: string): boolean {
  const last = pattern.split("/").at(-1) ?? "";
  return !/[*?.]/.test(last);
}

/** Segments of a normalised pattern, with the implicit `**` of a folder that covers what lies below it. */
function segmentsOf(pattern: string): string[] {
  const segments = pattern.split("/");
  return namesFolder(pattern) ? [...segments, ANY_DEPTH] : segments;
}

/**
 * True when some path matches both patterns (each read as covering the paths below its matches).
 * @example
 * patternsOverlap("src/**\/*.ts", "src/core/hub.ts"); // true
 * patternsOverlap("src/*.ts", "docs/*.md");          // false
 */
export function patternsOverlap(a: string, b: string): boolean {
  return segmentsOverlap(segmentsOf(a), segmentsOf(b));
}

function segmentsOverlap(a: string[], b: string[]): boolean {
  const seen = new Map<number, boolean>();
  const visit = (i: number, j: number): boolean => {
    const key = i * (b.length + 1) + j;
    const known = seen.get(key);
    if (known !== undefined) return known;
    seen.set(key, false);
    let result: boolean;
    if (i === a.length && j === b.length) result = true;
    else if (a[i] === ANY_DEPTH) result = visit(i + 1, j) || (j < b.length && visit(i, j + 1));
    else if (b[j] === ANY_DEPTH) result = visit(i, j + 1) || (i < a.length && visit(i + 1, j));
    else if (i === a.length || j === b.length) result = false;
    else result = segmentPatternsOverlap(a[i]!, b[j]!) && visit(i + 1, j + 1);
    seen.set(key, result);
    return result;
  };
  return visit(0, 0);
}

/** True when some segment text matches both one-segment patterns (`*` and `?` as in globs). */
export function segmentPatternsOverlap(a: string, b: string): boolean {
  const seen = new Map<number, boolean>();
  const visit = (i: number, j: number): boolean => {
    const key = i * (b.length + 1) + j;
    const known = seen.get(key);
    if (known !== undefined) return known;
    seen.set(key, false);
    let result: boolean;
    if (i === a.length && j === b.length) result = true;
    else if (a[i] === "*") result = visit(i + 1, j) || (j < b.length && visit(i, j + 1));
    else if (b[j] === "*") result = visit(i, j + 1) || (i < a.length && visit(i + 1, j));
    else if (i === a.length || j === b.length) result = false;
    else result = (a[i] === "?" || b[j] === "?" || a[i] === b[j]) && visit(i + 1, j + 1);
    seen.set(key, result);
    return result;
  };
  return visit(0, 0);
}

/**
 * The canonical form of a pattern: `./` dropped, a trailing `/` made `/**` (the folder and all
 * below it), `*` runs inside a segment collapsed to one `*`, a segment of only stars made `**`.
 */
export function normalizePattern(pattern: string): string {
  return pattern
    .replace(/^(\.\/)+/, "")
    .replace(/(.)\/+$/, "$1/**")
    .split("/")
    .map((segment) => (/^\*{2,}$/.test(segment) ? ANY_DEPTH : segment.replace(/\*{2,}/g, "*")))
    .join("/");
}

/** Why a pattern is refused, or undefined when it is a valid project-relative pattern. */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.startsWith("/") || /^[A-Za-z]:/.test(pattern)) return "must be relative to the project";
  if (pattern.includes("\\")) return "must use / between folders";
  if (/[[\]{}!]/.test(pattern)) return "may use only *, ? and ** as wildcards (no [], {} or !)";
  const segments = normalizePattern(pattern).split("/");
  if (segments.some((segment) => segment === "")) return "must not have empty folder names";
  if (segments.some((segment) => segment === "." || segment === "..")) return "must not contain . or .. folders";
  return undefined;
}
