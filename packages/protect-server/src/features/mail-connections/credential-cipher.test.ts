import { expect, it } from "vitest";
import { createCredentialCipher } from "./credential-cipher.ts";

const oldKey = "1".repeat(64);
const newKey = "2".repeat(64);

it("after a key rotation old ciphertexts still decrypt, new ones use the new key, unknown keys fail clearly", () => {
  const before = createCredentialCipher({ currentKey: oldKey });
  const stored = before.encrypt("app-password", "row-1");
  const after = createCredentialCipher({ currentKey: newKey, previousKeys: [oldKey] });
  expect(after.decrypt(stored, "row-1")).toBe("app-password");
  expect(after.isStale(stored)).toBe(true);
  const rewritten = after.encrypt("app-password", "row-1");
  expect(after.isStale(rewritten)).toBe(false);
  expect(() => createCredentialCipher({ currentKey: newKey }).decrypt(stored, "row-1")).toThrow(/not configured/);
});

it("a ciphertext moved to another row or altered does not decrypt", () => {
  const cipher = createCredentialCipher({ currentKey: newKey });
  const stored = cipher.encrypt("secret", "row-1");
  expect(() => cipher.decrypt(stored, "row-2")).toThrow();
  const parts = stored.split(".");
  parts[4] = Buffer.from("tampered").toString("base64url");
  expect(() => cipher.decrypt(parts.join("."), "row-1")).toThrow();
  expect(stored).not.toContain("secret");
});
