import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import type { Db } from "../../db/client.ts";
import type { GlobalListName } from "../../db/schema/blocklists.ts";
import { DomainSetBuilder } from "./domain-set.ts";
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

/** The lines of a file path or an http(s) URL, streamed. */
async function* sourceLines(source: string, fetchTimeoutMs: number): AsyncGenerator<string> {
  let input: NodeJS.ReadableStream;
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    } catch (error) {
      throw new ImportSourceError(`Cannot fetch blocklist "${source}": ${(error as Error).message}`);
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

/**
 * Reads a list in any supported format (list-formats.ts) from a file or URL and replaces the global
 * list with it in one transaction: a failed read or write leaves the previous list in place.
 * Nothing is written when the source holds no domain at all (a broken download must not empty
 * the list).
 */
export async function importList(
  db: Db,
  options: { list: GlobalListName; source: string; now: Date; fetchTimeoutMs?: number },
): Promise<ImportResult> {
  const reader = createListReader();
  const builder = new DomainSetBuilder();
  let invalid = 0;
  let duplicates = 0;
  for await (const line of sourceLines(options.source, options.fetchTimeoutMs ?? 120_000)) {
    const result = reader.read(line);
    invalid += result.invalid;
    for (const domain of result.domains) if (!builder.add(domain)) duplicates += 1;
  }
  if (builder.size === 0) throw new ImportSourceError(`Blocklist "${options.source}" holds no domain; list kept`);
  const set = builder.build();
  const version = await db.transaction((tx) =>
    replaceList(tx, options.list, set, { now: options.now, source: options.source }),
  );
  return { list: options.list, source: options.source, domains: set.size, duplicates, invalid, version };
}
