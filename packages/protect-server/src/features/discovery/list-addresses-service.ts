// The addresses of names on the gambling lists, for the co-hosting evidence (issue 28). protect-dns
// never asks upstream for a blocked name, so nothing in the resolvers' traffic tells which addresses
// serve listed domains. Instead protect-server resolves a rotating sample of list names each day
// through one configured resolver: only list names leave, never a device, a user or a query.
import type { DbOrTx, Tx } from "../../db/client.ts";
import type { ListAddressResolver } from "./list-resolver.ts";
import { deleteListAddressesBefore, listNamesToResolve, upsertListAddresses } from "./repo.ts";

const DAY_MS = 86_400_000;
/** A listed name's addresses count as co-hosting evidence, and are kept, this long after they were resolved. */
export const LIST_ADDRESS_RETENTION_MS = 30 * DAY_MS;

export interface ListSample {
  results: { domain: string; addresses: string[] }[];
}

/**
 * One day's sample, resolved: the `sample` list names resolved longest ago (never-resolved first),
 * `concurrency` lookups at a time. Writes nothing, so it runs outside any transaction (a resolver
 * that does not answer takes about a minute for 1,000 names).
 */
export async function resolveListSample(
  db: DbOrTx,
  resolver: ListAddressResolver,
  options: { sample: number; concurrency?: number },
): Promise<ListSample> {
  const names = await listNamesToResolve(db, options.sample);
  const results: ListSample["results"] = [];
  const queue = [...names];
  const worker = async () => {
    for (let domain = queue.shift(); domain !== undefined; domain = queue.shift()) {
      results.push({ domain, addresses: [...new Set(await resolver.addressesOf(domain))].slice(0, 16) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 32, names.length) }, worker));
  return { results };
}

/**
 * Stores a resolved sample (a name that no longer resolves is stored empty, so the rotation moves
 * on) and deletes rows older than the retention.
 */
export async function storeListSampleInTx(
  tx: Tx,
  sample: ListSample,
  now: Date,
): Promise<{ resolved: number; withAddresses: number; deleted: number }> {
  const { results } = sample;
  await upsertListAddresses(tx, results, now);
  const deleted = await deleteListAddressesBefore(tx, new Date(now.getTime() - LIST_ADDRESS_RETENTION_MS));
  return { resolved: results.length, withAddresses: results.filter((row) => row.addresses.length > 0).length, deleted };
}
