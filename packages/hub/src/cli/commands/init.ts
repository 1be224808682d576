// `hub init [--name <project>] [--dir <folder>]`: creates `.hub/` with its config, entity folders,
// a random token and a .gitignore that keeps the token and the index out of git. Safe to re-run:
// an existing project keeps its config and token.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { ENTITY_FOLDERS, ENTITY_TYPES } from "../../core/api.ts";
import { DEFAULT_ARCHITECT } from "../../core/ask-rules.ts";
import {
  configPathOf,
  ensureProjectId,
  type HubConfig,
  hubDirOf,
  newProjectId,
  readConfig,
  writeConfig,
} from "../../core/config.ts";
import { ensureTokenFile, TOKEN_FILE } from "../../core/token.ts";
import type { CliIo } from "../cli-io.ts";

export interface InitOptions {
  name?: string;
  dir?: string;
}

export interface InitResult {
  projectDir: string;
  created: boolean;
  config: HubConfig;
}

/** Kept out of git: secrets, the rebuildable index, crash leftovers, the task logs and the index watcher's socket. */
export const HUB_GITIGNORE = `${TOKEN_FILE}\nindex.sqlite\nindex.sqlite-*\n*.tmp\n*.lock\nlogs/\nserver.json\nreservations.json\nindex-watch.sock\nindex-watch/\n`;

export async function init(options: InitOptions, io: CliIo): Promise<InitResult> {
  const projectDir = resolve(io.cwd, options.dir ?? ".");
  const hubDir = hubDirOf(projectDir);
  const created = !existsSync(configPathOf(projectDir));
  await mkdir(hubDir, { recursive: true });
  let config: HubConfig;
  if (created) {
    config = {
      name: options.name ?? basename(projectDir),
      id: newProjectId(),
      roles: { architect: { preferredAgent: DEFAULT_ARCHITECT } },
    };
    await writeConfig(projectDir, config);
  } else {
    config = await ensureProjectId(projectDir, await readConfig(projectDir));
  }
  await Promise.all(ENTITY_TYPES.map((type) => mkdir(join(hubDir, ENTITY_FOLDERS[type]), { recursive: true })));
  await writeFile(join(hubDir, ".gitignore"), HUB_GITIGNORE, "utf8");
  await ensureTokenFile(projectDir);
  io.stderr(
    created
      ? `Initialized hub project "${config.name}" in ${hubDir}\n`
      : `Hub project "${config.name}" already initialized in ${hubDir}\n`,
  );
  io.stdout(`${projectDir}\n`);
  return { projectDir, created, config };
}
