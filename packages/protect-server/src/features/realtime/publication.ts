/** A changed row as the trigger sends it: snake_case columns, values as JSON. */
export type Row = Record<string, unknown>;

/**
 * Who may receive a change: named users, or the connections subscribed to a channel (e.g.
 * `room:<id>`, which any signed-in user may join because rooms are public).
 */
export type Audience = { users: string[] } | { channel: string };

export interface PublishedTable {
  /** The table name, as the trigger reports it (TG_TABLE_NAME). */
  table: string;
  /** Who may see this row; the hub sends it to nobody else. */
  audience(row: Row): Audience;
  /** What of the row goes on the wire (e.g. blank a deleted message's content); default all. */
  present?(row: Row): Row;
}

const id = (value: unknown): string => (typeof value === "string" ? value : "");

/** Rows of one user, by the column holding the user's id (notifications, devices, …). */
export function ownedBy(table: string, column = "user_id"): PublishedTable {
  return { table, audience: (row) => ({ users: [id(row[column])] }) };
}

/** Rows two users share (a direct message, a like between a liker and the author). */
export function sharedBy(table: string, columns: [string, string], present?: (row: Row) => Row): PublishedTable {
  return {
    table,
    audience: (row) => ({ users: [...new Set(columns.map((column) => id(row[column])))] }),
    ...(present ? { present } : {}),
  };
}

/** Rows everyone subscribed to `<prefix>:<row[column]>` may see. */
export function channelOf(table: string, prefix: string, column: string, present?: (row: Row) => Row): PublishedTable {
  return { table, audience: (row) => ({ channel: `${prefix}:${id(row[column])}` }), ...(present ? { present } : {}) };
}

/** A deleted message is a tombstone on the wire too: no content. */
const tombstone = (row: Row): Row => (row.deleted_at ? { ...row, content: "" } : row);

/**
 * The tables this branch publishes (each has a `protect_realtime_notify` trigger, migration 0003).
 * Community posts are not published. Tables of other features register the same way: a trigger in
 * their custom migration and an entry passed to `createRealtime({ tables })` (see the README).
 */
export const chatPublication: readonly PublishedTable[] = [
  sharedBy("direct_messages", ["sender_id", "recipient_id"], tombstone),
  channelOf("chat_messages", "room", "room_id", tombstone),
  sharedBy("direct_message_reactions", ["sender_id", "recipient_id"]),
  channelOf("chat_message_reactions", "room", "room_id"),
  sharedBy("comment_likes", ["user_id", "reply_author_id"]),
];

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The wire form of a row: camelCase keys, timestamps (`*_at`) as ISO strings. */
export function toWire(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    out[camel(key)] = key.endsWith("_at") && typeof value === "string" ? new Date(value).toISOString() : value;
  }
  return out;
}
