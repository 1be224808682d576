// The SQLite index: a cache over the entity files for listing, filtering and full-text search.
// One generic `entities` table holds every type as JSON (new types need no migration); FTS5 rows
// share the entity's rowid. The files stay the only source of truth: a missing, foreign or stale
// database is rebuilt from them (see reconcile in index-sync.ts).
import { rmSync } from "node:fs";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { ENTITY_TYPES, type EntityType, type Message } from "./api.ts";
import type { AnyEntity } from "./entity-files.ts";

const SCHEMA_VERSION = "3";
/** How many of the most recent matches a search ranks. */
export const RANK_WINDOW = 1_000;

export interface IndexedRow {
  type: EntityType;
  id: string;
  stamp: string;
  hash: string;
  mtimeMs: number;
  size: number;
  entity: AnyEntity;
}

/** What the index remembers of an entity file to tell whether it changed since. */
export interface FileState {
  mtimeMs: number;
  size: number;
}

/** An entity's id and the FileState its row holds. */
export type FileStateRow = [id: string, mtimeMs: number, size: number];

export interface UpsertOptions {
  /** Full-text indexing; asks pass `{ fts: false }` so search never returns them. Default true. */
  fts?: boolean;
}

export interface ListPage {
  /** Only ids that sort after this one. */
  after?: string;
  limit?: number;
  /** Only entities whose id or one of the fields contains the text. */
  contains?: TextContains;
}

/** Top-level JSON fields compared for equality; an undefined value is no condition. */
export type FieldEquality = Record<string, string | boolean | undefined>;

/** A text filter: the id or one of `fields` (top-level JSON strings) contains `text`, ignoring case. */
export interface TextContains {
  fields: readonly string[];
  text: string;
}

/** Which entities of a type count or list: equal fields and a text filter. */
export interface EntityFilter {
  where?: FieldEquality;
  contains?: TextContains;
}

export interface SearchRow {
  entity: AnyEntity;
  /** FTS5 bm25: negative, lower is better. */
  score: number;
}

/** The SQL function that folds case for text filters: JavaScript's toLowerCase, so every script folds. */
const CASEFOLD = "hub_casefold";

function fieldPath(field: string): string {
  if (!/^[A-Za-z]+$/.test(field)) throw new Error(`Invalid filter field "${field}"`);
  return `'$.${field}'`;
}

/** The WHERE clauses and parameters of a filter over one type. */
function filterSql(type: EntityType, filter: EntityFilter): { sql: string; params: (string | number)[] } {
  const clauses = ["type = ?"];
  const params: (string | number)[] = [type];
  for (const [field, value] of Object.entries(filter.where ?? {})) {
    if (value === undefined) continue;
    clauses.push(`json_extract(data, ${fieldPath(field)}) IS ?`);
    params.push(typeof value === "boolean" ? Number(value) : value);
  }
  if (filter.contains) {
    const needle = filter.contains.text.toLowerCase();
    const haystacks = ["id", ...filter.contains.fields.map((field) => `json_extract(data, ${fieldPath(field)})`)];
    clauses.push(`(${haystacks.map((column) => `instr(${CASEFOLD}(${column}), ?) > 0`).join(" OR ")})`);
    params.push(...haystacks.map(() => needle));
  }
  return { sql: clauses.join(" AND "), params };
}

