import { AppError } from "../platform/errors.ts";

/** Position in a list ordered by (time desc, id desc): the last row a page showed. */
export interface Cursor {
  at: Date;
  id: string;
}

/** An opaque cursor string (base64url JSON) for `nextCursor`. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString("base64url");
}

/** The cursor a client sent back; 400 invalid_input when it is not one this server made. */
export function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      const date = typeof at === "string" ? new Date(at) : new Date(Number.NaN);
      if (!Number.isNaN(date.getTime()) && typeof id === "string" && /^[0-9a-f-]{36}$/.test(id)) {
        return { at: date, id };
      }
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError("invalid_input", "Invalid cursor", {
    fields: [{ path: "querystring.cursor", message: "Invalid cursor" }],
  });
}

/** One page of rows fetched with limit + 1: the rows to show and the cursor of the next page. */
export function pageOf<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => Cursor,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
