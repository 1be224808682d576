import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A connected mailbox (the seed's MailConnection). Secrets (app password, OAuth tokens) are stored
 * only as AES-256-GCM ciphertext (features/mail-connections/credential-cipher.ts).
 */
export const mailConnections = pgTable(
  "mail_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    /** The mailbox address and IMAP user name, lower-cased. */
    email: text("email").notNull(),
    imapHost: text("imap_host").notNull(),
    imapPort: integer("imap_port").notNull(),
    /** Implicit TLS (993). false only for loopback test servers and explicitly configured hosts. */
    imapTls: boolean("imap_tls").notNull().default(true),
    /** `app_password` or `oauth2_<idp>`. */
    authMethod: text("auth_method").notNull().default("app_password"),
    passwordEncrypted: text("password_encrypted"),
    oauthAccessTokenEncrypted: text("oauth_access_token_encrypted"),
    oauthRefreshTokenEncrypted: text("oauth_refresh_token_encrypted"),
    oauthTokenExpiresAt: ts("oauth_token_expires_at"),
    oauthScope: text("oauth_scope"),
    /** Bumped by every token rotation: a refresh writes only if the version it read is unchanged. */
    oauthTokenVersion: integer("oauth_token_version").notNull().default(0),
    /** Reactive refreshes that failed in a row; at 3 the connection records `auth_revoked`. */
    oauthRefreshFailures: integer("oauth_refresh_failures").notNull().default(0),
    consentAt: ts("consent_at"),
    consentVersion: text("consent_version"),
    consentIpAddress: text("consent_ip_address"),
    isActive: boolean("is_active").notNull().default(true),
    pausedAt: ts("paused_at"),
    pausedReason: text("paused_reason"),
    nextScanAt: ts("next_scan_at"),
    lastScanAt: ts("last_scan_at"),
    /** Set while a scan runs: two scans of one mailbox at once would each move (copy) a message. */
    scanLeaseUntil: ts("scan_lease_until"),
    lastConnectError: text("last_connect_error"),
    lastConnectErrorAt: ts("last_connect_error_at"),
    lastIdleHeartbeatAt: ts("last_idle_heartbeat_at"),
    /** UIDVALIDITY of INBOX at the last scan; a change means every UID is new again. */
    uidValidity: bigint("uid_validity", { mode: "number" }),
    /** Highest INBOX UID already classified under uidValidity. */
    lastScannedUid: bigint("last_scanned_uid", { mode: "number" }).notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_connections_user_email_key").on(t.userId, t.email),
    index("mail_connections_next_scan_idx").on(t.nextScanAt).where(sql`${t.isActive}`),
  ],
);

export type MailConnectionRow = typeof mailConnections.$inferSelect;

/**
 * Art. 9 consent grants and revocations, append-only: the custom migration's trigger refuses UPDATE
 * and DELETE. No foreign key to the connection: the log outlives it.
 */
export const mailConsentLog = pgTable(
  "mail_consent_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    connectionId: uuid("connection_id").notNull(),
    action: text("action", { enum: ["grant", "revoke"] }).notNull(),
    consentVersion: text("consent_version"),
    ipAddress: text("ip_address"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("mail_consent_log_connection_idx").on(t.connectionId)],
);

/** A started OAuth 2.0 PKCE flow, consumed once by its callback; expires after its TTL. */
export const mailOauthPendingStates = pgTable(
  "mail_oauth_pending_states",
  {
    /** SHA-256 of the `state` parameter; the state itself travels only through the browser. */
    stateHash: text("state_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idp: text("idp").notNull(),
    codeVerifierEncrypted: text("code_verifier_encrypted").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    title: text("title"),
    consentVersion: text("consent_version").notNull(),
    consentIpAddress: text("consent_ip_address"),
    expiresAt: ts("expires_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("mail_oauth_pending_expiry_idx").on(t.expiresAt)],
);
