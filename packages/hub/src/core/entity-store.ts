// The markdown entity files under `.hub/<folder>/<ID>.md`: reading, atomic writes and exclusive id
// allocation. No index, no events: those live in the repository above it.

import { readdirSync } from "node:fs";
import { mkdir, readdir, readFile, stat, unlink } from "node:fs/promises";
import { basename, dirname, join, sep } from "node:path";
import { ENTITY_FOLDERS, ENTITY_TYPES, type EntityType } from "./api.ts";
import { createFileExclusive, TEMP_SUFFIX, writeFileAtomic } from "./atomic-write.ts";
import {
  type AnyEntity,
  documentFromEntity,
  type EntityByType,
  entityFromDocument,
  formatId,
  idPattern,
} from "./entity-files.ts";
import { LOCK_SUFFIX } from "./entity-lock.ts";
import { parseMarkdown, serializeMarkdown } from "./front-matter.ts";

export interface StoredEntity<T extends EntityType = EntityType> {
  type: T;
  entity: EntityByType[T];
  /** Front matter keys the hub does not know, kept on rewrite. */
  extra: Record<string, unknown>;
  hash: string;
  mtimeMs: number;
  size: number;
}

/**
 * The revision of a file's content: 64 bits (two 32-bit multiply-xorshift lanes over the UTF-16
 * units), 16 hex digits. It tells a file's versions apart for the index and the event gate and is no
 * security boundary, so no node:crypto: loading it cost a writing command ~6 ms (issue 29).
 */
