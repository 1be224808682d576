import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findProjectRoot, getConfigValue, readConfig, setConfigValue, writeConfig } from "./config.ts";
import { ensureTokenFile, resolveToken, tokensMatch } from "./token.ts";

describe("config", () => {
  it("gets and sets dotted keys without touching the original", () => {
    const config = { name: "demo", roles: { architect: { preferredAgent: "alice" } } };
    expect(getConfigValue(config, "roles.architect.preferredAgent")).toBe("alice");
    expect(getConfigValue(config, "roles.qa.preferredAgent")).toBeUndefined();
    const changed = setConfigValue(config, "server.url", "http://10.0.0.2:7420");
    expect(getConfigValue(changed, "server.url")).toBe("http://10.0.0.2:7420");
    expect(getConfigValue(config, "server.url")).toBeUndefined();
    expect(getConfigValue(setConfigValue(changed, "server.url", undefined), "server.url")).toBeUndefined();
    expect(() => setConfigValue(config, "__proto__.x", 1)).toThrow("Invalid config key");
  });

  it("writes, reads back and keeps unknown keys; rejects an invalid file with its path", async () => {
    const dir = await mkdtemp(join(tmpdir(), "hub-config-"));
    try {
      await mkdir(join(dir, ".hub"));
      await writeConfig(dir, { name: "demo", future: { flag: true } });
      expect(await readConfig(dir)).toEqual({ name: "demo", future: { flag: true } });
      await writeFile(join(dir, ".hub/config.yaml"), "name: 3\n");
      await expect(readConfig(dir)).rejects.toMatchObject({
        code: "invalid_input",
        message: expect.stringContaining('at "name"'),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("finds the project root from a nested folder, and nothing outside a project", async () => {
    const dir = await mkdtemp(join(tmpdir(), "hub-root-"));
    try {
      await mkdir(join(dir, ".hub"));
      await writeConfig(dir, { name: "demo" });
      await mkdir(join(dir, "src/deep"), { recursive: true });
      expect(findProjectRoot(join(dir, "src/deep"))).toBe(dir);
      expect(findProjectRoot(tmpdir())).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("token", () => {
  it("creates the token once, lets HUB_TOKEN override it, and compares exactly", async () => {
    const dir = await mkdtemp(join(tmpdir(), "hub-token-"));
    try {
      await mkdir(join(dir, ".hub"));
      const token = await ensureTokenFile(dir);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await ensureTokenFile(dir)).toBe(token);
      expect(await resolveToken(dir)).toBe(token);
      expect(await resolveToken(dir, "from-env")).toBe("from-env");
      expect(tokensMatch(token, token)).toBe(true);
      expect(tokensMatch(`${token}x`, token)).toBe(false);
      expect(tokensMatch("", token)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
