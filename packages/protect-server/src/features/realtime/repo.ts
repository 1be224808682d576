import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/** The channel of migration 0003's trigger; presence announcements travel on it too. */
export const REALTIME_CHANNEL = "protect_realtime";

/** Reads a row back by id, for changes whose NOTIFY payload was too large to carry it. */
export async function loadRow(db: DbOrTx, table: string, id: string): Promise<Record<string, unknown> | undefined> {
  const result = await db.execute<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id = ${id}::uuid`,
  );
  return (result as unknown as { rows: { row: Record<string, unknown> }[] }).rows[0]?.row;
}

/** Sends a payload to every instance (delivered at commit, or at once outside a transaction). */
export async function announce(db: DbOrTx, payload: object): Promise<void> {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** Sends many payloads to every instance in one statement. */
export async function announceAll(db: DbOrTx, payloads: readonly object[]): Promise<void> {
  if (payloads.length === 0) return;
  const texts = JSON.stringify(payloads.map((payload) => JSON.stringify(payload)));
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, p) from jsonb_array_elements_text(${texts}::jsonb) p`);
}
