// What a client command needs from the project before it talks to a server: the project folder,
// its name, the configured server address and the token. Read without the config schema (zod),
// which costs more start-up time than the whole request; writes still go through core/config.ts,
// which validates. See docs/decisions/hub-cli-cold-start.md.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { findProjectRoot } from "../core/project-root.ts";
import { readServerRecord } from "../core/server-record.ts";

export interface ProjectSettings {
  root: string;
  /** The project name of the config; absent when the settings come from a running server's record. */
  name?: string;
  /** The random project id of the config, or of the running server (discovery matches on it). */
  id?: string;
  serverUrl?: string;
  token?: string;
  /** The server running for this project on this machine (`.hub/server.json`, its process alive). */
  localServer?: { url?: string; token?: string; pid: number };
}

// Synchronous: two small files, and node:fs/promises would load Node's readline and file watchers
// too (~1 ms of a command against a server, which needs nothing else of it).
function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Settings of the project at or above `cwd`, or undefined outside a project. While a server of the
 * project runs on this machine, its record names the address, token and project id, and the config
 * is not parsed: a command against the server starts without the YAML parser.
 */
export async function readProjectSettings(cwd: string): Promise<ProjectSettings | undefined> {
  const root = findProjectRoot(cwd);
  if (!root) return undefined;
  const tokenText = readOptional(join(root, ".hub", "token"));
  const localServer = await readServerRecord(join(root, ".hub"));
  const token = tokenText?.trim() || undefined;
  if (localServer?.url && localServer.project) {
    return { root, id: localServer.project, token, localServer };
  }
  const configText = readOptional(join(root, ".hub", "config.yaml"));
  let config: Record<string, unknown> = {};
  if (configText) {
    const { parseYaml } = await import("../core/yaml.ts");
    const parsed: unknown = parseYaml(configText);
    if (parsed && typeof parsed === "object") config = parsed as Record<string, unknown>;
  }
  const server = (config.server ?? {}) as Record<string, unknown>;
  return {
    root,
    name: typeof config.name === "string" ? config.name : undefined,
    id: typeof config.id === "string" ? config.id : undefined,
    serverUrl: typeof server.url === "string" ? server.url : undefined,
    token,
    ...(localServer ? { localServer } : {}),
  };
}
