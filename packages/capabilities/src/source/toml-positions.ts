import { escapeSegment } from "./pointer.ts";

/**
 * Finds where each key and value of a TOML document starts, keyed by JSON pointer. It runs only on
 * text that smol-toml has already accepted, so it can be light: it reads headers, keys and the shape
 * of values (strings, arrays, inline tables) and skips everything else.
 *
 * @example
 * tomlOffsets('[[permissions]]\nidentifier = "a"\n').get("/permissions/0/identifier"); // 16
 */
export function tomlOffsets(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  const arrayTables = new Map<string, number>();
  let i = 0;
  let prefix: string[] = [];

  const at = (s: string) => text.startsWith(s, i);
  const pointerOf = (segments: readonly string[]) => segments.map((s) => `/${escapeSegment(s)}`).join("");

  function skipInline(): void {
    while (i < text.length && (text[i] === " " || text[i] === "\t")) i++;
    if (text[i] === "#") while (i < text.length && text[i] !== "\n") i++;
  }

  function skipAll(): void {
    while (i < text.length) {
      const before = i;
      skipInline();
      if (text[i] === "\n" || text[i] === "\r") i++;
      if (i === before) return;
    }
  }

  function readString(): string {
    for (const delimiter of ['"""', "'''"]) {
      if (at(delimiter)) {
        const end = text.indexOf(delimiter, i + 3);
        const close = end < 0 ? text.length : end + 3;
        let extra = 0;
        while (text[close + extra] === delimiter[0] && extra < 2) extra++;
        const raw = text.slice(i + 3, close - 3 + extra);
        i = close + extra;
        return raw;
      }
    }
    const quote = text[i]!;
    const start = ++i;
    while (i < text.length && text[i] !== quote && text[i] !== "\n") i += text[i] === "\\" && quote === '"' ? 2 : 1;
    const raw = text.slice(start, i);
    i++;
    return quote === '"' ? decodeBasic(raw) : raw;
  }

  function readKey(): string[] {
    const segments: string[] = [];
    while (i < text.length) {
      skipInline();
      if (text[i] === '"' || text[i] === "'") segments.push(readString());
      else {
        const start = i;
        while (i < text.length && /[A-Za-z0-9_-]/.test(text[i]!)) i++;
        if (i === start) break;
        segments.push(text.slice(start, i));
      }
      skipInline();
      if (text[i] !== ".") break;
      i++;
    }
    return segments;
  }

  /** The items of an array or inline table after its opening bracket, up to and past `close`. */
  function readItems(close: string, skip: () => void, readItem: () => void): void {
    i++;
    while (i < text.length) {
      skip();
      if (text[i] === close) {
        i++;
        return;
      }
      if (text[i] === ",") {
        i++;
        continue;
      }
      const before = i;
      readItem();
      // Never stall on a character no rule consumes.
      if (i === before) i++;
    }
  }

  function readValue(path: readonly string[]): void {
    offsets.set(pointerOf(path), i);
    const c = text[i];
    if (c === '"' || c === "'") {
      readString();
    } else if (c === "[") {
      let index = 0;
      readItems("]", skipAll, () => readValue([...path, String(index++)]));
    } else if (c === "{") {
      readItems("}", skipInline, () => readAssignment(path));
    } else {
      while (i < text.length && !",]}\n#".includes(text[i]!)) i++;
    }
  }

  function readAssignment(base: readonly string[]): void {
    const keyStart = i;
    const key = readKey();
    offsets.set(pointerOf([...base, ...key]), keyStart);
    skipInline();
    if (text[i] !== "=") return;
    i++;
    skipInline();
    readValue([...base, ...key]);
  }

  /** Expands a header path, stepping into the last element of every array of tables on it. */
  function resolveHeader(segments: readonly string[]): string[] {
    const resolved: string[] = [];
    for (const segment of segments) {
      resolved.push(segment);
      const count = arrayTables.get(pointerOf(resolved));
      if (count !== undefined) resolved.push(String(count - 1));
    }
    return resolved;
  }

  while (i < text.length) {
    const before = i;
    skipAll();
    if (i >= text.length) break;
    const start = i;
    if (at("[[")) {
      i += 2;
      const segments = readKey();
      const parent = resolveHeader(segments.slice(0, -1));
      const table = [...parent, ...segments.slice(-1)];
      const count = arrayTables.get(pointerOf(table)) ?? 0;
      arrayTables.set(pointerOf(table), count + 1);
      offsets.set(pointerOf(table), offsets.get(pointerOf(table)) ?? start);
      prefix = [...table, String(count)];
      offsets.set(pointerOf(prefix), start);
      while (i < text.length && text[i] !== "\n") i++;
    } else if (text[i] === "[") {
      i++;
      prefix = resolveHeader(readKey());
      offsets.set(pointerOf(prefix), start);
      while (i < text.length && text[i] !== "\n") i++;
    } else {
      readAssignment(prefix);
      while (i < text.length && text[i] !== "\n") i++;
    }
    if (i === before) i++;
  }
  return offsets;
}

function decodeBasic(raw: string): string {
  return raw.replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (_, sequence: string) => {
    if (sequence.length > 1) return String.fromCodePoint(Number.parseInt(sequence.slice(1), 16));
    return (
      ({ n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", e: "\u001b" } as Record<string, string>)[sequence] ?? sequence
    );
  });
}
