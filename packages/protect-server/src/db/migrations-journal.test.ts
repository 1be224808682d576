// drizzle's migrator applies a journal entry only when its `when` is later than the newest migration
// the database has applied. Branches that each add a migration can merge with their stamps out of
// order, and a database already at the later stamp would then skip the earlier one for good.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { migrationsFolder } from "./migrate.ts";

interface Entry {
  idx: number;
  when: number;
  tag: string;
}

it("the migration journal lists every SQL file once, numbered in order, stamped in increasing time", () => {
  const { entries } = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: Entry[];
  };
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => name.slice(0, -".sql".length))
    .sort();
  expect(entries.map((entry) => entry.tag)).toEqual(files);
  for (const [position, entry] of entries.entries()) {
    expect(entry.tag.startsWith(String(entry.idx).padStart(4, "0"))).toBe(true);
    if (position > 0) {
      const previous = entries[position - 1]!;
      expect({ tag: entry.tag, later: entry.idx > previous.idx && entry.when > previous.when }).toEqual({
        tag: entry.tag,
        later: true,
      });
    }
  }
});
