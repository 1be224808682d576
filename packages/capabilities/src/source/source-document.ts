import type { Diagnostic, Position } from "../diagnostic.ts";
import { parentPointer } from "./pointer.ts";

export type SourceFormat = "json" | "json5" | "toml";

/** A parsed file: its value and where each JSON pointer starts in the text. */
export interface SourceDocument {
  readonly path: string;
  readonly format: SourceFormat;
  readonly value: unknown;
  /** Pointers of keys given twice in one object (JSON and JSON5; TOML rejects them as syntax). */
  readonly duplicateKeys: readonly string[];
  /** Start of the value at a pointer, or of its nearest located ancestor. */
  locate(pointer: string): Position;
}

export type ParseResult =
  | { readonly ok: true; readonly document: SourceDocument }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** Builds a document whose `locate` falls back to the closest ancestor that has a position. */
export function documentOf(parts: {
  path: string;
  format: SourceFormat;
  value: unknown;
  positions: ReadonlyMap<string, Position>;
  duplicateKeys?: readonly string[];
}): SourceDocument {
  const { path, format, value, positions, duplicateKeys = [] } = parts;
  return {
    path,
    format,
    value,
    duplicateKeys,
    locate(pointer) {
      let current: string | undefined = pointer;
      while (current !== undefined) {
        const found = positions.get(current);
        if (found) return found;
        current = parentPointer(current);
      }
      return { line: 1, column: 1 };
    },
  };
}

/** Maps offsets of one text to line and column (1-based, in UTF-16 code units). */
export function lineIndex(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  };
}
