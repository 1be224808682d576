import { APP_KEY } from "../catalog/catalog.ts";
import { CORE_PLUGINS } from "../catalog/core-catalog.facts.ts";
import {
  type CallContext,
  compareCodePoints,
  labelsMatch,
  type Origin,
  originMatches,
  originOf,
  platformMatches,
} from "./context.ts";
import type { Grant, ResolvedAcl } from "./resolve.ts";

/** A command callable in a context, with the scope values gathered for it. */
export interface AllowedCommand {
  /** `core:window|set_title`, `fs|read_file`, or `echo` for an app command. */
  readonly key: string;
  /** Plugin key, or undefined for an app command. */
  readonly plugin: string | undefined;
  readonly command: string;
  readonly allow: readonly unknown[];
  readonly deny: readonly unknown[];
  readonly grants: readonly Grant[];
}

const CORE_NAMES = new Set(Object.keys(CORE_PLUGINS).map((key) => key.replace(/^core:/, "")));

/**
 * Accepts Tauri's IPC spelling too: `plugin:window|close` → `core:window|close`,
 * `plugin:fs|read_file` → `fs|read_file`; anything else is returned unchanged.
 *
 * @example
 * normalizeCommandKey("plugin:window|set_title"); // "core:window|set_title"
 */
export function normalizeCommandKey(key: string): string {
  const match = /^plugin:([^|]+)\|(.+)$/.exec(key);
  if (!match) return key;
  const [, plugin, command] = match;
  return `${CORE_NAMES.has(plugin!) ? `core:${plugin}` : plugin}|${command}`;
}

/** Splits `plugin|command` (or a bare app command) into its parts. */
export function splitCommandKey(key: string): { plugin: string | undefined; command: string } {
  const bar = key.lastIndexOf("|");
  return bar < 0 ? { plugin: undefined, command: key } : { plugin: key.slice(0, bar), command: key.slice(bar + 1) };
}

/** Denies active on the platform; as in Tauri 2, one blocks the command for every window and origin. */
export function activeDenies(acl: ResolvedAcl, key: string, ctx: CallContext): Grant[] {
  return (acl.denied.get(key) ?? []).filter((g) => platformMatches(g.platforms, ctx.platform));
}

/** Allow grants that apply to the context (platform, origin, window or webview). */
function matchingAllows(acl: ResolvedAcl, key: string, ctx: CallContext & { origin: Origin }): Grant[] {
  const labels = { window: ctx.window, webview: ctx.webview ?? ctx.window };
  const { origin } = ctx;
  return (acl.allowed.get(key) ?? []).filter(
    (g) =>
      platformMatches(g.platforms, ctx.platform) && originMatches(g.target, origin) && labelsMatch(g.target, labels),
  );
}

function unique(values: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = JSON.stringify(v) ?? "undefined";
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every command callable in a context, sorted by code point, with its command scope plus the
 * plugin's global scope (which Tauri applies to every window).
 *
 * @example
 * allowedCommands(acl, { window: "main", platform: "linux" }).map((c) => c.key); // ["core:app|name", ...]
 */
export function allowedCommands(acl: ResolvedAcl, ctx: CallContext): AllowedCommand[] {
  const origin = originOf(ctx.url);
  const result: AllowedCommand[] = [];
  for (const key of acl.allowed.keys()) {
    if (activeDenies(acl, key, ctx).length > 0) continue;
    const grants = matchingAllows(acl, key, { ...ctx, origin });
    if (grants.length === 0) continue;
    const { plugin, command } = splitCommandKey(key);
    const globals = acl.globalScopes.filter(
      (s) => s.plugin === (plugin ?? APP_KEY) && platformMatches(s.platforms, ctx.platform),
    );
    result.push({
      key,
      plugin,
      command,
      allow: unique([...grants.flatMap((g) => g.scope.allow), ...globals.flatMap((s) => s.allow)]),
      deny: unique([...grants.flatMap((g) => g.scope.deny), ...globals.flatMap((s) => s.deny)]),
      grants,
    });
  }
  return result.sort((a, b) => compareCodePoints(a.key, b.key));
}

/** Why a command is or is not callable in a context. */
export interface Explanation {
  readonly key: string;
  readonly allowed: boolean;
  /** Denies that block the command, allows that grant it, or (when neither) allows that exist but do not apply here. */
  readonly deciding: readonly Grant[];
  readonly reason: "denied" | "allowed" | "no-matching-capability" | "not-granted";
}

/**
 * Says whether a command is allowed in a context and which capability entries decide it.
 *
 * @example
 * explainCommand(acl, "core:window|set_title", { window: "main", platform: "linux" }).allowed; // false
 */
export function explainCommand(acl: ResolvedAcl, command: string, ctx: CallContext): Explanation {
  const key = normalizeCommandKey(command);
  const origin = originOf(ctx.url);
  const denies = activeDenies(acl, key, ctx);
  if (denies.length > 0) return { key, allowed: false, deciding: denies, reason: "denied" };
  const allows = matchingAllows(acl, key, { ...ctx, origin });
  if (allows.length > 0) return { key, allowed: true, deciding: allows, reason: "allowed" };
  const elsewhere = acl.allowed.get(key) ?? [];
  return {
    key,
    allowed: false,
    deciding: elsewhere,
    reason: elsewhere.length > 0 ? "no-matching-capability" : "not-granted",
  };
}
