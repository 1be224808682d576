// A reader for the plain YAML that the hub itself writes (block mappings of scalars, block lists of
// scalars, ISO timestamps as strings), so that a command that only reads a file or two never loads
// the yaml package (~10 ms of a ~80 ms command start: docs/decisions/hub-cli-cold-start.md).
//
// It is an optimisation, not a second definition of YAML: for any text it either gives exactly what
// yaml's parse gives (YAML 1.2 core schema) or says NOT_SIMPLE, and the caller asks yaml. Whatever it
// is not sure of (flow collections, multi-line or commented scalars, anchors, tags, numbers other than
// small decimal integers, unusual characters) is NOT_SIMPLE. yaml-simple.test.ts checks the promise
// against yaml on generated documents and on random text.

/** Returned for text this reader leaves to the yaml package. */
export const NOT_SIMPLE: unique symbol = Symbol("not simple YAML");

/** Characters the reader leaves to yaml: controls (a line feed aside), line separators, surrogates, BOMs, specials. */
function hasUnsureCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f) continue;
    if (code === 0x0a) continue;
    if (code < 0xa0 || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff) || code >= 0xfeff) {
      return true;
    }
  }
  return false;
}
const KEY_LINE = /^( *)([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
const ITEM_LINE = /^( *)-(?: +(.*))?$/;
const RESERVED_KEY =
  /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;
/** A plain scalar the reader reads as a string: a safe first character, safe characters after. */
const PLAIN_STRING =
  /^[A-Za-z0-9_/(\u00a1-\u1fff\u3000-\ud7ff][A-Za-z0-9 _.,:/@()+\-'"=!?%\u00a1-\u1fff\u3000-\ud7ff]*$/;
const SMALL_INTEGER = /^-?(?:0|[1-9][0-9]{0,14})$/;
/** What YAML 1.2's core schema reads as a number (plus every other digit-led form, to be safe). */
const NUMBER_LIKE = /^[-+]?(?:[0-9][0-9a-fA-FxXoO_.eE+-]*|\.[0-9a-zA-Z]+)$/;

interface Line {
  indent: number;
  text: string;
}

class NotSimple extends Error {}

function fail(): never {
  throw new NotSimple();
}

/** The value of `text` as yaml would parse it, or NOT_SIMPLE. An empty document is null. */
export function parseSimpleYaml(text: string): unknown {
  if (hasUnsureCharacter(text)) return NOT_SIMPLE;
  const lines: Line[] = [];
  for (const raw of text.split("\n")) {
    // Only the space separates in YAML (tabs are already left to yaml): a no-break or ideographic
    // space is content, so String's trim, which takes every Unicode space, is not used here.
    const trimmed = raw.replace(/ +$/, "");
    if (trimmed === "") continue;
    const indent = /^ */.exec(trimmed)![0].length;
    if (trimmed[indent] === "#") continue;
    lines.push({ indent, text: trimmed });
  }
  if (lines.length === 0) return null;
  if (lines[0]!.indent !== 0) return NOT_SIMPLE;
  try {
    const position = { next: 0 };
    const value = KEY_LINE.test(lines[0]!.text) ? readMap(lines, position, 0) : fail();
    return position.next === lines.length ? value : NOT_SIMPLE;
  } catch (error) {
    if (error instanceof NotSimple) return NOT_SIMPLE;
    throw error;
  }
}

function readMap(lines: Line[], position: { next: number }, indent: number): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  while (position.next < lines.length) {
    const line = lines[position.next]!;
    if (line.indent < indent) break;
    if (line.indent > indent) fail();
    const match = KEY_LINE.exec(line.text) ?? fail();
    const key = match[2]!;
    if (RESERVED_KEY.test(key) || Object.hasOwn(map, key)) fail();
    position.next++;
    const inline = match[3];
    const following = lines[position.next];
    if (inline !== undefined) {
      // A deeper line after an inline value continues a multi-line scalar: left to yaml.
      if (following && following.indent > indent) fail();
      map[key] = readScalar(inline);
    } else if (following && following.indent > indent && KEY_LINE.test(following.text)) {
      map[key] = readMap(lines, position, following.indent);
    } else if (following && following.indent >= indent && ITEM_LINE.test(following.text)) {
      map[key] = readList(lines, position, following.indent);
    } else if (following && following.indent > indent) {
      fail();
    } else {
      map[key] = null;
    }
  }
  return map;
}

function readList(lines: Line[], position: { next: number }, indent: number): unknown[] {
  const list: unknown[] = [];
  while (position.next < lines.length) {
    const line = lines[position.next]!;
    if (line.indent !== indent) {
      if (line.indent > indent) fail();
      break;
    }
    const match = ITEM_LINE.exec(line.text);
    if (!match) break;
    position.next++;
    const following = lines[position.next];
    if (following && following.indent > indent) fail();
    const item = match[2];
    // "- key: value" is a mapping inside the list: left to yaml.
    if (item !== undefined && (/: |:$/.test(item) || item.startsWith("- ") || item === "-")) fail();
    list.push(item === undefined ? null : readScalar(item));
  }
  return list;
}

function readScalar(text: string): unknown {
  const first = text[0];
  if (first === '"') return readDoubleQuoted(text);
  if (first === "'") return readSingleQuoted(text);
  if (text === "[]") return [];
  if (text === "{}") return {};
  if (text === "~" || text === "null" || text === "Null" || text === "NULL") return null;
  if (text === "true" || text === "True" || text === "TRUE") return true;
  if (text === "false" || text === "False" || text === "FALSE") return false;
  if (SMALL_INTEGER.test(text)) return Number(text);
  if (NUMBER_LIKE.test(text) || text.endsWith(":") || text.includes(": ") || text.includes(" #")) fail();
  if (!PLAIN_STRING.test(text) || RESERVED_KEY.test(text)) fail();
  return text;
}

function readDoubleQuoted(text: string): string {
  if (text.length < 2 || !text.endsWith('"')) fail();
  // JSON's escapes mean the same in YAML's double-quoted style; anything else is left to yaml.
  if (/\\[^"\\/bfnrtu]/.test(text.replace(/\\\\/g, ""))) fail();
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" ? value : fail();
  } catch {
    return fail();
  }
}

function readSingleQuoted(text: string): string {
  if (text.length < 2 || !text.endsWith("'")) fail();
  const inner = text.slice(1, -1);
  if (inner.replace(/''/g, "").includes("'")) fail();
  return inner.replace(/''/g, "'");
}

/**
 * Block YAML for a mapping of scalars, lists of scalars and nested such mappings, or NOT_SIMPLE.
 * The text is checked by reading it back: parseSimpleYaml gives what yaml gives, so a text it reads
 * back as `value` is one that yaml reads as `value` too.
 */
export function stringifySimpleYaml(
  value: unknown,
  equal: (a: unknown, b: unknown) => boolean,
): string | typeof NOT_SIMPLE {
  if (!isPlainObject(value)) return NOT_SIMPLE;
  const out: string[] = [];
  try {
    writeMap(value, "", out);
  } catch (error) {
    if (error instanceof NotSimple) return NOT_SIMPLE;
    throw error;
  }
  if (out.length === 0) return NOT_SIMPLE;
  const text = `${out.join("\n")}\n`;
  return equal(parseSimpleYaml(text), value) ? text : NOT_SIMPLE;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function writeMap(map: Record<string, unknown>, indent: string, out: string[]): void {
  for (const [key, value] of Object.entries(map)) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) || RESERVED_KEY.test(key)) fail();
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(`${indent}${key}: []`);
      else {
        out.push(`${indent}${key}:`);
        for (const item of value) out.push(`${indent}  - ${writeScalar(item)}`);
      }
    } else if (isPlainObject(value)) {
      if (Object.keys(value).length === 0) out.push(`${indent}${key}: {}`);
      else {
        out.push(`${indent}${key}:`);
        writeMap(value, `${indent}  `, out);
      }
    } else out.push(`${indent}${key}: ${writeScalar(value)}`);
  }
}

function writeScalar(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return SMALL_INTEGER.test(String(value)) ? String(value) : fail();
  if (typeof value !== "string") return fail();
  try {
    if (readScalar(value) === value) return value;
  } catch (error) {
    if (!(error instanceof NotSimple)) throw error;
  }
  return JSON.stringify(value);
}
