import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { adminTotp } from "../../db/schema/admin-console.ts";
import { mailConnections, mailOauthPendingStates } from "../../db/schema/mail-connections.ts";
import { mailOutbox } from "../../db/schema/mail-outbox.ts";
import { protectedDevices } from "../../db/schema/protected-devices.ts";
import { users } from "../../db/schema/users.ts";

/** Every column that holds a value encrypted under the token-encryption key, as `table.column`. */
export const ENCRYPTED_COLUMNS = [
  "mail_connections.password_encrypted",
  "mail_connections.oauth_access_token_encrypted",
  "mail_connections.oauth_refresh_token_encrypted",
  "mail_oauth_pending_states.code_verifier_encrypted",
  "users.screentime_passcode",
  "admin_totp.secret_encrypted",
  "protected_devices.token_ciphertext",
  "mail_outbox.envelope_encrypted",
] as const;
export type EncryptedColumn = (typeof ENCRYPTED_COLUMNS)[number];

interface ColumnRef {
  table: PgTable;
  /** The row's primary key (text or uuid). */
  key: PgColumn;
  value: PgColumn;
  /** The value's property name in the drizzle table (for update). */
  field: string;
}

const refs: Record<EncryptedColumn, ColumnRef> = {
  "mail_connections.password_encrypted": {
    table: mailConnections,
    key: mailConnections.id,
    value: mailConnections.passwordEncrypted,
    field: "passwordEncrypted",
  },
  "mail_connections.oauth_access_token_encrypted": {
    table: mailConnections,
    key: mailConnections.id,
    value: mailConnections.oauthAccessTokenEncrypted,
    field: "oauthAccessTokenEncrypted",
  },
  "mail_connections.oauth_refresh_token_encrypted": {
    table: mailConnections,
    key: mailConnections.id,
    value: mailConnections.oauthRefreshTokenEncrypted,
    field: "oauthRefreshTokenEncrypted",
  },
  "mail_oauth_pending_states.code_verifier_encrypted": {
    table: mailOauthPendingStates,
    key: mailOauthPendingStates.stateHash,
    value: mailOauthPendingStates.codeVerifierEncrypted,
    field: "codeVerifierEncrypted",
  },
  "users.screentime_passcode": {
    table: users,
    key: users.id,
    value: users.screentimePasscode,
    field: "screentimePasscode",
  },
  "admin_totp.secret_encrypted": {
    table: adminTotp,
    key: adminTotp.userId,
    value: adminTotp.secretEncrypted,
    field: "secretEncrypted",
  },
  "mail_outbox.envelope_encrypted": {
    table: mailOutbox,
    key: mailOutbox.id,
    value: mailOutbox.envelopeEncrypted,
    field: "envelopeEncrypted",
  },
  "protected_devices.token_ciphertext": {
    table: protectedDevices,
    key: protectedDevices.id,
    value: protectedDevices.tokenCiphertext,
    field: "tokenCiphertext",
  },
};

export interface EncryptedValue {
  key: string;
  value: string;
}

/** Up to `limit` stored values of a column after the key `after`, in key order (a keyset page). */
export async function encryptedValues(
  db: DbOrTx,
  column: EncryptedColumn,
  options: { after: string | null; limit: number },
): Promise<EncryptedValue[]> {
  const ref = refs[column];
  const rows = await db
    .select({ key: ref.key, value: ref.value })
    .from(ref.table)
    .where(and(isNotNull(ref.value), options.after === null ? undefined : gt(ref.key, options.after)))
    .orderBy(asc(ref.key))
    .limit(options.limit);
  return rows as EncryptedValue[];
}

/** The same page, its rows locked until the transaction ends (a rotation batch). */
export async function lockEncryptedValues(
  tx: Tx,
  column: EncryptedColumn,
  options: { after: string | null; limit: number },
): Promise<EncryptedValue[]> {
  const ref = refs[column];
  const rows = await tx
    .select({ key: ref.key, value: ref.value })
    .from(ref.table)
    .where(and(isNotNull(ref.value), options.after === null ? undefined : gt(ref.key, options.after)))
    .orderBy(asc(ref.key))
    .limit(options.limit)
    .for("update");
  return rows as EncryptedValue[];
}

/** Replaces one stored value. */
export async function replaceEncryptedValue(
  tx: Tx,
  column: EncryptedColumn,
  key: string,
  value: string,
): Promise<void> {
  const ref = refs[column];
  await tx
    .update(ref.table)
    .set({ [ref.field]: value } as never)
    .where(eq(ref.key, key));
}
