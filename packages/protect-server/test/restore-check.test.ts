// Runs scripts/restore-check.sh once: dump a database with an account, restore it into a fresh
// database, start protect-server there and log in.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { createProtectClient } from "../src/client/index.ts";
import { configFromEnv, parseConfig } from "../src/platform/config.ts";
import { startServer } from "../src/server.ts";
import { scratchPostgres } from "./pg-cluster.ts";
import { databaseUrl } from "./postgres-databases.ts";

const run = promisify(execFile);
const script = fileURLToPath(new URL("../scripts/restore-check.sh", import.meta.url));

it("restore-check.sh dumps, restores into a fresh database, starts the server there and logs in", async () => {
  const source = await scratchPostgres("protect_backup");
  const dataDir = mkdtempSync(join(tmpdir(), "protect-backup-"));
  try {
    const server = await startServer(
      parseConfig(configFromEnv({ DATABASE_URL: source.url, PORT: "0", DATA_DIR: dataDir })),
      {
        logger: (await import("pino")).default({ level: "silent" }),
      },
    );
    try {
      const signup = await createProtectClient(server.url).POST("/api/auth/signup", {
        body: { email: "restore@example.test", password: "correct horse battery" },
      });
      expect(signup.response.status).toBe(201);
    } finally {
      await server.close();
    }
    const target = databaseUrl(source.url, `${new URL(source.url).pathname.slice(1)}_restored`);
    const ok = await run("bash", [script, source.url, target], {
      env: { ...process.env, CHECK_EMAIL: "restore@example.test", CHECK_PASSWORD: "correct horse battery" },
    });
    expect(ok.stdout).toMatch(
      /restore check passed: dump \d+ bytes, restored into "\w+_restored" \(1 accounts\), login and \/api\/me ok \(plan legend\)/,
    );

    const wrong = run("bash", [script, source.url, target], {
      env: { ...process.env, CHECK_EMAIL: "restore@example.test", CHECK_PASSWORD: "not the password" },
    });
    await expect(wrong).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("login answered HTTP 401") });
  } finally {
    await source.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
