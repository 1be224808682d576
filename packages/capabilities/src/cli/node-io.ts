import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Target } from "../format/schema.ts";
import { formatOf } from "../source/parse-source.ts";
import { type CliIo, UsageError } from "./io.ts";

const PLATFORMS: Partial<Record<NodeJS.Platform, Target>> = {
  darwin: "macOS",
  win32: "windows",
  linux: "linux",
  android: "android",
};

function filesBelow(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesBelow(path));
    else if (formatOf(entry.name)) found.push(path);
  }
  return found;
}

/** The real file system and standard streams. */
export function nodeIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    listFiles(path) {
      let isDirectory: boolean;
      try {
        isDirectory = statSync(path).isDirectory();
      } catch {
        throw new UsageError(`Cannot read "${path}": no such file or directory`);
      }
      return isDirectory ? filesBelow(path) : [path];
    },
    readFile(path) {
      try {
        return readFileSync(path);
      } catch (error) {
        throw new UsageError(`Cannot read "${path}": ${(error as NodeJS.ErrnoException).code ?? "read failed"}`);
      }
    },
    platform: PLATFORMS[process.platform] ?? "linux",
  };
}
