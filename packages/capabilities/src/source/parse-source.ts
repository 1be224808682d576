import { parse as parseToml, TomlError } from "smol-toml";
import type { DiagnosticCode, Position } from "../diagnostic.ts";
import { JsonSyntaxError, parseJsonText } from "./json-parser.ts";
import { documentOf, lineIndex, type ParseResult, type SourceFormat } from "./source-document.ts";
import { tomlOffsets } from "./toml-positions.ts";

/** The format a file name implies, as Tauri reads capability files: by extension. */
export function formatOf(path: string): SourceFormat | undefined {
  const match = /\.(json5?|toml)$/i.exec(path);
  return match ? (match[1]!.toLowerCase() as SourceFormat) : undefined;
}

function failure(
  path: string,
  code: DiagnosticCode,
  message: string,
  at: Position = { line: 1, column: 1 },
): ParseResult {
  return { ok: false, diagnostics: [{ severity: "error", code, path, pointer: "", ...at, message }] };
}

function toText(content: string | Uint8Array): string | undefined {
  if (typeof content === "string") return content;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(content);
  } catch {
    return undefined;
  }
}

/**
 * Parses a capability file's text (JSON, JSON5 or TOML, chosen by extension) into a document that
 * can locate any JSON pointer. Never throws: a syntax error comes back as a diagnostic.
 *
 * @example
 * const result = parseSource("default.json", '{"identifier": "main"}');
 * if (result.ok) result.document.locate("/identifier"); // { line: 1, column: 16 }
 */
export function parseSource(path: string, content: string | Uint8Array): ParseResult {
  const format = formatOf(path);
  if (!format) {
    return failure(path, "format", `Unknown capability file format "${path}": expected a .json, .json5 or .toml file`);
  }
  const decoded = toText(content);
  if (decoded === undefined) return failure(path, "encoding", "File is not valid UTF-8: expected UTF-8 text");
  // A byte order mark is not part of the document.
  const text = decoded.startsWith("\ufeff") ? decoded.slice(1) : decoded;
  const locate = lineIndex(text);
  if (format === "toml") {
    let value: unknown;
    try {
      value = parseToml(text);
    } catch (error) {
      if (error instanceof TomlError) {
        const first = error.message.split("\n")[0] ?? "";
        const detail = first.replace(/^Invalid TOML document: /, "");
        return failure(path, "syntax", `Invalid TOML: ${detail}`, { line: error.line, column: error.column });
      }
      return failure(path, "syntax", `Invalid TOML: ${String(error)}`);
    }
    const positions = new Map<string, Position>();
    for (const [pointer, offset] of tomlOffsets(text)) positions.set(pointer, locate(offset));
    return { ok: true, document: documentOf({ path, format, value, positions }) };
  }
  try {
    const parsed = parseJsonText(text, { json5: format === "json5" });
    const positions = new Map<string, Position>();
    for (const [pointer, offset] of parsed.offsets) positions.set(pointer, locate(offset));
    return {
      ok: true,
      document: documentOf({ path, format, value: parsed.value, positions, duplicateKeys: parsed.duplicateKeys }),
    };
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      const kind = format === "json5" ? "JSON5" : "JSON";
      const detail = error.message.charAt(0).toLowerCase() + error.message.slice(1);
      return failure(path, "syntax", `Invalid ${kind}: ${detail}`, locate(error.offset));
    }
    throw error;
  }
}
