// What a client command needs from the project before it talks to a server: the project folder,
// its name, the configured server address and the token. Read without the config schema (zod),
// which costs more start-up time than the whole request; writes still go through core/config.ts,
// which validates. See docs/decisions/hub-cli-cold-start.md.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { findProjectRoot } from "../core/project-root.ts";
import { readServerRecord } from "../core/server-record.ts";

export interface ProjectSettings {
  root: string;
  name?: string;
  /** The random project id of the config (discovery matches on it). */
  id?: string;
  serverUrl?: string;
  token?: string;
  /** The server running for this project on this machine (`.hub/server.json`, its process alive). */
  localServer?: { url?: string; token?: string; pid: number };
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Settings of the project at or above `cwd`, or undefined outside a project. */
export async function readProjectSettings(cwd: string): Promise<ProjectSettings | undefined> {
  const root = findProjectRoot(cwd);
  if (!root) return undefined;
  const [configText, tokenText, localServer] = await Promise.all([
    readOptional(join(root, ".hub", "config.yaml")),
    readOptional(join(root, ".hub", "token")),
    readServerRecord(join(root, ".hub")),
  ]);
  let config: Record<string, unknown> = {};
  if (configText) {
    const parsed: unknown = parse(configText);
    if (parsed && typeof parsed === "object") config = parsed as Record<string, unknown>;
  }
  const server = (config.server ?? {}) as Record<string, unknown>;
  return {
    root,
    name: typeof config.name === "string" ? config.name : undefined,
    id: typeof config.id === "string" ? config.id : undefined,
    serverUrl: typeof server.url === "string" ? server.url : undefined,
    token: tokenText?.trim() || undefined,
    ...(localServer ? { localServer } : {}),
  };
}
