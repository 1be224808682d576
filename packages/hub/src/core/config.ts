// The project configuration `.hub/config.yaml`. Known keys are validated; unknown keys are kept, so
// newer tools can add settings without this version dropping them on rewrite.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import * as z from "zod/mini";
import { optional } from "zod/mini";
import { HubError } from "./api.ts";
import { writeFileAtomic } from "./atomic-write.ts";
import { lazy } from "./lazy.ts";
import { CONFIG_FILE, HUB_FOLDER } from "./project-root.ts";
import { parseYaml, stringifyYaml } from "./yaml.ts";
import "./zod-mini.ts";

export { CONFIG_FILE, findProjectRoot, HUB_FOLDER } from "./project-root.ts";

export const DEFAULT_PORT = 7420;

/**
 * The schema of `.hub/config.yaml`, built on first use (lazy.ts: a CLI command that never reads the
 * config does not pay for it).
 * @example hubConfigSchema().parse({ name: "demo" })
 */
export const hubConfigSchema = lazy(() => {
  const nonEmpty = () => z.string().check(z.minLength(1));
  return z.looseObject({
    name: nonEmpty(),
    /** Random id of the project: discovery matches on it, never on the name (two "demo"s never cross). */
    id: optional(z.string().check(z.minLength(8), z.maxLength(64))),
    server: optional(
      z.looseObject({
        /** Address clients use, e.g. `http://192.168.1.20:7420`; stored by discovery. */
        url: optional(z.string()),
        host: optional(z.string()),
        port: optional(z.number().check(z.int(), z.minimum(0), z.maximum(65535))),
      }),
    ),
    roles: optional(
      z.record(
        z.string(),
        z.looseObject({
          preferredAgent: optional(nonEmpty()),
          /** Agents holding the role besides those who announce it: recipients of `role:<name>` messages. */
          agents: optional(z.array(nonEmpty())),
        }),
      ),
    ),
  });
});
export type HubConfig = z.output<ReturnType<typeof hubConfigSchema>>;

export function hubDirOf(projectDir: string): string {
  return join(projectDir, HUB_FOLDER);
}

export function configPathOf(projectDir: string): string {
  return join(hubDirOf(projectDir), CONFIG_FILE);
}

/** Reads and validates `.hub/config.yaml` of a project folder. */
export async function readConfig(projectDir: string): Promise<HubConfig> {
  const file = configPathOf(projectDir);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new HubError("not_found", `No hub project at "${projectDir}": "${file}" is missing (run \`hub init\`)`);
    }
    throw error;
  }
  let data: unknown;
  try {
    data = parseYaml(text) ?? {};
  } catch (error) {
    throw new HubError("invalid_input", `Cannot parse "${file}": ${(error as Error).message.split("\n")[0]}`);
  }
  const parsed = hubConfigSchema().safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HubError("invalid_input", `Invalid "${file}" at "${issue.path.join(".")}": ${issue.message}`);
  }
  return parsed.data;
}

/** Validates and writes `.hub/config.yaml` atomically. */
export async function writeConfig(projectDir: string, config: HubConfig): Promise<void> {
  const parsed = hubConfigSchema().safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HubError("invalid_input", `Invalid config at "${issue.path.join(".")}": ${issue.message}`);
  }
  await writeFileAtomic(configPathOf(projectDir), stringifyYaml(parsed.data));
}

/**
 * A value at a dotted path, or undefined.
 * @example getConfigValue(config, "roles.architect.preferredAgent") // "architect"
 */
export function getConfigValue(config: HubConfig, path: string): unknown {
  let node: unknown = config;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `config` with the value at a dotted path set (undefined removes it); intermediate
 * objects are created. Validate the result with writeConfig or hubConfigSchema().
 * @example setConfigValue(config, "roles.architect.preferredAgent", "alice")
 */
export function setConfigValue(config: HubConfig, path: string, value: unknown): HubConfig {
  const keys = path.split(".");
  if (keys.some((key) => key === "" || key === "__proto__" || key === "constructor" || key === "prototype")) {
    throw new HubError("invalid_input", `Invalid config key "${path}"`);
  }
  const root = structuredClone(config) as Record<string, unknown>;
  let node = root;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    if (typeof child !== "object" || child === null || Array.isArray(child)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return root as HubConfig;
}

export function newProjectId(): string {
  return process.getBuiltinModule("node:crypto").randomBytes(12).toString("base64url");
}

/** The config with a project id, written back if it had none (projects made before ids existed). */
export async function ensureProjectId(projectDir: string, config: HubConfig): Promise<HubConfig & { id: string }> {
  if (config.id) return config as HubConfig & { id: string };
  const withId = { ...config, id: newProjectId() };
  await writeConfig(projectDir, withId);
  return withId;
}

/** The agents a config names for a role: `roles.<role>.preferredAgent` and `roles.<role>.agents`. */
export function configuredHoldersOf(config: HubConfig, role: string): string[] {
  const entry = config.roles?.[role];
  return [...(entry?.preferredAgent ? [entry.preferredAgent] : []), ...(entry?.agents ?? [])];
}

/** The agent that receives asks (`roles.architect.preferredAgent`). */
export function architectOf(config: HubConfig): string | undefined {
  const value = getConfigValue(config, "roles.architect.preferredAgent");
  return typeof value === "string" ? value : undefined;
}