export function contentHash(content: string): string {
  let a = 0xdeadbeef ^ content.length;
  let b = 0x41c6ce57 ^ content.length;
  for (let i = 0; i < content.length; i++) {
    const unit = content.charCodeAt(i);
    a = Math.imul(a ^ unit, 2654435761);
    b = Math.imul(b ^ unit, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

/** The id a file name in a type's folder names (`pattern`: the type's id pattern), if it is an entity file. */
function entityIdOf(pattern: RegExp, name: string): string | undefined {
  if (!name.endsWith(".md")) return undefined;
  const id = name.slice(0, -3);
  return pattern.test(id) ? id : undefined;
}

/** Where a path under `.hub/` points: an entity type and id, or nothing the hub owns. */
export function locateEntityFile(hubDir: string, file: string): { type: EntityType; id: string } | undefined {
  const folder = basename(dirname(file));
  if (dirname(dirname(file)) !== hubDir) return undefined;
  const type = ENTITY_TYPES.find((candidate) => ENTITY_FOLDERS[candidate] === folder);
  const id = type && entityIdOf(idPattern(type), basename(file));
  return type && id ? { type, id } : undefined;
}

export class EntityStore {
  readonly hubDir: string;
  /** Each type's folder, joined once: a catch-up builds a path per file. */
  #folders = new Map<EntityType, string>();
  /** Next number to try per type; only a hint, exclusive creation is what guarantees uniqueness. */
  #next = new Map<EntityType, number>();
  #loading = new Map<EntityType, Promise<void>>();

  constructor(hubDir: string) {
    this.hubDir = hubDir;
  }

  folderOf(type: EntityType): string {
    let folder = this.#folders.get(type);
    if (!folder) {
      folder = join(this.hubDir, ENTITY_FOLDERS[type]);
      this.#folders.set(type, folder);
    }
    return folder;
  }

  /** The file of an entity; `id` must match the type's id pattern (callers check it first). */
  pathOf(type: EntityType, id: string): string {
    return `${this.folderOf(type)}${sep}${id}.md`;
  }

  /** Creates every entity folder, so a watcher can attach before the first write. */
  async ensureFolders(): Promise<void> {
    await Promise.all(ENTITY_TYPES.map((type) => mkdir(this.folderOf(type), { recursive: true })));
  }

  /** Ids of the entity files of a type, sorted. */
  async listIds(type: EntityType): Promise<string[]> {
    const names = await readdir(this.folderOf(type)).catch(() => [] as string[]);
    return this.idsOfNames(type, names).sort();
  }

  /** Reads and parses one entity file; undefined when it does not exist. Throws on a bad file. */
  async read<T extends EntityType>(type: T, id: string): Promise<StoredEntity<T> | undefined> {
    const file = this.pathOf(type, id);
    let content: string;
    let info: { mtimeMs: number; size: number; mtime: Date };
    try {
      [content, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    const doc = parseMarkdown(content, file);
    const entity = entityFromDocument(type, doc, {
      file,
      expectedId: id,
      fallbackStamp: info.mtime.toISOString(),
    });
    const extra = documentFromEntity(type, entity as AnyEntity, doc.data).data;
    for (const key of Object.keys(extra)) if (key in (entity as object)) delete extra[key];
    let hash: string | undefined;
    return {
      type,
      entity,
      extra,
      // Computed when asked for: the index and the event gate need it, a plain read does not.
      get hash() {
        hash ??= contentHash(content);
        return hash;
      },
      mtimeMs: info.mtimeMs,
      size: info.size,
    };
  }

  /** Writes an entity of a fresh id: `build` gets the id and returns the entity to store. */
  async create<T extends EntityType>(type: T, build: (id: string) => EntityByType[T]): Promise<StoredEntity<T>> {
    await this.#loadHighest(type);
    for (;;) {
      // Claimed synchronously, so concurrent creates in this process never race for one number.
      const n = this.#next.get(type)!;
      this.#next.set(type, n + 1);
      const id = formatId(type, n);
      let written: Awaited<ReturnType<typeof createFileExclusive>>;
      let entity: EntityByType[T];
      let content: string;
      try {
        entity = build(id);
        content = serializeMarkdown(documentFromEntity(type, entity as AnyEntity));
        written = await createFileExclusive(this.pathOf(type, id), content);
      } catch (error) {
        // Nothing was written under this number: give it back, so a failed create uses up no id.
        // Lowering the hint is always safe; exclusive creation still skips numbers taken meanwhile.
        this.#next.set(type, Math.min(this.#next.get(type)!, n));
        throw error;
      }
      if (written) return { type, entity, extra: {}, hash: contentHash(content), ...written };
      // Taken by another process (or a person): move past it.
    }
  }

  /** Rewrites an existing entity atomically, keeping the hand-added fields in `extra`. */
  async write<T extends EntityType>(
    type: T,
    entity: EntityByType[T],
    extra: Record<string, unknown> = {},
  ): Promise<StoredEntity<T>> {
    const content = serializeMarkdown(documentFromEntity(type, entity as AnyEntity, extra));
    const written = await writeFileAtomic(this.pathOf(type, entity.id), content);
    return { type, entity, extra, hash: contentHash(content), ...written };
  }

  /** Removes an entity file; false when it was already gone. */
  async remove(type: EntityType, id: string): Promise<boolean> {
    try {
      await unlink(this.pathOf(type, id));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  /**
   * One synchronous listing of a type's folder: the entity ids (in directory order) and the
   * temporary and lock files in it. Synchronous because a cold CLI start lists a folder of thousands of files and the
   * thread-pool round trips of the async call cost more than the listing.
   */
  scanFolder(type: EntityType): { ids: string[]; leftovers: string[] } {
    let names: string[];
    try {
      names = readdirSync(this.folderOf(type));
    } catch {
      return { ids: [], leftovers: [] };
    }
    const pattern = idPattern(type);
    const ids: string[] = [];
    const leftovers: string[] = [];
    for (const name of names) {
      const id = entityIdOf(pattern, name);
      if (id) ids.push(id);
      else if (name.endsWith(TEMP_SUFFIX) || name.endsWith(LOCK_SUFFIX)) leftovers.push(name);
    }
    return { ids, leftovers };
  }

  /** The ids of the entity files among `names` (distinct file names in the type's folder). */
  idsOfNames(type: EntityType, names: readonly string[]): string[] {
    const pattern = idPattern(type);
    return names.flatMap((name) => entityIdOf(pattern, name) ?? []);
  }

  /**
   * Removes temporary and lock files of a folder left by a crash (`leftovers` from scanFolder): at
   * once when the writer named in a temporary file (`.<name>.<pid>.<random>.tmp`) is no longer
   * running, else once older than `olderThanMs`.
   */
  async removeLeftovers(type: EntityType, leftovers: string[], olderThanMs: number, now = Date.now()): Promise<number> {
    const folder = this.folderOf(type);
    let removed = 0;
    for (const name of leftovers) {
      const info = await stat(join(folder, name)).catch(() => undefined);
      if (info && (writerIsGone(name) || now - info.mtimeMs > olderThanMs)) {
        await unlink(join(folder, name)).catch(() => {});
        removed += 1;
      }
    }
    return removed;
  }

  #loadHighest(type: EntityType): Promise<void> {
    let loading = this.#loading.get(type);
    if (!loading) {
      loading = this.listIds(type).then((ids) => {
        const highest = ids.reduce((max, id) => Math.max(max, Number(id.split("-")[1])), 0);
        this.#next.set(type, Math.max(this.#next.get(type) ?? 1, highest + 1));
      });
      this.#loading.set(type, loading);
    }
    return loading;
  }
}

/** True when a temporary file names a writer process that no longer runs (the pid is in the name). */
function writerIsGone(name: string): boolean {
  const pid = Number(/\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
