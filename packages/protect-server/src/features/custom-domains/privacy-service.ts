import type { DbOrTx, Tx } from "../../db/client.ts";
import { customDomainsForExport, deleteCustomDomainsOf } from "./privacy-repo.ts";

export async function exportCustomDomains(db: DbOrTx, userId: string) {
  return customDomainsForExport(db, userId);
}

export async function forgetCustomDomains(tx: Tx, userId: string): Promise<void> {
  await deleteCustomDomainsOf(tx, userId);
}
