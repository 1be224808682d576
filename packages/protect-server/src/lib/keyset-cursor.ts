import { AppError } from "../platform/errors.ts";

/** A position in a newest-first list: the last row's creation time and id (ties broken by id). */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** The opaque cursor of a position: base64url of `<createdAt ISO>|<id>`. */
export function encodeCursor(row: KeysetPosition): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** The position of a cursor; 400 invalid_input (on `querystring.cursor`) for anything else. */
export function decodeCursor(cursor: string): KeysetPosition {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError("invalid_input", "Invalid cursor", {
      fields: [{ path: "querystring.cursor", message: "Invalid cursor" }],
    });
  }
  return { createdAt, id };
}
