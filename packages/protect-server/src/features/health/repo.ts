import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** The cheapest round trip: resolves when the database answers, rejects with the driver's error otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
