import { escapeSegment } from "./pointer.ts";

/** A syntax error at an offset of the text; the message says what was expected. */
export class JsonSyntaxError extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.name = "JsonSyntaxError";
    this.offset = offset;
  }
}

export interface JsonParseOptions {
  /** Accept JSON5 (comments, trailing commas, single quotes, bare keys, hex, Infinity, NaN). */
  readonly json5: boolean;
  /** Deeper nesting is a syntax error rather than a stack overflow. */
  readonly maxDepth?: number;
}

export interface JsonParsed {
  readonly value: unknown;
  /** Start offset of every value, keyed by JSON pointer. */
  readonly offsets: ReadonlyMap<string, number>;
  /** Pointers of keys given more than once in one object (the last value wins). */
  readonly duplicateKeys: readonly string[];
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};
const JSON5_ESCAPES: Record<string, string> = { ...SIMPLE_ESCAPES, "'": "'", v: "\v", "0": "\0" };
const JSON5_SPACE = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const ID_START = /[\p{ID_Start}$_]/u;
const ID_CONTINUE = /[\p{ID_Continue}$_\u200c\u200d]/u;
const STRICT_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const JSON5_NUMBER = /[+-]?(?:Infinity|NaN|0[xX][0-9a-fA-F]+|(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/y;

/** Describes the character at an offset for an error message. */
function found(text: string, offset: number): string {
  if (offset >= text.length) return "end of file";
  const char = String.fromCodePoint(text.codePointAt(offset) ?? 0);
  return char.trim() === "" ? `character U+${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}` : `"${char}"`;
}

/**
 * Parses JSON or JSON5 text and records where every value starts.
 *
 * @example
 * const { value, offsets } = parseJsonText('{"a": [1]}', { json5: false });
 * offsets.get("/a/0"); // 7
 */
export function parseJsonText(text: string, options: JsonParseOptions): JsonParsed {
  const { json5 } = options;
  const maxDepth = options.maxDepth ?? 256;
  const offsets = new Map<string, number>();
  const duplicateKeys: string[] = [];
  let i = 0;

  const fail = (message: string, at = i): never => {
    throw new JsonSyntaxError(message, at);
  };

  function skipSpace(): void {
    while (i < text.length) {
      const c = text[i]!;
      if (c === " " || c === "\t" || c === "\n" || c === "\r") i++;
      else if (json5 && JSON5_SPACE.test(c)) i++;
      else if (c === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) {
        if (!json5) fail("Comments are not allowed in JSON: rename the file to .json5 to use them");
        if (text[i + 1] === "/") {
          while (i < text.length && !"\n\r\u2028\u2029".includes(text[i]!)) i++;
        } else {
          const end = text.indexOf("*/", i + 2);
          if (end < 0) fail('Unterminated comment: expected "*/"');
          i = end + 2;
        }
      } else break;
    }
  }

  function parseString(): string {
    const quote = text[i]!;
    const start = i;
    i++;
    let out = "";
    const escapes = json5 ? JSON5_ESCAPES : SIMPLE_ESCAPES;
    while (true) {
      if (i >= text.length) fail(`Unterminated string: expected a closing ${quote}`, start);
      const c = text[i]!;
      if (c === quote) {
        i++;
        return out;
      }
      if (c === "\\") {
        const e = text[i + 1] ?? "";
        if (e in escapes) {
          out += escapes[e];
          i += 2;
        } else if (e === "u" || (json5 && e === "x")) {
          const length = e === "u" ? 4 : 2;
          const hex = text.slice(i + 2, i + 2 + length);
          if (!new RegExp(`^[0-9a-fA-F]{${length}}$`).test(hex))
            fail(`Invalid escape "\\${e}${hex}": expected ${length} hex digits`);
          out += String.fromCharCode(Number.parseInt(hex, 16));
          i += 2 + length;
        } else if (json5 && (e === "\n" || e === "\u2028" || e === "\u2029")) {
          i += 2;
        } else if (json5 && e === "\r") {
          i += text[i + 2] === "\n" ? 3 : 2;
        } else if (json5 && e !== "" && !/[1-9]/.test(e)) {
          out += e;
          i += 2;
        } else {
          fail(`Invalid escape "\\${e}" in a string`);
        }
        continue;
      }
      if (c === "\n" || c === "\r" || (!json5 && c.charCodeAt(0) < 0x20)) {
        fail(`Unescaped control character in a string: expected "\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}"`);
      }
      out += c;
      i++;
    }
  }

  function parseKey(): string {
    const c = text[i];
    if (c === '"' || (json5 && c === "'")) return parseString();
    if (json5) {
      const start = i;
      const first = String.fromCodePoint(text.codePointAt(i) ?? 0);
      if (ID_START.test(first)) {
        i += first.length;
        while (i < text.length) {
          const next = String.fromCodePoint(text.codePointAt(i) ?? 0);
          if (!ID_CONTINUE.test(next)) break;
          i += next.length;
        }
        return text.slice(start, i);
      }
      return fail(`Expected a property name, found ${found(text, i)}`);
    }
    return fail(`Expected a property name in double quotes, found ${found(text, i)}`);
  }

  function parseNumber(): number {
    const pattern = json5 ? JSON5_NUMBER : STRICT_NUMBER;
    pattern.lastIndex = i;
    const match = pattern.exec(text);
    if (!match) return fail(`Expected a value, found ${found(text, i)}`);
    i += match[0].length;
    const raw = match[0];
    const sign = raw.startsWith("-") ? -1 : 1;
    const body = raw.replace(/^[+-]/, "");
    if (body === "Infinity") return sign * Number.POSITIVE_INFINITY;
    if (body === "NaN") return Number.NaN;
    if (/^0x/i.test(body)) return sign * Number.parseInt(body.slice(2), 16);
    return sign * Number(body);
  }

  function parseValue(pointer: string, depth: number): unknown {
    skipSpace();
    offsets.set(pointer, i);
    const c = text[i];
    if (c === "{" || c === "[") {
      if (depth >= maxDepth) fail(`Nesting is deeper than ${maxDepth} levels: expected a flatter document`);
      return c === "{" ? parseObject(pointer, depth + 1) : parseArray(pointer, depth + 1);
    }
    if (c === '"' || (json5 && c === "'")) return parseString();
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    if (c !== undefined && /[-+.0-9IN]/.test(c)) return parseNumber();
    return fail(
      i >= text.length ? "Unexpected end of file: expected a value" : `Expected a value, found ${found(text, i)}`,
    );
  }

  function parseObject(pointer: string, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    i++;
    skipSpace();
    if (text[i] === "}") {
      i++;
      return result;
    }
    while (true) {
      skipSpace();
      if (json5 && text[i] === "}") {
        i++;
        return result;
      }
      const key = parseKey();
      skipSpace();
      if (text[i] !== ":") fail(`Expected ":" after property name "${key}", found ${found(text, i)}`);
      i++;
      const child = `${pointer}/${escapeSegment(key)}`;
      if (Object.hasOwn(result, key)) duplicateKeys.push(child);
      const value = parseValue(child, depth);
      // defineProperty keeps a "__proto__" key as data instead of changing the prototype.
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      skipSpace();
      if (text[i] === "}") {
        i++;
        return result;
      }
      if (text[i] !== ",") fail(`Expected "," or "}" after a property, found ${found(text, i)}`);
      i++;
      skipSpace();
      if (!json5 && text[i] === "}") fail("Trailing comma is not allowed in JSON: expected a property name");
    }
  }

  function parseArray(pointer: string, depth: number): unknown[] {
    const result: unknown[] = [];
    i++;
    skipSpace();
    if (text[i] === "]") {
      i++;
      return result;
    }
    while (true) {
      skipSpace();
      if (json5 && text[i] === "]") {
        i++;
        return result;
      }
      result.push(parseValue(`${pointer}/${result.length}`, depth));
      skipSpace();
      if (text[i] === "]") {
        i++;
        return result;
      }
      if (text[i] !== ",") fail(`Expected "," or "]" after an array item, found ${found(text, i)}`);
      i++;
      skipSpace();
      if (!json5 && text[i] === "]") fail("Trailing comma is not allowed in JSON: expected a value");
    }
  }

  const value = parseValue("", 0);
  skipSpace();
  if (i < text.length) fail(`Expected end of file after the value, found ${found(text, i)}`);
  return { value, offsets, duplicateKeys };
}
