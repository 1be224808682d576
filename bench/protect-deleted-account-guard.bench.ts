// What the deleted-account triggers (protect-server migration 0020) cost a write: pgbench, in its
// own process, inserts notifications (one row per transaction, a random one of 1,000 live accounts)
// into a scratch database migrated with protect-server's migrations. Baseline in the same run: the
// same inserts with the table's trigger disabled. Rounds alternate (off, on, off, on, …) so that a
// change in machine load hits both. Run: `node bench/protect-deleted-account-guard.bench.ts`
// (BENCH_SECONDS per round, default 10; BENCH_ROUNDS, default 3; BENCH_CLIENTS, default 8).
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../packages/protect-server/src/db/client.ts";
import { migrateDatabase } from "../packages/protect-server/src/db/migrate.ts";
import { databaseUrl, dropDatabase } from "../packages/protect-server/test/postgres-databases.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const ACCOUNTS = 1_000;
const TRIGGER = "notifications_user_id_not_deleted";

const base =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `protect_bench_guard_${process.pid}`;
const url = databaseUrl(base, name);

function pgbenchPath(): string {
  try {
    return execFileSync("sh", ["-c", "command -v pgbench"], { encoding: "utf8" }).trim();
  } catch {
    process.stderr.write("pgbench is not installed: apt-get install postgresql-client\n");
    process.exit(1);
  }
}

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const dir = mkdtempSync(join(tmpdir(), "guard-bench-"));
try {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  await migrateDatabase(database);
  await database.close();

  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // the drop below ends it when a round failed
  await client.connect();
  await client.query("create table bench_accounts (n int primary key, id uuid not null)");
  await client.query(
    `with made as (
       insert into users (email, nickname, plan) select 'bench-' || g || '@example.test', 'bench' || g, 'free'
       from generate_series(1, ${ACCOUNTS}) g returning id, email)
     insert into bench_accounts select split_part(split_part(email, '@', 1), '-', 2)::int, id from made`,
  );
  const script = join(dir, "insert.sql");
  writeFileSync(
    script,
    `\\set n random(1, ${ACCOUNTS})
insert into notifications (user_id, kind, data, created_at)
  select id, 'domain_submission_approved', '{"domain":"bench.example"}', now() from bench_accounts where n = :n;
`,
  );
  const pgbench = pgbenchPath();
  const run = (): number => {
    const out = execFileSync(
      pgbench,
      ["-n", "-c", String(CLIENTS), "-j", "2", "-T", String(SECONDS), "-f", script, url],
      { encoding: "utf8" },
    );
    const match = /tps = ([\d.]+)/.exec(out);
    if (!match) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(match[1]);
  };
  const off: number[] = [];
  const on: number[] = [];
  run(); // warm-up, trigger on
  for (let round = 0; round < ROUNDS; round++) {
    await client.query(`alter table notifications disable trigger ${TRIGGER}`);
    off.push(run());
    await client.query(`alter table notifications enable trigger ${TRIGGER}`);
    on.push(run());
  }
  await client.end();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const row = (label: string, values: number[]) =>
    `| ${label} | ${values.map((v) => v.toFixed(0)).join(" / ")} | ${median(values).toFixed(0)} |`;
  console.log(
    `protect-server deleted-account guard, ${CLIENTS} pgbench clients, ${SECONDS} s rounds, load ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log("| inserts into notifications | tps per round | median |");
  console.log("|---|---|---|");
  console.log(row("trigger disabled (baseline)", off));
  console.log(row("trigger enabled", on));
  console.log(`ratio enabled / disabled (medians): ${(median(on) / median(off)).toFixed(3)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
  await dropDatabase(base, name);
}
