// A throwaway PostgreSQL cluster on a free loopback port, for tests that stop and start the
// database (outage, start-up wait) or need a server of their own. Never the machine's shared one.
// initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./processes.ts";

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error("PostgreSQL server binaries are not installed (apt-get install postgresql)");
  return join(root, versions[0], "bin");
}

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  start(): void;
  /** Stops the server (fast shutdown: open connections are terminated). */
  stop(): void;
  destroy(): void;
}

/** initdb into a temporary folder and start the server on a free port (trust auth, loopback). */
export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "protect-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot
    ? (() => {
        const ids = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
        const gid = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
        return { uid: Number(ids), gid: Number(gid) };
      })()
    : undefined;
  if (pgUser) chownSync(dir, pgUser.uid, pgUser.gid);
  const run = (program: string, args: string[]) =>
    execFileSync(join(bin, program), args, {
      stdio: ["ignore", "pipe", "pipe"],
      ...(pgUser ? { uid: pgUser.uid, gid: pgUser.gid } : {}),
      env: { ...process.env, LC_ALL: "C" },
    });
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  start();
  let running = true;
  return {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      if (running) return;
      start();
      running = true;
    },
    stop() {
      if (!running) return;
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
      running = false;
    },
    destroy() {
      if (running) {
        try {
          run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty PostgreSQL database for a test: a scratch database on TEST_DATABASE_URL's server when
 * that is set (CI), otherwise on a throwaway cluster. Never skipped for want of a server.
 */
export async function scratchPostgres(name: string): Promise<{ url: string; close(): Promise<void> }> {
  const { databaseUrl, dropDatabase } = await import("./postgres-databases.ts");
  const pg = (await import("pg")).default;
  const base = process.env.TEST_DATABASE_URL;
  const cluster = base ? undefined : await createPgCluster();
  const server = base ?? cluster?.url() ?? "";
  const database = `${name}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(server, database),
    async close() {
      if (cluster) cluster.destroy();
      else await dropDatabase(server, database);
    },
  };
}

/** Runs one statement on its own connection (a test's view from outside the server under test). */
export async function queryOnce<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
