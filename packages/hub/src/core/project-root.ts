// Where a hub project is. Kept free of the config schema (zod) so that client commands can find
// their project without paying for it at start-up (docs/decisions/hub-cli-cold-start.md).
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export const HUB_FOLDER = ".hub";
export const CONFIG_FILE = "config.yaml";

/**
 * The nearest folder at or above `cwd` that holds `.hub/`, or undefined.
 * @example findProjectRoot("/work/app/src") // "/work/app" when /work/app/.hub exists
 */
export function findProjectRoot(cwd: string): string | undefined {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, HUB_FOLDER, CONFIG_FILE)) || existsSync(join(dir, HUB_FOLDER, "tasks"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
