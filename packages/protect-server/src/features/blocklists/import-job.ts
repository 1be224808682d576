import type { Job } from "../../jobs/scheduler.ts";
import { readListSource, storeList } from "./importer.ts";

const HOUR = 3_600_000;

/**
 * Re-imports the full list from the configured file or URL every `intervalHours` (first run a
 * minute after start). One instance runs it (the scheduler's advisory lock); a failed download
 * keeps the current list and is logged by the scheduler.
 */
export function fullListImportJob(source: string, intervalHours: number): Job {
  return {
    name: "blocklist-full-import",
    intervalMs: intervalHours * HOUR,
    firstRunAfterMs: 60_000,
    async run(tx, now) {
      const parsed = await readListSource(source);
      await storeList(tx, parsed, { list: "full", source, now });
    },
  };
}
