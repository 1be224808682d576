// Which project a command acts on: `--dir` when given, else the nearest folder holding `.hub/`.
import { resolve } from "node:path";
import { HubError } from "../core/api.ts";
import { findProjectRoot } from "../core/config.ts";

export function resolveProjectDir(dir: string | undefined, cwd: string): string {
  if (dir) return resolve(cwd, dir);
  const found = findProjectRoot(cwd);
  if (!found) throw new HubError("not_found", `No hub project in "${cwd}" or above: run \`hub init\` or pass --dir`);
  return found;
}
