// The addresses of names on the gambling lists, for the co-hosting evidence (issue 28). protect-dns
// never asks upstream for a blocked name, so nothing in the resolvers' traffic tells which addresses
// serve listed domains. Instead protect-server resolves a rotating sample of list names each day
// through one configured resolver: only list names leave, never a device, a user or a query.
import type { Tx } from "../../db/client.ts";
import type { ListAddressResolver } from "./list-resolver.ts";
import { deleteListAddressesBefore, listNamesToResolve, upsertListAddresses } from "./repo.ts";

const DAY_MS = 86_400_000;
/** A listed name's addresses count as co-hosting evidence, and are kept, this long after they were resolved. */
export const LIST_ADDRESS_RETENTION_MS = 30 * DAY_MS;

/**
 * One day's sample: the `sample` list names resolved longest ago (never-resolved first) are
 * resolved, `concurrency` at a time, and stored (empty when they no longer resolve, so the rotation
 * moves on); rows older than the retention go.
 */
export async function resolveListSampleInTx(
  tx: Tx,
  resolver: ListAddressResolver,
  options: { sample: number; now: Date; concurrency?: number },
): Promise<{ resolved: number; withAddresses: number; deleted: number }> {
  const names = await listNamesToResolve(tx, options.sample);
  const results: { domain: string; addresses: string[] }[] = [];
  const queue = [...names];
  const worker = async () => {
    for (let domain = queue.shift(); domain !== undefined; domain = queue.shift()) {
      results.push({ domain, addresses: [...new Set(await resolver.addressesOf(domain))].slice(0, 16) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 32, names.length) }, worker));
  await upsertListAddresses(tx, results, options.now);
  const deleted = await deleteListAddressesBefore(tx, new Date(options.now.getTime() - LIST_ADDRESS_RETENTION_MS));
  return { resolved: results.length, withAddresses: results.filter((row) => row.addresses.length > 0).length, deleted };
}
