import type { Db } from "../../db/client.ts";
import { pingDatabase } from "./repo.ts";

/**
 * Whether the database answers: resolves, or rejects with the driver's error (which the outage
 * state reads). GET /health and the availability probe of app.ts both ask this.
 */
export function checkDatabase(db: Db): Promise<void> {
  return pingDatabase(db);
}
