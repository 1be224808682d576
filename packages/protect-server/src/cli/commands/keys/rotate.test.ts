// Key rotation end to end, on PGlite (data folder) and PostgreSQL (DATABASE_URL): a server writes a
// screentime passcode under the old key; the server refuses to start with only the new key; the real
// CLI (`protect-server keys rotate`) re-encrypts, idempotently; then the new key alone serves it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { TEST_START } from "../../../../test/harness.ts";
import { createDatabaseFrom, databaseUrl, dropDatabase } from "../../../../test/postgres-databases.ts";
import { manualClock } from "../../../platform/clock.ts";
import { configFromEnv, parseConfig } from "../../../platform/config.ts";
import { startServer } from "../../../server.ts";

const bin = fileURLToPath(new URL("../../../../bin/protect-server.mjs", import.meta.url));
const OLD = "3c".repeat(32);
const NEW = "d4".repeat(32);
const UNKNOWN = "77".repeat(32);
const DAY = 24 * 3_600_000;

/** Runs the CLI to its exit. */
function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
}

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !process.env.TEST_DATABASE_URL)(`protect-server keys rotate [${kind}]`, () => {
    let dataDir: string;
    let database: Record<string, string>;
    let dbName: string | undefined;
    beforeEach(async () => {
      dataDir = mkdtempSync(join(tmpdir(), "protect-keys-"));
      database = { DATA_DIR: dataDir };
      if (kind === "postgres") {
        const url = process.env.TEST_DATABASE_URL ?? "";
        dbName = `protect_keys_${inject("runId")}_${process.pid}`;
        await createDatabaseFrom(url, inject("postgresTemplate"), dbName);
        database.DATABASE_URL = databaseUrl(url, dbName);
      }
    });
    afterEach(async () => {
      if (dbName) await dropDatabase(process.env.TEST_DATABASE_URL ?? "", dbName);
      dbName = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    });

    const start = (keys: Record<string, string>, clock = manualClock(TEST_START)) =>
      startServer(parseConfig(configFromEnv({ ...database, PORT: "0", ...keys })), {
        logger: pino({ level: "silent" }),
        clock,
      });

    it("refuses to start with a key that cannot read the data; new + previous key serve it; rotation re-encrypts once; then the new key alone", async () => {
      const clock = manualClock(TEST_START);
      const first = await start({ TOKEN_ENCRYPTION_KEY: OLD }, clock);
      let userId: string;
      try {
        const signup = await fetch(`${first.url}/api/auth/signup`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "keys@example.test", password: "correct horse battery" }),
        });
        const body = (await signup.json()) as { token: string; user: { id: string } };
        userId = body.user.id;
        const headers = { authorization: `Bearer ${body.token}`, "content-type": "application/json" };
        const saved = await fetch(`${first.url}/api/protection/screentime-passcode`, {
          method: "POST",
          headers,
          body: JSON.stringify({ passcode: "0429" }),
        });
        expect(saved.status).toBe(200);
        const cooldown = await fetch(`${first.url}/api/cooldown/request`, {
          method: "POST",
          headers: { authorization: headers.authorization },
        });
        expect(cooldown.status).toBe(201);
      } finally {
        await first.close();
      }

      // The new key alone cannot read what the old one wrote: no start, a message naming the variable.
      await expect(start({ TOKEN_ENCRYPTION_KEY: NEW })).rejects.toThrow(
        /TOKEN_ENCRYPTION_KEY cannot decrypt the secrets stored in the database: users\.screentime_passcode/,
      );

      // The same through the real entry: exit 1 and the message on stderr, nothing served.
      const refused = await cli(["--port", "0"], { ...database, TOKEN_ENCRYPTION_KEY: NEW });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        "protect-server: TOKEN_ENCRYPTION_KEY cannot decrypt the secrets stored in the database",
      );
      expect(refused.stderr).toContain("TOKEN_ENCRYPTION_KEYS_PREVIOUS");
      expect(refused.stdout).not.toContain("listening");

      // Step 1 of the procedure: new key plus the old one as previous — the server starts and reads
      // what the old key wrote (the passcode's format has no key id: the keys are tried in order).
      clock.advance(DAY + 1);
      const readPasscode = async (keys: Record<string, string>) => {
        const server = await start(keys, clock);
        try {
          const login = await fetch(`${server.url}/api/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-device-id": "phone" },
            body: JSON.stringify({ email: "keys@example.test", password: "correct horse battery" }),
          });
          const { token } = (await login.json()) as { token: string };
          const read = await fetch(`${server.url}/api/protection/screentime-passcode`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return (await read.json()) as unknown;
        } finally {
          await server.close();
        }
      };
      await expect(readPasscode({ TOKEN_ENCRYPTION_KEY: NEW, TOKEN_ENCRYPTION_KEYS_PREVIOUS: OLD })).resolves.toEqual({
        isSet: true,
        readable: true,
        passcode: "0429",
      });

      const keys = { ...database, TOKEN_ENCRYPTION_KEY: NEW, TOKEN_ENCRYPTION_KEYS_PREVIOUS: OLD };
      const rotated = await cli(["keys", "rotate", "--batch-size", "1"], keys);
      expect(rotated.stderr).toBe("");
      expect(rotated.code).toBe(0);
      expect(rotated.stdout).toContain("users.screentime_passcode: 1 re-encrypted, 0 already under the current key");
      expect(rotated.stdout).toContain("Total: 1 re-encrypted, 0 already current, 0 unreadable");
      const again = await cli(["keys", "rotate", "--json"], keys);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.stdout)).toMatchObject({ rotated: 0, current: 1, unreadable: [] });

      // A key nobody wrote with: exit 1, the rows named, nothing changed.
      const lost = await cli(["keys", "rotate"], { ...database, TOKEN_ENCRYPTION_KEY: UNKNOWN });
      expect(lost.code).toBe(1);
      expect(lost.stderr).toContain("1 stored value(s) decrypt under none of the configured keys");
      expect(lost.stderr).toContain(`users.screentime_passcode key=${userId}`);
      const bad = await cli(["keys", "rotate", "--batch-size", "0"], keys);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('Invalid --batch-size "0"');

      // Only the new key now: the server starts and, after the cooldown, shows the passcode.
      // Only the new key now: the server starts and, after the cooldown, shows the passcode.
      await expect(readPasscode({ TOKEN_ENCRYPTION_KEY: NEW })).resolves.toEqual({
        isSet: true,
        readable: true,
        passcode: "0429",
      });
    });
  });
}
