import type { Db, DbOrTx } from "../../db/client.ts";
import { openSecret, sealSecret } from "../../platform/secret-box.ts";
import { decryptSecret, encryptSecret } from "../../platform/secret-codes.ts";
import { createCredentialCipher } from "../mail-connections/credential-cipher.ts";
import { accessTokenAad, refreshTokenAad } from "../mail-oauth/tokens.ts";
import { decryptPasscode, encryptPasscode } from "../protection/passcode-cipher.ts";
import {
  ENCRYPTED_COLUMNS,
  type EncryptedColumn,
  encryptedValues,
  lockEncryptedValues,
  replaceEncryptedValue,
} from "./repo.ts";

/**
 * Keys are given current first, then the earlier ones (TOKEN_ENCRYPTION_KEY, then
 * TOKEN_ENCRYPTION_KEYS_PREVIOUS). Each column's format and associated data: see the codecs below.
 */
export type Keys = readonly [string, ...string[]];

interface Codec {
  open(keys: readonly string[], stored: string, rowKey: string): string;
  seal(current: string, plain: string, rowKey: string): string;
}

function credentialCodec(aad: (rowKey: string) => string): Codec {
  const cipherOf = (keys: readonly string[]) =>
    createCredentialCipher({ currentKey: keys[0] ?? "", previousKeys: keys.slice(1) });
  return {
    open: (keys, stored, rowKey) => cipherOf(keys).decrypt(stored, aad(rowKey)),
    seal: (current, plain, rowKey) => cipherOf([current]).encrypt(plain, aad(rowKey)),
  };
}

const codecs: Record<EncryptedColumn, Codec> = {
  "mail_connections.password_encrypted": credentialCodec((id) => id),
  "mail_connections.oauth_access_token_encrypted": credentialCodec(accessTokenAad),
  "mail_connections.oauth_refresh_token_encrypted": credentialCodec(refreshTokenAad),
  "mail_oauth_pending_states.code_verifier_encrypted": credentialCodec((stateHash) => stateHash),
  "users.screentime_passcode": {
    open: (keys, stored, userId) => decryptPasscode(keys, userId, stored),
    seal: (current, plain, userId) => encryptPasscode(current, userId, plain),
  },
  "admin_totp.secret_encrypted": {
    open: (keys, stored) => openSecret(keys, stored),
    seal: (current, plain) => sealSecret(current, plain),
  },
  "mail_outbox.envelope_encrypted": {
    open: (keys, stored) => openSecret(keys, stored),
    seal: (current, plain) => sealSecret(current, plain),
  },
  "protected_devices.token_ciphertext": {
    open: (keys, stored) => decryptSecret(keys, stored),
    seal: (current, plain) => encryptSecret(current, plain),
  },
};

function opens(codec: Codec, keys: readonly string[], stored: string, rowKey: string): string | undefined {
  try {
    return codec.open(keys, stored, rowKey);
  } catch {
    return undefined;
  }
}

export interface UnreadableValue {
  column: EncryptedColumn;
  /** The row's primary key. */
  key: string;
}

export interface RotationReport {
  columns: { column: EncryptedColumn; rotated: number; current: number }[];
  rotated: number;
  current: number;
  /** Values no configured key decrypts: left as they are. */
  unreadable: UnreadableValue[];
}

export const DEFAULT_ROTATION_BATCH = 500;

/**
 * Re-encrypts every stored secret under the current key. Per column, in key order, a batch of rows
 * is locked and rewritten in one transaction; a value already under the current key is left alone,
 * so running it again (or after an interruption) is safe and rotates nothing new. Values that no
 * configured key opens are not touched and come back in `unreadable`.
 */
export async function rotateEncryptionKeys(
  db: Db,
  keys: Keys,
  options: { batchSize?: number } = {},
): Promise<RotationReport> {
  const batchSize = options.batchSize ?? DEFAULT_ROTATION_BATCH;
  const [current] = keys;
  const report: RotationReport = { columns: [], rotated: 0, current: 0, unreadable: [] };
  for (const column of ENCRYPTED_COLUMNS) {
    const codec = codecs[column];
    const counts = { column, rotated: 0, current: 0 };
    let after: string | null = null;
    for (;;) {
      const page = await db.transaction(async (tx) => {
        const rows = await lockEncryptedValues(tx, column, { after, limit: batchSize });
        for (const row of rows) {
          if (opens(codec, [current], row.value, row.key) !== undefined) {
            counts.current += 1;
            continue;
          }
          const plain = opens(codec, keys, row.value, row.key);
          if (plain === undefined) {
            report.unreadable.push({ column, key: row.key });
            continue;
          }
          await replaceEncryptedValue(tx, column, row.key, codec.seal(current, plain, row.key));
          counts.rotated += 1;
        }
        return rows;
      });
      const last = page.at(-1);
      if (!last || page.length < batchSize) break;
      after = last.key;
    }
    report.columns.push(counts);
    report.rotated += counts.rotated;
    report.current += counts.current;
  }
  return report;
}

/** Start-up refuses a key that cannot read what is stored (a wrong or lost TOKEN_ENCRYPTION_KEY). */
export class EncryptionKeyMismatchError extends Error {
  override name = "EncryptionKeyMismatchError";
}

export const KEY_CHECK_SAMPLE = 5;

/**
 * Tries the configured keys on a sample of every encrypted column (the first rows by key) and throws
 * EncryptionKeyMismatchError naming the variables and the columns when any sampled value does not
 * decrypt. An empty database passes: there is nothing to compare with yet.
 */
export async function verifyEncryptionKeys(db: DbOrTx, keys: Keys, sample = KEY_CHECK_SAMPLE): Promise<void> {
  const failing: string[] = [];
  for (const column of ENCRYPTED_COLUMNS) {
    const rows = await encryptedValues(db, column, { after: null, limit: sample });
    const bad = rows.filter((row) => opens(codecs[column], keys, row.value, row.key) === undefined);
    if (bad.length > 0) failing.push(`${column} (${bad.length} of ${rows.length} sampled values)`);
  }
  if (failing.length === 0) return;
  throw new EncryptionKeyMismatchError(
    `TOKEN_ENCRYPTION_KEY cannot decrypt the secrets stored in the database: ${failing.join(", ")}. ` +
      "Set TOKEN_ENCRYPTION_KEY to the key they were written with, or, during a key rotation, list the old key in " +
      "TOKEN_ENCRYPTION_KEYS_PREVIOUS (comma-separated). The server does not start with a key that cannot read its data.",
  );
}

/** Decrypts one stored value with the given keys (tests and the rotation check use it). */
export function openStoredValue(column: EncryptedColumn, keys: readonly string[], stored: string, rowKey: string) {
  return codecs[column].open(keys, stored, rowKey);
}
