import { describe, expect, it } from "vitest";
import { decoyHash, hashPassword, verifyPassword } from "./password.ts";

const params = (hash: string) => hash.split("$").slice(0, 4).join("$");

describe("password hashing", () => {
  it("the decoy for unknown e-mails has the parameters of a real hash of the same cost", async () => {
    for (const cost of [1024, 16_384]) {
      expect(params(decoyHash(cost))).toBe(params(await hashPassword("pw", cost)));
    }
  });

  it("the decoy never verifies, whatever the password", async () => {
    for (const password of ["", "decoy password, never matches", "correct horse battery"]) {
      expect(await verifyPassword(password, decoyHash(1024))).toBe(false);
    }
  });

  it("a real hash verifies its password only", async () => {
    const hash = await hashPassword("correct horse battery", 1024);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });
});
