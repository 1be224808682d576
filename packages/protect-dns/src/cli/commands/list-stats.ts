import { createReadStream } from "node:fs";
import { DomainIndexBuilder } from "../../blocklist/domain-index.ts";
import { readList } from "../../blocklist/list-reader.ts";
import type { CliIo } from "../io.ts";
import { UsageError } from "../usage-error.ts";

export interface ListStats {
  file: string;
  lines: number;
  domains: number;
  duplicates: number;
  invalid: number;
  indexBytes: number;
  bytesPerDomain: number;
  buildMs: number;
}

/**
 * `protect-dns list-stats <file>`: reads a blocklist (one domain a line, `#` comments), builds the
 * index the resolver would build, and prints its size.
 */
export async function listStats(file: string, io: CliIo, options: { json: boolean }): Promise<ListStats> {
  const input = createReadStream(file, { highWaterMark: 1 << 16 });
  const opened = new Promise<void>((resolve, reject) => {
    input.once("open", () => resolve());
    input.once("error", (error) => reject(new UsageError(`Cannot read "${file}": ${error.message}`)));
  });
  await opened;
  const builder = new DomainIndexBuilder();
  const started = performance.now();
  const { lines, invalid } = await readList(input, builder);
  const added = builder.count;
  const index = builder.build();
  const stats: ListStats = {
    file,
    lines,
    domains: index.size,
    duplicates: added - index.size,
    invalid,
    indexBytes: index.byteLength,
    bytesPerDomain: index.size === 0 ? 0 : Math.round((index.byteLength / index.size) * 10) / 10,
    buildMs: Math.round(performance.now() - started),
  };
  if (options.json) io.stdout.write(`${JSON.stringify(stats)}\n`);
  else {
    io.stdout.write(
      `${stats.domains} domains (${stats.duplicates} duplicates, ${stats.invalid} invalid lines skipped)\n` +
        `index: ${stats.indexBytes} bytes, ${stats.bytesPerDomain} bytes per domain, built in ${stats.buildMs} ms\n`,
    );
  }
  return stats;
}
