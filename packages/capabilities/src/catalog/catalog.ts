import type { Target } from "../format/schema.ts";
import { CORE_PLUGINS } from "./core-catalog.facts.ts";

/** Key of the application's own permissions in an `acl-manifests.json`, as Tauri names it. */
export const APP_KEY = "__app-acl__";

/** A permission: the commands it allows or denies and the scope it carries. */
export interface Permission {
  readonly identifier: string;
  readonly commands: { readonly allow: readonly string[]; readonly deny: readonly string[] };
  readonly scope: { readonly allow?: readonly unknown[]; readonly deny?: readonly unknown[] };
  readonly platforms?: readonly Target[] | null;
}

/** A named group of permission identifiers (which may name other sets or other plugins' permissions). */
export interface PermissionSet {
  readonly identifier: string;
  readonly permissions: readonly string[];
}

/** What is known about one plugin (or the app, under {@link APP_KEY}). */
export interface PluginManifest {
  readonly defaultSet?: PermissionSet;
  readonly permissions: ReadonlyMap<string, Permission>;
  readonly sets: ReadonlyMap<string, PermissionSet>;
  /** Commands whose `allow-`/`deny-` permissions exist without being listed. */
  readonly commands: readonly string[];
  readonly origin: "core" | "manifest";
}

/** Every plugin whose permissions are known, by key (`fs`, `core:window`, {@link APP_KEY}). */
export interface Catalog {
  readonly plugins: ReadonlyMap<string, PluginManifest>;
}

/** `set_title` → `set-title`, the way Tauri names a command's permissions. */
export const slugOf = (command: string) => command.replaceAll("_", "-");

/** The `allow-<command>`/`deny-<command>` pair Tauri generates for a command. */
export function commandPermissions(command: string): Permission[] {
  const slug = slugOf(command);
  return [
    { identifier: `allow-${slug}`, commands: { allow: [command], deny: [] }, scope: {} },
    { identifier: `deny-${slug}`, commands: { allow: [], deny: [command] }, scope: {} },
  ];
}

let core: Catalog | undefined;

/**
 * The catalog of Tauri 2's core plugins (`core:app`, `core:window`, …, and `core` for `core:default`).
 *
 * @example
 * coreCatalog().plugins.get("core:window")?.permissions.has("allow-set-title"); // true
 */
export function coreCatalog(): Catalog {
  if (core) return core;
  const plugins = new Map<string, PluginManifest>();
  for (const [key, facts] of Object.entries(CORE_PLUGINS)) {
    const permissions = new Map<string, Permission>();
    for (const command of facts.commands) {
      for (const permission of commandPermissions(command)) permissions.set(permission.identifier, permission);
    }
    plugins.set(key, {
      defaultSet: { identifier: "default", permissions: facts.default },
      permissions,
      sets: new Map(),
      commands: [],
      origin: "core",
    });
  }
  core = { plugins };
  return core;
}

/**
 * A catalog with more plugins; a plugin in `extra` replaces the same key of `base`.
 *
 * @example
 * const catalog = mergeCatalogs(coreCatalog(), manifestCatalog);
 */
export function mergeCatalogs(base: Catalog, extra: Catalog): Catalog {
  return { plugins: new Map([...base.plugins, ...extra.plugins]) };
}
