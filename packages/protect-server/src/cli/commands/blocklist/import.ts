import { openConfiguredDatabase } from "../../../db/open-configured.ts";
import { GLOBAL_LISTS, type GlobalListName } from "../../../db/schema/blocklists.ts";
import { importList } from "../../../features/blocklists/importer.ts";
import type { Config } from "../../../platform/config.ts";
import type { CliIo } from "../../io.ts";
import { UsageError } from "../../usage-error.ts";

export interface BlocklistImportFlags {
  source?: string;
  list?: string;
  json?: boolean;
}

/**
 * `protect-server blocklist import [--source <file|url>] [--list full]`: replaces a global list
 * from a hosts, plain, adblock, dnsmasq or RPZ source (default: the configured full-list source).
 */
export async function blocklistImport(config: Config, flags: BlocklistImportFlags, io: CliIo): Promise<void> {
  const source = flags.source ?? config.blocklist.fullListSource;
  if (!source) throw new UsageError("No source: pass --source <file|url> or set BLOCKLIST_FULL_SOURCE");
  const list = (flags.list ?? "full") as GlobalListName;
  // The bypass list comes from bypass-list.json in the repository, copied at start-up.
  const importable: readonly GlobalListName[] = GLOBAL_LISTS.filter((name) => name !== "bypass");
  if (!importable.includes(list)) {
    throw new UsageError(`Unknown list "${flags.list}": expected one of ${importable.join(", ")}`);
  }
  const database = await openConfiguredDatabase(config);
  try {
    io.stderr.write(`importing ${source} into the ${list} list…\n`);
    const result = await importList(database.db, { list, source, now: new Date() });
    if (flags.json) io.stdout.write(`${JSON.stringify(result)}\n`);
    else
      io.stdout.write(
        `${result.list}: ${result.domains} domains (version ${result.version}; ${result.duplicates} duplicates, ${result.invalid} invalid lines skipped)\n`,
      );
  } finally {
    await database.close();
  }
}
