import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import { captureLog } from "../../test/log-capture.ts";
import { scratchPostgres } from "../../test/pg-cluster.ts";
import { createProtectClient } from "../client/index.ts";
import { configFromEnv, parseConfig } from "../platform/config.ts";
import { startServer } from "../server.ts";
import { migrationsFolder } from "./migrate.ts";

it("two instances started at the same moment on an empty PostgreSQL database both come up; the migrations run once", async () => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const migrations = journal.entries.length;
  const database = await scratchPostgres("protect_migrate_race");
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), "protect-race-")));
  const logs = [captureLog(), captureLog()];
  try {
    const servers = await Promise.all(
      dirs.map((dir, i) =>
        startServer(parseConfig(configFromEnv({ DATABASE_URL: database.url, PORT: "0", DATA_DIR: dir })), {
          logger: logs[i]?.logger,
        }),
      ),
    );
    try {
      for (const server of servers) {
        expect((await createProtectClient(server.url).GET("/health")).response.status).toBe(200);
      }
      const applied = logs.map((log) => Number(log.lines.find((line) => line.event === "migrated")?.applied));
      expect(applied.sort()).toEqual([0, migrations]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      await client.end();
      expect(rows[0]?.n).toBe(migrations);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  } finally {
    await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});
