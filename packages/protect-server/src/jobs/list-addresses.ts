import {
  type ListSample,
  resolveListSample,
  storeListSampleInTx,
} from "../features/discovery/list-addresses-service.ts";
import type { ListAddressResolver } from "../features/discovery/list-resolver.ts";
import type { Job } from "./scheduler.ts";

/**
 * Daily: resolves a rotating sample of gambling-list names through the configured resolver for the
 * discovery scorer's co-hosting evidence (features/discovery/list-addresses-service.ts). Runs only
 * when `discovery.listResolver` is set. The sample is resolved in the job's prepare step, outside
 * any transaction (32 lookups at a time with a 2 s timeout: 1,000 names take seconds when the
 * resolver answers, about a minute when it does not), then stored in the job's short transaction.
 */
export function listAddressesJob(
  resolver: ListAddressResolver,
  sample: number,
  onRun?: (result: { resolved: number; withAddresses: number; deleted: number }) => void,
): Job {
  return {
    name: "list-addresses",
    intervalMs: 86_400_000,
    firstRunAfterMs: 300_000,
    prepare: (db) => resolveListSample(db, resolver, { sample }),
    async run(tx, now, prepared) {
      // Not `onRun?.(await …)`: without a callback that would skip the run itself.
      const result = await storeListSampleInTx(tx, prepared as ListSample, now);
      onRun?.(result);
    },
  };
}
