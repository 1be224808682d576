/** A compiled window or webview label pattern. */
export interface LabelGlob {
  readonly source: string;
  matches(label: string): boolean;
}

/** Thrown for a pattern Tauri's glob parser rejects; `index` is where the problem starts. */
export class GlobSyntaxError extends Error {
  readonly index: number;
  constructor(message: string, index: number) {
    super(message);
    this.name = "GlobSyntaxError";
    this.index = index;
  }
}

const escapeChar = (c: string) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`;

/** Compiles a `[...]` or `[!...]` body the way the glob crate reads it: ranges `a-z`, otherwise single chars. */
function classOf(body: readonly string[], negated: boolean): string {
  const parts: string[] = [];
  for (let i = 0; i < body.length; ) {
    const start = body[i]!;
    const end = body[i + 2];
    if (end !== undefined && body[i + 1] === "-") {
      // A reversed range matches nothing in the glob crate; a regex would reject it.
      if (start <= end) parts.push(`${escapeChar(start)}-${escapeChar(end)}`);
      i += 3;
    } else {
      parts.push(escapeChar(start));
      i += 1;
    }
  }
  if (parts.length === 0) return negated ? "[\\s\\S]" : "[^\\s\\S]";
  return `[${negated ? "^" : ""}${parts.join("")}]`;
}

/**
 * Compiles a label pattern with the rules Tauri applies (the `glob` crate with its default options):
 * case-sensitive; `*` and `?` also match `/`; `**` only as a whole `/`-separated segment;
 * `[...]`/`[!...]` classes; no brace expansion and no escapes.
 *
 * @example
 * compileGlob("main-*").matches("main-2"); // true
 * compileGlob("Main").matches("main"); // false
 */
export function compileGlob(pattern: string): LabelGlob {
  const chars = Array.from(pattern);
  const parts: string[] = [];
  let literal = true;
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (c === "?") {
      parts.push("[\\s\\S]");
      literal = false;
      i++;
    } else if (c === "*") {
      const start = i;
      while (chars[i] === "*") i++;
      const count = i - start;
      literal = false;
      if (count > 2) throw new GlobSyntaxError('wildcards are either "*" or "**"', start + 2);
      if (count === 1) {
        parts.push("[\\s\\S]*");
        continue;
      }
      if (start > 0 && chars[start - 1] !== "/") throw new GlobSyntaxError('"**" must be a whole path segment', start);
      if (i < chars.length && chars[i] !== "/") throw new GlobSyntaxError('"**" must be a whole path segment', i);
      if (i < chars.length) i++;
      const rest = chars.slice(i);
      // `**` ends the match anywhere when only wildcards follow; otherwise it consumes whole segments.
      parts.push(rest.every((r) => r === "*") ? "[\\s\\S]*" : "(?:[\\s\\S]*/)?");
    } else if (c === "[") {
      const negated = chars[i + 1] === "!";
      const searchFrom = i + (negated ? 3 : 2);
      const minimum = i + (negated ? 4 : 3);
      const close = chars.indexOf("]", searchFrom);
      if (minimum > chars.length || close < 0) throw new GlobSyntaxError('unclosed "[" in a character class', i);
      parts.push(classOf(chars.slice(i + (negated ? 2 : 1), close), negated));
      literal = false;
      i = close + 1;
    } else {
      parts.push(escapeChar(c));
      i++;
    }
  }
  if (literal) return { source: pattern, matches: (label) => label === pattern };
  const regex = new RegExp(`^${parts.join("")}$`, "u");
  return { source: pattern, matches: (label) => regex.test(label) };
}
