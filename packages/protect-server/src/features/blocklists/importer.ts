import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { GlobalListName } from "../../db/schema/blocklists.ts";
import { recordPolicyChange } from "../resolver-changes/service.ts";
import { type DomainSet, DomainSetBuilder } from "./domain-set.ts";
import { createListReader } from "./list-formats.ts";
import { replaceList } from "./repo.ts";

export interface ImportResult {
  list: GlobalListName;
  source: string;
  domains: number;
  duplicates: number;
  invalid: number;
  version: number;
}

export class ImportSourceError extends Error {
  override name = "ImportSourceError";
}

/**
 * A GET that is tried a second time when the connection failed (not on a timeout or an HTTP error):
 * a list server may close a kept-alive socket just as the pooled client reuses it (ECONNRESET), and a
 * GET is safe to repeat.
 */
async function fetchOnceMore(source: string, fetchTimeoutMs: number): Promise<Response> {
  const signal = AbortSignal.timeout(fetchTimeoutMs);
  try {
    return await fetch(source, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return await fetch(source, { signal });
  }
}

/** The lines of a file path or an http(s) URL, streamed. */
async function* sourceLines(source: string, fetchTimeoutMs: number): AsyncGenerator<string> {
  let input: NodeJS.ReadableStream;
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetchOnceMore(source, fetchTimeoutMs);
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause?.message;
      throw new ImportSourceError(
        `Cannot fetch blocklist "${source}": ${(error as Error).message}${cause ? ` (${cause})` : ""}`,
      );
    }
    if (!response.ok || !response.body) {
      throw new ImportSourceError(`Cannot fetch blocklist "${source}": HTTP ${response.status}`);
    }
    input = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  } else {
    const stream = createReadStream(source, { encoding: "utf8" });
    await new Promise<void>((resolve, reject) => {
      stream.once("open", () => resolve());
      stream.once("error", (error) =>
        reject(new ImportSourceError(`Cannot read blocklist "${source}": ${error.message}`)),
      );
    });
    input = stream;
  }
  yield* createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
}

/** A parsed list source: the deduplicated domains and what was dropped. */
export interface ParsedList {
  set: DomainSet;
  duplicates: number;
  invalid: number;
}

/**
 * Reads a list in any supported format (list-formats.ts) from a file or URL. A source without a
 * single domain is an error: a broken download must not empty the list.
 */
export async function readListSource(source: string, fetchTimeoutMs = 120_000): Promise<ParsedList> {
  const reader = createListReader();
  const builder = new DomainSetBuilder();
  let invalid = 0;
  let duplicates = 0;
  for await (const line of sourceLines(source, fetchTimeoutMs)) {
    const result = reader.read(line);
    invalid += result.invalid;
    for (const domain of result.domains) if (!builder.add(domain)) duplicates += 1;
  }
  if (builder.size === 0) throw new ImportSourceError(`Blocklist "${source}" holds no domain; list kept`);
  return { set: builder.build(), duplicates, invalid };
}

/** Replaces a global list with a parsed source inside the caller's transaction. */
export async function storeList(
  tx: DbOrTx,
  parsed: ParsedList,
  options: { list: GlobalListName; source: string; now: Date },
): Promise<ImportResult> {
  const version = await replaceList(tx, options.list, parsed.set, { now: options.now, source: options.source });
  // The resolvers learn of a new list through a change entry with no user (the contract's rule).
  if (options.list !== "mail_senders") await recordPolicyChange(tx, null, options.now);
  return {
    list: options.list,
    source: options.source,
    domains: parsed.set.size,
    duplicates: parsed.duplicates,
    invalid: parsed.invalid,
    version,
  };
}

/** Reads the source, then replaces the list in one transaction (a failure keeps the old list). */
export async function importList(
  db: Db,
  options: { list: GlobalListName; source: string; now: Date; fetchTimeoutMs?: number },
): Promise<ImportResult> {
  const parsed = await readListSource(options.source, options.fetchTimeoutMs);
  return db.transaction((tx) => storeList(tx, parsed, options));
}
