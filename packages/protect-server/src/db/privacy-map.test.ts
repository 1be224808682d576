import { readFileSync } from "node:fs";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { schema } from "./schema/index.ts";

const PERSONAL = new Set(["no", "id", "yes", "Art. 9", "secret"]);

interface MapRow {
  column: string;
  personal: string;
  purpose: string;
  basis: string;
  retention: string;
  readers: string;
  atRest: string;
}

/** The data map of docs/privacy.md: table name → its rows, in document order. */
function parseDataMap(markdown: string): Map<string, MapRow[]> {
  const start = markdown.indexOf("\n## Data map");
  if (start < 0) throw new Error('docs/privacy.md: no "## Data map" section');
  const map = new Map<string, MapRow[]>();
  let current: MapRow[] | undefined;
  for (const line of markdown.slice(start).split("\n")) {
    const heading = /^### `([a-z0-9_]+)`\s*$/.exec(line);
    if (heading?.[1]) {
      if (map.has(heading[1])) throw new Error(`docs/privacy.md: table "${heading[1]}" listed twice`);
      current = [];
      map.set(heading[1], current);
      continue;
    }
    if (line.startsWith("## ")) current = undefined;
    const cells = /^\| `([a-z0-9_]+)` \|/.test(line)
      ? line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim())
      : [];
    if (cells.length === 0) continue;
    if (!current) throw new Error(`docs/privacy.md: column row outside a table section: ${line}`);
    if (cells.length !== 7) throw new Error(`docs/privacy.md: expected 7 cells: ${line}`);
    const [column, personal, purpose, basis, retention, readers, atRest] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    current.push({ column: column.replaceAll("`", ""), personal, purpose, basis, retention, readers, atRest });
  }
  return map;
}

const docPath = new URL("../../../../docs/privacy.md", import.meta.url);
const dataMap = parseDataMap(readFileSync(docPath, "utf8"));
const tables = Object.values(schema).map((table) => getTableConfig(table as PgTable));

describe("docs/privacy.md data map", () => {
  it("names every table of the schema and no other", () => {
    const inSchema = tables.map((table) => table.name).sort();
    expect([...dataMap.keys()].sort()).toEqual(inSchema);
  });

  it("names every column of every table exactly once and no column that does not exist", () => {
    for (const table of tables) {
      const documented = (dataMap.get(table.name) ?? []).map((row) => row.column);
      expect(new Set(documented).size, `${table.name}: a column is listed twice`).toBe(documented.length);
      expect(documented.sort(), `docs/privacy.md, table ${table.name}`).toEqual(
        table.columns.map((column) => column.name).sort(),
      );
    }
  });

  it("gives every personal column a purpose, legal basis, retention, readers and protection at rest", () => {
    for (const [table, rows] of dataMap) {
      for (const row of rows) {
        const where = `${table}.${row.column}`;
        expect(PERSONAL.has(row.personal), `${where}: personal "${row.personal}"`).toBe(true);
        expect(row.purpose, `${where}: purpose`).not.toMatch(/^(|—)$/);
        if (row.personal === "no") continue;
        for (const field of ["basis", "retention", "readers", "atRest"] as const) {
          expect(row[field], `${where}: ${field}`).not.toMatch(/^(|—)$/);
        }
        if (row.personal === "secret") expect(row.atRest, `${where}: a secret stored in plain text`).not.toBe("plain");
      }
    }
  });

  it("the parser refuses what it cannot read, so a broken document cannot pass as empty", () => {
    expect(() => parseDataMap("# no map")).toThrow(/no "## Data map"/);
    expect(() => parseDataMap("\n## Data map\n### `a`\n### `a`\n")).toThrow(/listed twice/);
    expect(() => parseDataMap("\n## Data map\n### `a`\n| `x` | no |\n")).toThrow(/7 cells/);
  });
});
