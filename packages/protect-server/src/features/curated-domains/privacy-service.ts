import type { DbOrTx, Tx } from "../../db/client.ts";
import { detachSuggestionsOf, suggestionsForExport } from "./privacy-repo.ts";

export async function exportSuggestions(db: DbOrTx, userId: string) {
  return suggestionsForExport(db, userId);
}

export async function forgetSuggestions(tx: Tx, userId: string, now: Date): Promise<void> {
  await detachSuggestionsOf(tx, userId, now);
}
