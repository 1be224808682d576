import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailConnections, mailConsentLog, mailOauthPendingStates } from "../../db/schema/mail-connections.ts";

/** Mail connections for the export: never the password, OAuth tokens or scan internals. */
export async function connectionsForExport(db: DbOrTx, userId: string) {
  const t = mailConnections;
  return db
    .select({
      id: t.id,
      title: t.title,
      email: t.email,
      imapHost: t.imapHost,
      imapPort: t.imapPort,
      authMethod: t.authMethod,
      oauthScope: t.oauthScope,
      consentAt: t.consentAt,
      consentVersion: t.consentVersion,
      consentIpAddress: t.consentIpAddress,
      isActive: t.isActive,
      pausedAt: t.pausedAt,
      pausedReason: t.pausedReason,
      lastScanAt: t.lastScanAt,
      lastConnectError: t.lastConnectError,
      lastConnectErrorAt: t.lastConnectErrorAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

export async function consentLogForExport(db: DbOrTx, userId: string) {
  const t = mailConsentLog;
  return db
    .select({
      id: t.id,
      connectionId: t.connectionId,
      action: t.action,
      consentVersion: t.consentVersion,
      ipAddress: t.ipAddress,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt));
}

/** Started OAuth flows for the export: provider, title and times, never the PKCE verifier. */
export async function pendingOauthForExport(db: DbOrTx, userId: string) {
  const t = mailOauthPendingStates;
  return db
    .select({
      idp: t.idp,
      title: t.title,
      consentVersion: t.consentVersion,
      expiresAt: t.expiresAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(eq(t.userId, userId));
}

/**
 * Erasure: pending OAuth flows and every connection (with its encrypted credentials and tokens).
 * Hidden-mail rows and statistics cascade with the connection; classification samples lose the link.
 */
export async function deleteMailConnectionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(mailOauthPendingStates).where(eq(mailOauthPendingStates.userId, userId));
  await db.delete(mailConnections).where(eq(mailConnections.userId, userId));
}
