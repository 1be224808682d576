import { APP_KEY, type Catalog } from "../catalog/catalog.ts";
import { expandPermission } from "../catalog/expand.ts";
import type { Diagnostic, DiagnosticCode } from "../diagnostic.ts";
import type { LocatedCapability } from "../format/capability-file.ts";
import type { Target } from "../format/schema.ts";
import { compileGlob, type LabelGlob } from "./glob.ts";
import { compileRemotePattern, type RemotePattern } from "./url-pattern.ts";

/** Where a capability applies: origins, labels and platforms. Shared by all grants of one capability. */
export interface CapabilityTarget {
  readonly capability: string;
  readonly path: string;
  readonly pointer: string;
  readonly local: boolean;
  readonly remotes: readonly RemotePattern[];
  readonly windows: readonly LabelGlob[];
  readonly webviews: readonly LabelGlob[];
  /** Undefined when the capability applies to every platform. */
  readonly platforms: ReadonlySet<Target> | undefined;
}

/** One command allowed or denied by one permission entry of one capability. */
export interface Grant {
  /** `core:window|set_title`, `fs|read_file`, or `echo` for an app command. */
  readonly command: string;
  readonly target: CapabilityTarget;
  /** The entry as written in the capability, and its pointer. */
  readonly entry: string;
  readonly entryPointer: string;
  /** The permission that names the command (`core:window:allow-set-title`). */
  readonly permission: string;
  readonly platforms: ReadonlySet<Target> | undefined;
  readonly scope: { readonly allow: readonly unknown[]; readonly deny: readonly unknown[] };
}

/** Scope values of permissions that name no command: they apply to the whole plugin. */
export interface GlobalScope {
  readonly plugin: string;
  readonly target: CapabilityTarget;
  readonly entry: string;
  readonly platforms: ReadonlySet<Target> | undefined;
  readonly allow: readonly unknown[];
  readonly deny: readonly unknown[];
}

/** The access control list of a set of capabilities, before a context is chosen. */
export interface ResolvedAcl {
  readonly allowed: ReadonlyMap<string, readonly Grant[]>;
  readonly denied: ReadonlyMap<string, readonly Grant[]>;
  readonly globalScopes: readonly GlobalScope[];
  readonly diagnostics: readonly Diagnostic[];
}

/** `plugin|command`, or the bare command for the app. */
export const commandKey = (plugin: string, command: string) => (plugin === APP_KEY ? command : `${plugin}|${command}`);

function intersect(a: ReadonlySet<Target> | undefined, b: readonly Target[] | null | undefined) {
  if (b === null || b === undefined) return a;
  return new Set(a ? b.filter((t) => a.has(t)) : b);
}

function targetOf(located: LocatedCapability): CapabilityTarget {
  const { capability } = located;
  return {
    capability: capability.identifier,
    path: located.path,
    pointer: located.pointer,
    local: capability.local,
    remotes: (capability.remote?.urls ?? []).map(compileRemotePattern),
    windows: [...capability.windows].sort().map(compileGlob),
    webviews: [...capability.webviews].sort().map(compileGlob),
    platforms: capability.platforms ? new Set(capability.platforms) : undefined,
  };
}

const CODES: Record<string, DiagnosticCode> = {
  "not-found": "unknown-permission",
  cycle: "permission-cycle",
  unchecked: "unchecked-permission",
};

/**
 * Resolves capabilities into allowed and denied commands as Tauri 2 does: every entry's permission
 * sets are expanded, scopes gathered, and window, webview, origin and platform kept for the query.
 * Capabilities must come from {@link readCapabilityFile}, which has checked their patterns.
 *
 * @example
 * const acl = resolveCapabilities(report.capabilities, coreCatalog());
 * acl.allowed.has("core:window|title"); // true for a capability with "core:default"
 */
export function resolveCapabilities(capabilities: readonly LocatedCapability[], catalog: Catalog): ResolvedAcl {
  const allowed = new Map<string, Grant[]>();
  const denied = new Map<string, Grant[]>();
  const globalScopes: GlobalScope[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const located of capabilities) {
    const target = targetOf(located);
    located.capability.permissions.forEach((entry, index) => {
      const identifier = typeof entry === "string" ? entry : entry.identifier;
      const entryPointer = `${located.pointer}/permissions/${index}`;
      const expansion = expandPermission(catalog, identifier);
      if (expansion.kind !== "resolved") {
        const severity = expansion.kind === "unchecked" ? "warning" : "error";
        const at = located.document.locate(entryPointer);
        diagnostics.push({
          severity,
          code: CODES[expansion.kind]!,
          path: located.path,
          pointer: entryPointer,
          ...at,
          message: expansion.message,
        });
        return;
      }
      const entryScope: { allow?: unknown[] | null; deny?: unknown[] | null } = typeof entry === "string" ? {} : entry;
      for (const { plugin, permission } of expansion.leaves) {
        const platforms = intersect(target.platforms, permission.platforms);
        const scope = {
          allow: [...(entryScope.allow ?? []), ...(permission.scope.allow ?? [])],
          deny: [...(entryScope.deny ?? []), ...(permission.scope.deny ?? [])],
        };
        const name = plugin === APP_KEY ? permission.identifier : `${plugin}:${permission.identifier}`;
        const { allow, deny } = permission.commands;
        if (allow.length === 0 && deny.length === 0) {
          globalScopes.push({ plugin, target, entry: identifier, platforms, ...scope });
          continue;
        }
        for (const [commands, into] of [
          [allow, allowed],
          [deny, denied],
        ] as const) {
          for (const command of commands) {
            const key = commandKey(plugin, command);
            const grant: Grant = {
              command: key,
              target,
              entry: identifier,
              entryPointer,
              permission: name,
              platforms,
              scope,
            };
            const list = into.get(key);
            if (list) list.push(grant);
            else into.set(key, [grant]);
          }
        }
      }
    });
  }
  return { allowed, denied, globalScopes, diagnostics };
}
