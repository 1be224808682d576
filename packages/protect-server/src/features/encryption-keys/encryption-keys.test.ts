import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";
import { adminTotp } from "../../db/schema/admin-console.ts";
import { mailConnections, mailOauthPendingStates } from "../../db/schema/mail-connections.ts";
import { mailOutbox } from "../../db/schema/mail-outbox.ts";
import { protectedDevices } from "../../db/schema/protected-devices.ts";
import { users } from "../../db/schema/users.ts";
import { sealSecret } from "../../platform/secret-box.ts";
import { encryptSecret } from "../../platform/secret-codes.ts";
import { createCredentialCipher } from "../mail-connections/credential-cipher.ts";
import { accessTokenAad, refreshTokenAad } from "../mail-oauth/tokens.ts";
import { encryptPasscode } from "../protection/passcode-cipher.ts";
import { ENCRYPTED_COLUMNS, type EncryptedColumn, encryptedValues } from "./repo.ts";
import { EncryptionKeyMismatchError, openStoredValue, rotateEncryptionKeys, verifyEncryptionKeys } from "./service.ts";

const OLD = "0".repeat(64); // the harness's key: what the app wrote with
const NEW = "1f".repeat(32);
const UNKNOWN = "ab".repeat(32);

describeEachDb("encryption keys: rotation and the start-up check", (env) => {
  /** One value in every encrypted column, written under `key` the way the features write them. */
  async function seedSecrets(key: string) {
    const { db } = env().ctx;
    const user = await env().signup();
    const cipher = createCredentialCipher({ currentKey: key });
    const connectionId = randomUUID();
    await db.insert(mailConnections).values({
      id: connectionId,
      userId: user.id,
      email: `${randomUUID()}@example.test`,
      imapHost: "imap.example.test",
      imapPort: 993,
      passwordEncrypted: cipher.encrypt("app-password", connectionId),
      oauthAccessTokenEncrypted: cipher.encrypt("access-token", accessTokenAad(connectionId)),
      oauthRefreshTokenEncrypted: cipher.encrypt("refresh-token", refreshTokenAad(connectionId)),
    });
    const stateHash = `state-${randomUUID()}`;
    await db.insert(mailOauthPendingStates).values({
      stateHash,
      userId: user.id,
      idp: "test",
      codeVerifierEncrypted: cipher.encrypt("verifier", stateHash),
      redirectUri: "protect://cb",
      consentVersion: "v",
      expiresAt: new Date(TEST_START.getTime() + 600_000),
    });
    await db
      .update(users)
      .set({ screentimePasscode: encryptPasscode(key, user.id, "4711") })
      .where(eq(users.id, user.id));
    await db
      .insert(adminTotp)
      .values({ userId: user.id, secretEncrypted: sealSecret(key, "JBSWY3DPEHPK3PXP"), createdAt: TEST_START });
    const deviceId = randomUUID();
    await db.insert(protectedDevices).values({
      id: deviceId,
      userId: user.id,
      name: "Laptop",
      platform: "windows",
      tokenHash: `hash-${deviceId}`,
      tokenCiphertext: encryptSecret(key, "dns-token"),
      createdAt: TEST_START,
    });
    const mailId = randomUUID();
    await db.insert(mailOutbox).values({
      id: mailId,
      userId: user.id,
      envelopeEncrypted: sealSecret(key, '{"to":"a@example.test"}'),
      createdAt: TEST_START,
      expiresAt: new Date(TEST_START.getTime() + 600_000),
      nextAttemptAt: TEST_START,
    });
    const plain: Record<EncryptedColumn, [string, string]> = {
      "mail_connections.password_encrypted": [connectionId, "app-password"],
      "mail_connections.oauth_access_token_encrypted": [connectionId, "access-token"],
      "mail_connections.oauth_refresh_token_encrypted": [connectionId, "refresh-token"],
      "mail_oauth_pending_states.code_verifier_encrypted": [stateHash, "verifier"],
      "users.screentime_passcode": [user.id, "4711"],
      "admin_totp.secret_encrypted": [user.id, "JBSWY3DPEHPK3PXP"],
      "protected_devices.token_ciphertext": [deviceId, "dns-token"],
      "mail_outbox.envelope_encrypted": [mailId, '{"to":"a@example.test"}'],
    };
    return plain;
  }

  async function storedValue(column: EncryptedColumn, key: string): Promise<string> {
    const rows = await encryptedValues(env().ctx.db, column, { after: null, limit: 1000 });
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`${column} ${key} not found`);
    return row.value;
  }

  it("re-encrypts every encrypted column under the new key in batches, reads the same plaintext, and a second run changes nothing", async () => {
    const seeded = [await seedSecrets(OLD), await seedSecrets(OLD), await seedSecrets(OLD)];
    const { db } = env().ctx;

    const first = await rotateEncryptionKeys(db, [NEW, OLD], { batchSize: 2 });
    expect(first.unreadable).toEqual([]);
    expect(first.rotated).toBe(3 * ENCRYPTED_COLUMNS.length);
    expect(first.current).toBe(0);
    for (const entry of first.columns) expect(entry, entry.column).toMatchObject({ rotated: 3, current: 0 });

    for (const plain of seeded) {
      for (const column of ENCRYPTED_COLUMNS) {
        const [key, value] = plain[column];
        const stored = await storedValue(column, key);
        // Only the new key is needed now; the old one alone no longer opens it.
        expect(openStoredValue(column, [NEW], stored, key), column).toBe(value);
        expect(() => openStoredValue(column, [OLD], stored, key), column).toThrow();
      }
    }
    await verifyEncryptionKeys(db, [NEW]);

    const again = await rotateEncryptionKeys(db, [NEW, OLD], { batchSize: 2 });
    expect(again).toMatchObject({ rotated: 0, current: 3 * ENCRYPTED_COLUMNS.length, unreadable: [] });
  });

  it("two rotations at once re-encrypt each value exactly once (rows are locked per batch)", async () => {
    const seeded = [await seedSecrets(OLD), await seedSecrets(OLD)];
    const { db } = env().ctx;
    const runs = await Promise.all([
      rotateEncryptionKeys(db, [NEW, OLD], { batchSize: 1 }),
      rotateEncryptionKeys(db, [NEW, OLD], { batchSize: 1 }),
    ]);
    const total = 2 * ENCRYPTED_COLUMNS.length;
    expect(runs[0].rotated + runs[1].rotated).toBe(total);
    for (const run of runs) {
      expect(run.unreadable).toEqual([]);
      expect(run.rotated + run.current).toBe(total);
    }
    for (const plain of seeded) {
      for (const column of ENCRYPTED_COLUMNS) {
        const [key, value] = plain[column];
        expect(openStoredValue(column, [NEW], await storedValue(column, key), key), column).toBe(value);
      }
    }
  });

  it("values under a key that is not configured are left unchanged and listed by column and row", async () => {
    const readable = await seedSecrets(OLD);
    const lost = await seedSecrets(UNKNOWN);
    const { db } = env().ctx;
    const before = await storedValue("users.screentime_passcode", lost["users.screentime_passcode"][0]);

    const report = await rotateEncryptionKeys(db, [NEW, OLD]);
    expect(report.rotated).toBe(ENCRYPTED_COLUMNS.length);
    expect(report.unreadable).toHaveLength(ENCRYPTED_COLUMNS.length);
    expect(report.unreadable).toEqual(
      expect.arrayContaining(ENCRYPTED_COLUMNS.map((column) => ({ column, key: lost[column][0] }))),
    );
    expect(await storedValue("users.screentime_passcode", lost["users.screentime_passcode"][0])).toBe(before);
    const [key, value] = readable["users.screentime_passcode"];
    expect(
      openStoredValue("users.screentime_passcode", [NEW], await storedValue("users.screentime_passcode", key), key),
    ).toBe(value);
  });

  it("the start-up check passes on an empty database and with the right keys, and names the variable and columns otherwise", async () => {
    const { db } = env().ctx;
    await verifyEncryptionKeys(db, [UNKNOWN]);
    await seedSecrets(OLD);
    await verifyEncryptionKeys(db, [OLD]);
    await verifyEncryptionKeys(db, [NEW, OLD]);
    const wrong = verifyEncryptionKeys(db, [NEW]);
    await expect(wrong).rejects.toBeInstanceOf(EncryptionKeyMismatchError);
    await expect(verifyEncryptionKeys(db, [NEW])).rejects.toThrow(/TOKEN_ENCRYPTION_KEY cannot decrypt/);
    await expect(verifyEncryptionKeys(db, [NEW])).rejects.toThrow(
      /users\.screentime_passcode \(1 of 1 sampled values\)/,
    );
    await expect(verifyEncryptionKeys(db, [NEW])).rejects.toThrow(/TOKEN_ENCRYPTION_KEYS_PREVIOUS/);
    // A plaintext value (never encrypted) fails the check as well: the server never serves it.
    await db.update(users).set({ screentimePasscode: "4711" });
    await expect(verifyEncryptionKeys(db, [OLD])).rejects.toThrow(/users\.screentime_passcode/);
  });
});
