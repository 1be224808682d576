import { splitIdentifier } from "../format/identifier.ts";
import { closestMatches, didYouMean } from "../format/suggest.ts";
import { APP_KEY, type Catalog, commandPermissions, type Permission, type PluginManifest, slugOf } from "./catalog.ts";

/** One permission reached by expanding an identifier, with the plugin it belongs to. */
export interface Leaf {
  /** Plugin key (`fs`, `core:window`) or {@link APP_KEY}. */
  readonly plugin: string;
  readonly permission: Permission;
}

export type Expansion =
  | { readonly kind: "resolved"; readonly leaves: readonly Leaf[] }
  /** An error: the plugin's permissions are known and this one is not among them, or a set is broken. */
  | { readonly kind: "not-found"; readonly message: string }
  /** A warning: nothing is known about the plugin, so the identifier grants nothing. */
  | { readonly kind: "unchecked"; readonly message: string }
  | { readonly kind: "cycle"; readonly message: string };

class ExpansionError extends Error {
  readonly kind: "not-found" | "cycle";
  constructor(kind: "not-found" | "cycle", message: string) {
    super(message);
    this.kind = kind;
  }
}

const cache = new WeakMap<Catalog, Map<string, Expansion>>();
const display = (plugin: string, name: string) => (plugin === APP_KEY ? name : `${plugin}:${name}`);

/** Every identifier a plugin answers to, for suggestions. */
function knownNames(manifest: PluginManifest): string[] {
  const names = [...manifest.permissions.keys(), ...manifest.sets.keys()];
  if (manifest.defaultSet) names.push("default");
  for (const command of manifest.commands) names.push(`allow-${slugOf(command)}`, `deny-${slugOf(command)}`);
  return names;
}

/** A permission of a plugin whose permissions are unknown, understood from its name when possible. */
function inferred(name: string): Permission | undefined {
  const match = /^(allow|deny)-(.+)$/.exec(name);
  if (!match) return undefined;
  const command = match[2]!.replaceAll("-", "_");
  return commandPermissions(command)[match[1] === "allow" ? 0 : 1];
}

function expandIn(catalog: Catalog, plugin: string, name: string, trail: readonly string[]): Leaf[] {
  const manifest = catalog.plugins.get(plugin);
  const shown = display(plugin, name);
  if (!manifest) {
    const permission = inferred(name);
    return permission ? [{ plugin, permission }] : [];
  }
  const set = name === "default" ? manifest.defaultSet : manifest.sets.get(name);
  if (set && !manifest.permissions.has(name)) {
    if (trail.includes(shown)) {
      throw new ExpansionError("cycle", `Permission set cycle: ${[...trail, shown].map((s) => `"${s}"`).join(" → ")}`);
    }
    const leaves: Leaf[] = [];
    for (const member of set.permissions) {
      // A set may name another plugin's permission (`core:path:default` inside `core:default`).
      const id = splitIdentifier(member);
      const crosses = id.plugin !== undefined && catalog.plugins.has(id.plugin);
      const [memberPlugin, memberName] = crosses ? [id.plugin!, id.name] : [plugin, member];
      const target = catalog.plugins.get(memberPlugin);
      if (target && !hasName(target, memberName)) {
        throw new ExpansionError("not-found", `Permission "${member}" of set "${shown}" not found`);
      }
      leaves.push(...expandIn(catalog, memberPlugin, memberName, [...trail, shown]));
    }
    return leaves;
  }
  const permission = manifest.permissions.get(name) ?? commandPermission(manifest, name);
  if (permission) return [{ plugin, permission }];
  if (name === "default") return [];
  throw new ExpansionError("not-found", `Permission "${shown}" not found`);
}

function hasName(manifest: PluginManifest, name: string): boolean {
  return (
    manifest.permissions.has(name) ||
    manifest.sets.has(name) ||
    name === "default" ||
    commandPermission(manifest, name) !== undefined
  );
}

function commandPermission(manifest: PluginManifest, name: string): Permission | undefined {
  const match = /^(allow|deny)-(.+)$/.exec(name);
  const command = match && manifest.commands.find((c) => slugOf(c) === match[2]);
  return command ? commandPermissions(command)[match[1] === "allow" ? 0 : 1] : undefined;
}

function expandUncached(catalog: Catalog, identifier: string): Expansion {
  const { plugin: prefix, name } = splitIdentifier(identifier);
  const plugin = prefix ?? APP_KEY;
  const manifest = catalog.plugins.get(plugin);
  if (!manifest) {
    if (plugin.startsWith("core:") || plugin === "core") {
      const cores = [...catalog.plugins.keys()].filter((k) => k.startsWith("core"));
      const hint = didYouMean(closestMatches(plugin, cores, 1));
      return {
        kind: "not-found",
        message: `Permission "${identifier}" not found: unknown core plugin "${plugin}"${hint}`,
      };
    }
    if (inferred(name)) return { kind: "resolved", leaves: expandIn(catalog, plugin, name, []) };
    const owner = plugin === APP_KEY ? "the app" : `plugin "${plugin}"`;
    return { kind: "unchecked", message: `Cannot check permission "${identifier}": no manifest for ${owner}` };
  }
  if (!hasName(manifest, name)) {
    const suggestions = closestMatches(name, knownNames(manifest)).map((n) => display(plugin, n));
    return { kind: "not-found", message: `Permission "${identifier}" not found${didYouMean(suggestions)}` };
  }
  try {
    return { kind: "resolved", leaves: expandIn(catalog, plugin, name, []) };
  } catch (error) {
    if (error instanceof ExpansionError) return { kind: error.kind, message: error.message };
    throw error;
  }
}

/**
 * Expands a permission identifier into the permissions it grants, following sets recursively
 * (a cycle is reported, not followed forever).
 *
 * @example
 * expandPermission(coreCatalog(), "core:event:default"); // { kind: "resolved", leaves: [4 leaves] }
 * expandPermission(coreCatalog(), "fs:default"); // { kind: "unchecked", message: 'Cannot check permission "fs:default": no manifest for plugin "fs"' }
 */
export function expandPermission(catalog: Catalog, identifier: string): Expansion {
  let memo = cache.get(catalog);
  if (!memo) {
    memo = new Map();
    cache.set(catalog, memo);
  }
  let expansion = memo.get(identifier);
  if (!expansion) {
    expansion = expandUncached(catalog, identifier);
    memo.set(identifier, expansion);
  }
  return expansion;
}
