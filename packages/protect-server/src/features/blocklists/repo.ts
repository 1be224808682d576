import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { blocklistEntries, blocklists, type GlobalListName } from "../../db/schema/blocklists.ts";
import { users } from "../../db/schema/users.ts";

export async function listVersion(db: DbOrTx, name: GlobalListName): Promise<number> {
  const [row] = await db.select({ version: blocklists.version }).from(blocklists).where(eq(blocklists.name, name));
  return row?.version ?? 0;
}

/** Pages through a list's entries in domain order (keyset paging keeps memory flat for big lists). */
export async function* listEntries(db: DbOrTx, name: GlobalListName, pageSize = 50_000): AsyncGenerator<string[]> {
  let after = "";
  for (;;) {
    const rows = await db
      .select({ domain: blocklistEntries.domain })
      .from(blocklistEntries)
      .where(and(eq(blocklistEntries.list, name), gt(blocklistEntries.domain, after)))
      .orderBy(asc(blocklistEntries.domain))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map((row) => row.domain);
    after = rows[rows.length - 1]?.domain ?? after;
    if (rows.length < pageSize) return;
  }
}

async function bumpVersion(db: DbOrTx, name: GlobalListName, now: Date, source?: string): Promise<number> {
  const [row] = await db
    .update(blocklists)
    .set({ version: sql`${blocklists.version} + 1`, updatedAt: now, ...(source !== undefined ? { source } : {}) })
    .where(eq(blocklists.name, name))
    .returning({ version: blocklists.version });
  return row?.version ?? 0;
}

/** Adds one domain to a global list; the version moves only when the domain was new. */
export async function addListEntry(
  db: DbOrTx,
  name: GlobalListName,
  domain: string,
  origin: "seed" | "import" | "submission",
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(blocklistEntries)
    .values({ list: name, domain, origin, addedAt: now })
    .onConflictDoNothing()
    .returning({ domain: blocklistEntries.domain });
  if (rows.length > 0) await bumpVersion(db, name, now);
  return rows.length > 0;
}

/** Replaces a whole list (inside the caller's transaction): one insert per batch of 10,000 (a JSON array). */
export async function replaceList(
  db: DbOrTx,
  name: GlobalListName,
  domains: Iterable<string>,
  options: { now: Date; source: string; batchSize?: number },
): Promise<number> {
  await db.delete(blocklistEntries).where(eq(blocklistEntries.list, name));
  const size = options.batchSize ?? 10_000;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.execute(
      sql`insert into ${blocklistEntries} (list, domain, origin, added_at)
          select ${name}, d, 'import', ${options.now} from jsonb_array_elements_text(${JSON.stringify(batch)}::jsonb) as d
          on conflict do nothing`,
    );
    batch = [];
  };
  for (const domain of domains) {
    batch.push(domain);
    if (batch.length >= size) await flush();
  }
  await flush();
  return bumpVersion(db, name, options.now, options.source);
}

/** Locks a list's row (inside the caller's transaction) and says where its entries came from. */
export async function lockListSource(db: DbOrTx, name: GlobalListName): Promise<string | null> {
  const [row] = await db
    .select({ source: blocklists.source })
    .from(blocklists)
    .where(eq(blocklists.name, name))
    .for("update");
  return row?.source ?? null;
}

export async function accountForBlocklist(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      plan: users.plan,
      globalBlocklistGraceUntil: users.globalBlocklistGraceUntil,
      bundesland: users.bundesland,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`account ${userId} vanished`);
  return row;
}

export async function listSize(db: DbOrTx, name: GlobalListName): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blocklistEntries).where(eq(blocklistEntries.list, name));
  return row?.n ?? 0;
}

/** Writes the account's downgrade grace (plan reconciliation, inside the plan change's transaction). */
export async function setBlocklistGrace(db: DbOrTx, userId: string, until: Date | null): Promise<void> {
  await db.update(users).set({ globalBlocklistGraceUntil: until }).where(eq(users.id, userId));
}
