import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileDriftLog } from "./drift-log.ts";

describe("drift log", () => {
  it("appends one JSON line per repair to a file only its owner can read", async () => {
    const dir = await mkdtemp(join(tmpdir(), "protect-desktop-drift-"));
    try {
      const path = join(dir, "data/drift.log");
      const log = new FileDriftLog(path);
      await log.report({ at: "2026-11-23T10:00:00.000Z", items: ["resolver"] });
      await log.report({ at: "2026-11-23T10:01:00.000Z", items: ["browser:chrome", "browser:edge"] });
      const lines = (await readFile(path, "utf8"))
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(lines).toEqual([
        { at: "2026-11-23T10:00:00.000Z", items: ["resolver"] },
        { at: "2026-11-23T10:01:00.000Z", items: ["browser:chrome", "browser:edge"] },
      ]);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
