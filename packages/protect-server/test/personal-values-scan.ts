// Scans every text, character, json, jsonb, array and bytea column of every table in the public
// schema for any of the given values (case-insensitive substring): the erasure test's witness.
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";

export interface Finding {
  table: string;
  column: string;
  value: string;
}

export async function findValues(db: Db, values: readonly string[]): Promise<{ findings: Finding[]; columns: number }> {
  const result = (await db.execute(sql`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')
    order by c.table_name, c.column_name`)) as {
    rows: { table_name: string; column_name: string; data_type: string }[];
  };
  const findings: Finding[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of result.rows) {
    const ident = sql.raw(`"${table}"."${column}"`);
    const asText = type === "bytea" ? sql`encode(${ident}, 'escape')` : sql`${ident}::text`;
    for (const value of values) {
      const hit = (await db.execute(
        sql`select 1 as hit from ${sql.raw(`"${table}"`)} where strpos(lower(${asText}), ${value.toLowerCase()}) > 0 limit 1`,
      )) as { rows: unknown[] };
      if (hit.rows.length > 0) findings.push({ table, column, value });
    }
  }
  return { findings, columns: result.rows.length };
}

/** Every `table.column` of type uuid that holds `id` in at least one row, sorted. */
export async function findLinks(db: Db, id: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'uuid'
    order by c.table_name, c.column_name`)) as { rows: { table_name: string; column_name: string }[] };
  const links: string[] = [];
  for (const { table_name: table, column_name: column } of result.rows) {
    const hit = (await db.execute(
      sql`select 1 as hit from ${sql.raw(`"${table}"`)} where ${sql.raw(`"${column}"`)} = ${id}::uuid limit 1`,
    )) as { rows: unknown[] };
    if (hit.rows.length > 0) links.push(`${table}.${column}`);
  }
  return links.sort();
}

/** Tables with a foreign key to `users`, sorted: every one of them can hold a person's rows. */
export async function tablesReferencingUsers(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct tc.table_name
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users'
    order by tc.table_name`)) as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}
