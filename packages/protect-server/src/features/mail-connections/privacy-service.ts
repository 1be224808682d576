import type { DbOrTx, Tx } from "../../db/client.ts";
import {
  connectionsForExport,
  consentLogForExport,
  deleteMailConnectionsOf,
  pendingOauthForExport,
} from "./privacy-repo.ts";

export async function exportMailConnections(db: DbOrTx, userId: string) {
  return {
    connections: await connectionsForExport(db, userId),
    pendingOauthFlows: await pendingOauthForExport(db, userId),
  };
}

export async function exportConsentLog(db: DbOrTx, userId: string) {
  return consentLogForExport(db, userId);
}

/**
 * Connections, credentials, tokens and pending flows are deleted. The consent log is kept: it is the
 * controller's proof of consent (Art. 7(1) GDPR), append-only in the database (docs/privacy.md).
 */
export async function forgetMailConnections(tx: Tx, userId: string): Promise<void> {
  await deleteMailConnectionsOf(tx, userId);
}
