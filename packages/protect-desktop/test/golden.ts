// Golden files: the exact, reviewed output. `UPDATE_GOLDEN=true` rewrites them (then review the diff).
import { readFileSync, writeFileSync } from "node:fs";
import { expect } from "vitest";

export function expectGolden(actual: string, file: URL): void {
  if (process.env.UPDATE_GOLDEN === "true") writeFileSync(file, actual);
  let expected: string;
  try {
    expected = readFileSync(file, "utf8");
  } catch {
    throw new Error(`Golden file ${file.pathname} is missing: run with UPDATE_GOLDEN=true and review it`);
  }
  expect(actual).toBe(expected);
}
