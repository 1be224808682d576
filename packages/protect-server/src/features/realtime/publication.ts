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

/**
 * Rows of one user, by the column holding the user's id (notifications, devices, …); `omit` names
 * columns that never go on the wire (token hashes, ciphertexts).
 */
export function ownedBy(table: string, options: { column?: string; omit?: readonly string[] } = {}): PublishedTable {
  const column = options.column ?? "user_id";
  const omit = options.omit ?? [];
  return {
    table,
    audience: (row) => ({ users: [id(row[column])] }),
    ...(omit.length > 0
      ? { present: (row: Row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key))) }
      : {}),
  };
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

/**
 * The protection and device tables (issues 12 and 13; triggers in migration 0010): a user's own
 * rows, secrets left out. The seed's filter column of domain submissions is `user_id`.
 */
export const protectionPublication: readonly PublishedTable[] = [
  ownedBy("notifications"),
  ownedBy("domain_submissions"),
  ownedBy("user_custom_domains"),
  ownedBy("protected_devices", { omit: ["token_hash", "token_ciphertext"] }),
  ownedBy("device_approval_requests", { omit: ["code_hash", "email_token_hash"] }),
];

const ALLY_WIRE_OMITS = ["invite_token_hash", "last_mail_at", "user_id"];

/**
 * The ally feature's tables (issue 27; triggers in migration 0022): a relationship goes to the user
 * and to the ally's own account, without the invitation hash, the digest bookkeeping or the user's
 * account id (an ally never learns it); approval
 * requests go to the user (allies read theirs through their page or GET /api/allyships).
 */
export const allyPublication: readonly PublishedTable[] = [
  sharedBy("allies", ["user_id", "ally_user_id"], (row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !ALLY_WIRE_OMITS.includes(key))),
  ),
  ownedBy("ally_approvals"),
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