/** One FTS5 table per type, sharing the entity's rowid: a search never has to filter by type. */
function ftsTable(type: EntityType): string {
  return `fts_${type}`;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entities (
  type TEXT NOT NULL,
  id TEXT NOT NULL,
  stamp TEXT NOT NULL,
  hash TEXT NOT NULL,
  mtime_ms REAL NOT NULL,
  size INTEGER NOT NULL,
  data TEXT NOT NULL,
  UNIQUE (type, id)
);
${ENTITY_TYPES.map((type) => `CREATE VIRTUAL TABLE IF NOT EXISTS ${ftsTable(type)} USING fts5(title, body, tags, tokenize = 'porter unicode61');`).join("\n")}
`;

/**
 * Indexes on JSON fields the board reads (issue 29): a column's page in id order and its count come
 * from (type, status, id) without parsing a row's JSON, the role list from (type, role). Created on
 * every open (IF NOT EXISTS), so an index file of an earlier version gains them without a rebuild.
 * A query uses one only when it repeats the expression exactly: `json_extract(data, '$.status')`.
 */
const FIELD_INDEXES = `
CREATE INDEX IF NOT EXISTS entities_status ON entities (type, json_extract(data, '$.status'), id);
CREATE INDEX IF NOT EXISTS entities_role ON entities (type, json_extract(data, '$.role'));
`;

/**
 * Folder marks (docs/decisions/hub-sqlite-cache.md, "Folder marks"): a type's mark names the state of
 * its folder (device, inode, mtime and ctime) at which the type's rows were exactly its files. A row
 * added or removed by anyone drops the mark in the same transaction (the triggers), so a mark that
 * is still there and still names the folder proves the rows' ids are the files' ids. Created on
 * every open, like the field indexes; a row updated in place (upsert) keeps it.
 */
const FOLDER_MARKS = `
CREATE TABLE IF NOT EXISTS folder_marks (type TEXT PRIMARY KEY, mark TEXT NOT NULL);
CREATE TRIGGER IF NOT EXISTS folder_marks_on_insert AFTER INSERT ON entities
  BEGIN DELETE FROM folder_marks WHERE type = NEW.type; END;
CREATE TRIGGER IF NOT EXISTS folder_marks_on_delete AFTER DELETE ON entities
  BEGIN DELETE FROM folder_marks WHERE type = OLD.type; END;
`;

/**
 * Change-feed tokens (docs/decisions/hub-index-watcher.md): a type's token names the index watcher's
 * answer as of which the type's rows matched its files, so the next catch-up compares only the files
 * changed since. Replaced only by compare-and-set (setFeedToken).
 */
const FEED_TOKENS = `
CREATE TABLE IF NOT EXISTS feed_tokens (type TEXT PRIMARY KEY, token TEXT NOT NULL);
`;

/**
 * The index database, opened (created, or rebuilt when foreign or of another schema) on first use:
 * a command that only reads or writes one entity file (`hub task show`) never opens it.
 */
export class EntityIndex {
  readonly file: string;
  #opened?: DatabaseSync;
  #closed = false;
  #statements = new Map<string, StatementSync>();

  constructor(file: string) {
    this.file = file;
  }

  get #db(): DatabaseSync {
    if (this.#opened) return this.#opened;
    if (this.#closed) throw new Error(`The index database "${this.file}" is closed`);
    let opened = EntityIndex.#tryOpen(this.file);
    if (!opened) {
      // Not a database, or one of another schema: it is only a cache, so start over.
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${this.file}${suffix}`, { force: true });
      opened = EntityIndex.#tryOpen(this.file);
      if (!opened) throw new Error(`Cannot create the index database "${this.file}"`);
    }
    opened.exec(FIELD_INDEXES + FOLDER_MARKS + FEED_TOKENS);
    opened.function(CASEFOLD, { deterministic: true }, (value) =>
      typeof value === "string" ? value.toLowerCase() : null,
    );
    this.#opened = opened;
    return opened;
  }

  static #tryOpen(file: string): DatabaseSync | undefined {
    let db: DatabaseSync | undefined;
    try {
      // node:sqlite is taken when the index is first used (see the class comment).
      const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
      db = new DatabaseSync(file);
      // A larger page cache and mmap keep FTS doclists in memory: search latency depends on it.
      db.exec(
        "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536; PRAGMA mmap_size = 268435456;",
      );
      const hasMeta = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
      if (hasMeta) {
        const version = db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as
          | { value: string }
          | undefined;
        if (version?.value === SCHEMA_VERSION) return db;
        db.close();
        return undefined;
      }
      db.exec("BEGIN IMMEDIATE");
      db.exec(SCHEMA);
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)").run(SCHEMA_VERSION);
      db.exec("COMMIT");
      return db;
    } catch {
      try {
        db?.close();
      } catch {}
      return undefined;
    }
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `fn` in one write transaction (much faster for bulk indexing). */
  transaction<T>(fn: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = fn();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * `fn` in one transaction: its own, or the caller's when one is open (a catch-up batch). An entity's
   * row and its search row change together, and one write commits once instead of once per statement.
   */
  #atomically(fn: () => void): void {
    if (this.#db.isTransaction) fn();
    else this.transaction(fn);
  }

  upsert(row: IndexedRow, options: UpsertOptions = {}): void {
    this.#atomically(() => this.#upsert(row, options));
  }

  #upsert(row: IndexedRow, options: UpsertOptions): void {
    const entity = row.entity as unknown as Record<string, unknown>;
    const result = this.#prepare(
      `INSERT INTO entities (type, id, stamp, hash, mtime_ms, size, data) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (type, id) DO UPDATE SET stamp = excluded.stamp, hash = excluded.hash,
         mtime_ms = excluded.mtime_ms, size = excluded.size, data = excluded.data
       RETURNING rowid`,
    ).get(row.type, row.id, row.stamp, row.hash, row.mtimeMs, row.size, JSON.stringify(row.entity)) as {
      rowid: number;
    };
    const fts = ftsTable(row.type);
    this.#prepare(`DELETE FROM ${fts} WHERE rowid = ?`).run(result.rowid);
    if (options.fts ?? true) {
      const title = String(entity.title ?? "");
      const body = String(entity.body ?? entity.text ?? "");
      const tags = Array.isArray(entity.tags) ? entity.tags.join(" ") : "";
      this.#prepare(`INSERT INTO ${fts} (rowid, title, body, tags) VALUES (?, ?, ?, ?)`).run(
        result.rowid,
        title,
        body,
        tags,
      );
    }
  }

  remove(type: EntityType, id: string): void {
    this.#atomically(() => {
      const row = this.#prepare("DELETE FROM entities WHERE type = ? AND id = ? RETURNING rowid").get(type, id) as
        | { rowid: number }
        | undefined;
      if (row) this.#prepare(`DELETE FROM ${ftsTable(type)} WHERE rowid = ?`).run(row.rowid);
    });
  }

  get(type: EntityType, id: string): IndexedRow | undefined {
    const row = this.#prepare("SELECT * FROM entities WHERE type = ? AND id = ?").get(type, id);
    return row ? toIndexedRow(row) : undefined;
  }

  /** Entities of a type ordered by id; `where` compares top-level JSON fields for equality. */
  list(type: EntityType, where: FieldEquality = {}, page: ListPage = {}): AnyEntity[] {
    const { sql, params } = filterSql(type, { where, contains: page.contains });
    const clauses = [sql];
    if (page.after !== undefined) {
      clauses.push("id > ?");
      params.push(page.after);
    }
    // LIMIT -1 is no limit in SQLite: one statement whatever the page size.
    params.push(page.limit === undefined ? -1 : Math.max(0, Math.floor(page.limit)));
    const rows = this.#prepare(`SELECT data FROM entities WHERE ${clauses.join(" AND ")} ORDER BY id LIMIT ?`).all(
      ...params,
    ) as { data: string }[];
    return rows.map((row) => JSON.parse(row.data) as AnyEntity);
  }

  /** How many entities of a type match, per value of one field (entities without it are left out). */
  countBy(type: EntityType, options: EntityFilter & { field: string }): Map<string, number> {
    const { sql, params } = filterSql(type, options);
    const value = `json_extract(data, ${fieldPath(options.field)})`;
    const rows = this.#prepare(
      `SELECT ${value} AS value, count(*) AS n FROM entities WHERE ${sql} AND ${value} IS NOT NULL GROUP BY 1`,
    ).all(...params) as { value: string; n: number }[];
    return new Map(rows.map((row) => [String(row.value), row.n]));
  }

  /** The distinct values of one field among the entities of a type, sorted. */
  distinctValues(type: EntityType, field: string): string[] {
    const value = `json_extract(data, ${fieldPath(field)})`;
    const rows = this.#prepare(
      `SELECT DISTINCT ${value} AS value FROM entities WHERE type = ? AND ${value} IS NOT NULL ORDER BY 1`,
    ).all(type) as { value: string }[];
    return rows.map((row) => String(row.value));
  }

  /** Messages to an agent: addressed to it, or role messages listing it among the recipients. */
  listMessagesTo(agent: string): Message[] {
    const rows = this.#prepare(
      `SELECT data FROM entities WHERE type = 'message' AND (json_extract(data, '$.to') IS ?
         OR EXISTS (SELECT 1 FROM json_each(data, '$.recipients') WHERE value IS ?)) ORDER BY id`,
    ).all(agent, agent) as { data: string }[];
    return rows.map((row) => JSON.parse(row.data) as Message);
  }

  /**
   * File identity of every indexed entity of a type, as rows `[id, mtimeMs, size]`: a catch-up of
   * 10,000 files compares 10,000 rows and keeps only the few that changed; a map of them all (and
   * objects instead of arrays) cost it ~30 % more.
   */
  fileStateRows(type: EntityType): FileStateRow[] {
    const statement = this.#prepare("SELECT id, mtime_ms, size FROM entities WHERE type = ? -- as arrays");
    statement.setReturnArrays(true);
    return statement.all(type) as unknown as FileStateRow[];
  }

  /** The folder mark of a type (see FOLDER_MARKS), or undefined when there is none. */
  folderMark(type: EntityType): string | undefined {
    const row = this.#prepare("SELECT mark FROM folder_marks WHERE type = ?").get(type) as { mark: string } | undefined;
    return row?.mark;
  }

  /** Whether the index holds at least `count` rows of a type (reads at most that many index entries). */
  hasAtLeast(type: EntityType, count: number): boolean {
    if (count <= 0) return true;
    return this.#prepare("SELECT 1 FROM entities WHERE type = ? LIMIT 1 OFFSET ?").get(type, count - 1) !== undefined;
  }

  /** The change-feed token of a type (see FEED_TOKENS), or undefined when there is none. */
  feedToken(type: EntityType): string | undefined {
    const row = this.#prepare("SELECT token FROM feed_tokens WHERE type = ?").get(type) as
      | { token: string }
      | undefined;
    return row?.token;
  }

  /**
   * Replaces a type's feed token with `token` if it still is `expected` (undefined: none), so two
   * processes catching up at once never move it back to an answer older than the rows.
   */
  setFeedToken(type: EntityType, expected: string | undefined, token: string): boolean {
    return this.transaction(() => {
      if (this.feedToken(type) !== expected) return false;
      this.#prepare("INSERT OR REPLACE INTO feed_tokens (type, token) VALUES (?, ?)").run(type, token);
      return true;
    });
  }

  /**
   * Records `mark` for a type if `stillValid()` holds inside the write transaction: the caller checks
   * there that the folder still is as `mark` names it, so a row another process added or removed
   * after that check drops the mark again (the triggers).
   */
  markFolder(type: EntityType, mark: string, stillValid: () => boolean): boolean {
    return this.transaction(() => {
      if (!stillValid()) return false;
      this.#prepare("INSERT OR REPLACE INTO folder_marks (type, mark) VALUES (?, ?)").run(type, mark);
      return true;
    });
  }

  /**
   * File identity of the indexed entities of a type whose ids sort from `first` to `last` (both
   * included): the rows of an unfiltered page, in one range read of the (type, id) key.
   */
  fileStatesBetween(type: EntityType, first: string, last: string): Map<string, FileState> {
    const statement = this.#prepare(
      "SELECT id, mtime_ms, size FROM entities WHERE type = ? AND id >= ? AND id <= ? -- as arrays",
    );
    statement.setReturnArrays(true);
    const states = new Map<string, FileState>();
    for (const row of statement.all(type, first, last) as unknown as [string, number, number][]) {
      states.set(row[0], { mtimeMs: row[1], size: row[2] });
    }
    return states;
  }

  /** File identity and content hash of one indexed entity, or undefined when it has no row. */
  fileRevision(type: EntityType, id: string): (FileState & { hash: string }) | undefined {
    const row = this.#prepare("SELECT mtime_ms, size, hash FROM entities WHERE type = ? AND id = ?").get(type, id) as
      | { mtime_ms: number; size: number; hash: string }
      | undefined;
    return row ? { mtimeMs: row.mtime_ms, size: row.size, hash: row.hash } : undefined;
  }

  /** File identity of one indexed entity, or undefined when it has no row. */
  fileState(type: EntityType, id: string): FileState | undefined {
    const row = this.#prepare("SELECT mtime_ms, size FROM entities WHERE type = ? AND id = ?").get(type, id) as
      | { mtime_ms: number; size: number }
      | undefined;
    return row ? { mtimeMs: row.mtime_ms, size: row.size } : undefined;
  }

  /**
   * Full-text search within one type; `match` is an FTS5 query (see toFtsQuery). Ranking is bounded:
   * only the RANK_WINDOW most recently indexed matches are scored, in one pass (FTS5 walks the
   * doclists newest first and stops after the window), so a query of very common words costs about
   * the same on 100,000 notes as on 1,000 (see docs/decisions/hub-search.md). Ties go to the newer.
   */
  search(type: EntityType, match: string, limit: number): SearchRow[] {
    const fts = ftsTable(type);
    // Weights: title 4, body 1, tags 2 (bm25: lower is better).
    const rows = this.#prepare(
      `SELECT e.data AS data, f.score AS score FROM (
         SELECT rowid, score FROM (
           SELECT rowid, bm25(${fts}, 4, 1, 2) AS score FROM ${fts} WHERE ${fts} MATCH ?
           ORDER BY rowid DESC LIMIT ${RANK_WINDOW}
         ) ORDER BY score, rowid DESC LIMIT ?
       ) f JOIN entities e ON e.rowid = f.rowid ORDER BY f.score, f.rowid DESC`,
    ).all(match, limit) as { data: string; score: number }[];
    return rows.map((row) => ({ entity: JSON.parse(row.data) as AnyEntity, score: row.score }));
  }

  /**
   * Moves the WAL into the database file. After a bulk rebuild every read would otherwise search a
   * WAL of the whole index (search p50 went from ~1.5 ms to ~16 ms on 100,000 notes).
   */
  checkpoint(): void {
    this.#db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  }

  close(): void {
    this.#statements.clear();
    this.#closed = true;
    this.#opened?.close();
    this.#opened = undefined;
  }
}

function toIndexedRow(row: Record<string, unknown>): IndexedRow {
  return {
    type: row.type as EntityType,
    id: row.id as string,
    stamp: row.stamp as string,
    hash: row.hash as string,
    mtimeMs: row.mtime_ms as number,
    size: row.size as number,
    entity: JSON.parse(row.data as string) as AnyEntity,
  };
}

/**
 * Turns free text into an FTS5 query: every word must occur (porter stemming matches word forms).
 * Quoting each word keeps FTS5 operators in user text from failing or changing the query. No prefix
 * matching: prefix terms make common-word queries several times slower (bench/README.md).
 */
export function toFtsQuery(text: string): string | undefined {
  const words = text.match(/[\p{L}\p{N}_]+/gu);
  if (!words || words.length === 0) return undefined;
  return words.map((word) => `"${word}"`).join(" ");
}
