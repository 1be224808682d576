// What a client command needs from the project before it talks to a server: the project folder,
// its name, the configured server address and the token. Read without the config schema (zod),
// which costs more start-up time than the whole request; writes still go through core/config.ts,
// which validates. See docs/decisions/hub-cli-cold-start.md.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { findProjectRoot } from "../core/project-root.ts";

export interface ProjectSettings {
  root: string;
  name?: string;
  serverUrl?: string;
  token?: string;
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
  const [configText, tokenText] = await Promise.all([
    readOptional(join(root, ".hub", "config.yaml")),
    readOptional(join(root, ".hub", "token")),
  ]);
  let config: Record<string, unknown> = {};
  if (configText) {
    const { parse } = await import("yaml");
    const parsed: unknown = parse(configText);
    if (parsed && typeof parsed === "object") config = parsed as Record<string, unknown>;
  }
  const server = (config.server ?? {}) as Record<string, unknown>;
  return {
    root,
    name: typeof config.name === "string" ? config.name : undefined,
    serverUrl: typeof server.url === "string" ? server.url : undefined,
    token: tokenText?.trim() || undefined,
  };
}
