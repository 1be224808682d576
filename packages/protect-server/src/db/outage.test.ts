// PostgreSQL going away under a running server, and a server started while it is down. A cluster
// of the test's own (test/pg-cluster.ts) is stopped and started; the machine's server is untouched.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "../../test/log-capture.ts";
import { createPgCluster, type PgCluster, queryOnce } from "../../test/pg-cluster.ts";
import { stopChild, waitForOutput } from "../../test/processes.ts";
import { createProtectClient } from "../client/index.ts";
import { configFromEnv, parseConfig } from "../platform/config.ts";
import { startServer } from "../server.ts";
import { MIGRATION_LOCK_KEY } from "./migrate.ts";

const bin = fileURLToPath(new URL("../../bin/protect-server.mjs", import.meta.url));

/** Resolves once `check` holds, asking again every 50 ms (the test's own timeout bounds it). */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("database outage", () => {
  let cluster: PgCluster;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await createPgCluster();
    dataDir = mkdtempSync(join(tmpdir(), "protect-outage-"));
  });
  afterAll(() => {
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 database_unavailable with Retry-After while PostgreSQL is down, logs lost/back once each, and recovers by itself", async () => {
    const log = captureLog();
    const config = parseConfig({
      ...configFromEnv({ DATABASE_URL: cluster.url(), PORT: "0", DATA_DIR: dataDir }),
    });
    const server = await startServer(config, { logger: log.logger });
    try {
      const anonymous = createProtectClient(server.url);
      const signup = await anonymous.POST("/api/auth/signup", {
        body: { email: "outage@example.test", password: "correct horse battery" },
      });
      expect(signup.response.status).toBe(201);
      const api = createProtectClient(server.url, { token: signup.data?.token ?? "" });
      expect((await api.GET("/api/me")).response.status).toBe(200);

      cluster.stop();
      // Cached sessions are not trusted once the change feed is gone: wait until it noticed.
      await log.waitFor((line) => line.msg === "session cache paused: change feed lost");
      const during = await Promise.all([
        api.GET("/api/me"),
        api.GET("/api/auth/me"),
        anonymous.POST("/api/auth/login", {
          params: { header: { "x-device-id": "phone" } },
          body: { email: "outage@example.test", password: "correct horse battery" },
        }),
        api.GET("/api/me"),
      ]);
      for (const result of during) {
        expect(result.response.status).toBe(503);
        expect(result.response.headers.get("retry-after")).toBe("5");
        expect(result.error).toMatchObject({ error: "database_unavailable" });
      }
      const health = await anonymous.GET("/health");
      expect(health.response.status).toBe(503);
      expect(health.response.headers.get("retry-after")).toBe("5");

      cluster.start();
      await log.waitFor((line) => line.msg === "database connection restored");
      const after = await api.GET("/api/me");
      expect(after.response.status).toBe(200);
      expect(after.data?.plan).toBe("legend");
      expect((await anonymous.GET("/health")).response.status).toBe(200);

      expect(log.count((line) => line.msg === "database connection lost")).toBe(1);
      expect(log.count((line) => line.msg === "database connection restored")).toBe(1);
      // No per-request error lines, and nothing of the failed queries (SQL, e-mail) in the log.
      expect(log.count((line) => line.msg === "unhandled error")).toBe(0);
      expect(JSON.stringify(log.lines)).not.toContain("outage@example.test");
    } finally {
      await server.close();
    }
  });

  it("start-up survives the database restarting while it waits for the migration lock", async () => {
    await queryOnce(cluster.url(), "drop database if exists startup_lock");
    await queryOnce(cluster.url(), "create database startup_lock");
    const url = cluster.url("startup_lock");
    // Another instance holds the migration lock: this one waits in pg_advisory_lock.
    const holder = new pg.Client({ connectionString: url });
    holder.on("error", () => undefined);
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const log = captureLog();
    const config = parseConfig(
      configFromEnv({ DATABASE_URL: url, PORT: "0", DATA_DIR: dataDir, DATABASE_STARTUP_WAIT: "60" }),
    );
    const starting = startServer(config, { logger: log.logger });
    await waitUntil(async () => {
      const rows = await queryOnce<{ n: number }>(
        url,
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'",
      );
      return (rows[0]?.n ?? 0) > 0;
    });
    cluster.stop();
    cluster.start();
    const server = await starting;
    try {
      expect(log.count((line) => /during start-up/.test(String(line.msg)))).toBe(1);
      expect((await createProtectClient(server.url).GET("/health")).response.status).toBe(200);
    } finally {
      await server.close();
      await holder.end().catch(() => undefined);
    }
  });

  it("a job whose transaction loses its connection runs again, once, when the database is back", async () => {
    await queryOnce(cluster.url(), "drop database if exists job_fault");
    await queryOnce(cluster.url(), "create database job_fault");
    const url = cluster.url("job_fault");
    const log = captureLog("debug");
    let attempts = 0;
    let completed = 0;
    const inside = Promise.withResolvers<number>();
    const proceed = Promise.withResolvers<void>();
    const config = parseConfig(configFromEnv({ DATABASE_URL: url, PORT: "0", DATA_DIR: dataDir }));
    const server = await startServer(config, {
      logger: log.logger,
      jobs: () => [
        {
          name: "fault-probe",
          intervalMs: 3_600_000,
          firstRunAfterMs: 0,
          async run(tx) {
            attempts += 1;
            const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: { pid: number }[];
            };
            const [row] = result.rows;
            if (attempts === 1) {
              // Idle in the transaction (the client is checked out, no query running) while the
              // server terminates its backend: the case that used to kill the process.
              inside.resolve(row?.pid ?? 0);
              await proceed.promise;
            }
            await tx.execute(sql`select 1`);
            completed += 1;
          },
        },
      ],
    });
    try {
      const pid = await inside.promise;
      await queryOnce(cluster.url(), "select pg_terminate_backend($1)", [pid]);
      // The terminated client reports it (the 'error' event that had no listener before).
      await waitUntil(
        async () =>
          (
            await queryOnce<{ n: number }>(url, "select count(*)::int as n from pg_stat_activity where pid = $1", [pid])
          )[0]?.n === 0,
      );
      proceed.resolve();
      await log.waitFor((line) => line.event === "job_deferred");
      await log.waitFor((line) => line.msg === "job ran" && line.job === "fault-probe");
      expect({ attempts, completed }).toEqual({ attempts: 2, completed: 1 });
      const runs = await queryOnce<{ n: number }>(
        url,
        "select count(*)::int as n from job_runs where name = 'fault-probe'",
      );
      expect(runs[0]?.n).toBe(1);
      expect((await createProtectClient(server.url).GET("/health")).response.status).toBe(200);
    } finally {
      proceed.resolve();
      await server.close();
    }
  });

  it("a server started while PostgreSQL is down names the database (no password), waits, and comes up when it is back", async () => {
    cluster.stop();
    const url = `postgres://postgres:hunter2-secret@127.0.0.1:${cluster.port}/postgres`;
    const child = spawn(process.execPath, [bin, "--port", "0", "--data-dir", dataDir], {
      env: { ...process.env, DATABASE_URL: url, DATABASE_STARTUP_WAIT: "120", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      // The wait is a pino warning (JSON): quotes inside the message are escaped.
      const waiting = (await waitForOutput(child, /Cannot reach PostgreSQL at [^\n]*retrying in [\d.]+ s/)).replaceAll(
        '\\"',
        '"',
      );
      expect(waiting).toContain(
        `PostgreSQL at 127.0.0.1:${cluster.port}, database "postgres", user "postgres" (DATABASE_URL)`,
      );
      cluster.start();
      await waitForOutput(child, /listening on http:\/\/127\.0\.0\.1:\d+/);
      expect(output).not.toContain("hunter2");
    } finally {
      await stopChild(child);
    }
    // The signal too: a child killed by another signal than ours shows up as such, not as a bare null.
    expect({ exitCode: child.exitCode, signal: child.signalCode }).toEqual({ exitCode: 0, signal: null });
  });

  it("gives up after DATABASE_STARTUP_WAIT seconds with a clear message and a non-zero exit", async () => {
    cluster.stop();
    const child = spawn(process.execPath, [bin, "--port", "0", "--data-dir", dataDir], {
      env: { ...process.env, DATABASE_URL: cluster.url(), DATABASE_STARTUP_WAIT: "2", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    cluster.start();
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `Cannot reach PostgreSQL at 127\\.0\\.0\\.1:${cluster.port}, database "postgres".* after \\d+ attempts in 2 s`,
      ),
    );
    expect(stderr).toContain("DATABASE_STARTUP_WAIT");
  });
});
