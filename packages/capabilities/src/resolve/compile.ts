import { TARGETS, type Target } from "../format/schema.ts";
import { type CallContext, type Origin, originOf } from "./context.ts";
import type { LabelGlob } from "./glob.ts";
import { normalizeCommandKey } from "./query.ts";
import type { CapabilityTarget, ResolvedAcl } from "./resolve.ts";
import type { RemotePattern } from "./url-pattern.ts";

/** Answers "may this caller invoke this command?" without walking the ACL again. */
export interface CompiledAcl {
  isAllowed(command: string, ctx: CallContext): boolean;
}

interface LabelMatcher {
  readonly any: boolean;
  readonly exact: ReadonlySet<string>;
  readonly globs: readonly LabelGlob[];
}

interface Rule {
  readonly platforms: number;
  readonly local: boolean;
  readonly remotes: readonly RemotePattern[];
  readonly windows: LabelMatcher;
  readonly webviews: LabelMatcher;
}

interface CompiledCommand {
  /** Platforms on which some deny blocks the command everywhere. */
  readonly deniedOn: number;
  readonly rules: readonly Rule[];
}

const ALL_PLATFORMS = (1 << TARGETS.length) - 1;
const bitOf = (target: Target) => {
  const index = TARGETS.indexOf(target);
  return index < 0 ? 0 : 1 << index;
};
const maskOf = (platforms: ReadonlySet<Target> | undefined) =>
  platforms === undefined ? ALL_PLATFORMS : [...platforms].reduce((mask, t) => mask | bitOf(t), 0);

function labelMatcher(globs: readonly LabelGlob[]): LabelMatcher {
  const exact = new Set<string>();
  const rest: LabelGlob[] = [];
  let any = false;
  for (const glob of globs) {
    if (glob.source === "*") any = true;
    else if (!/[*?[]/.test(glob.source)) exact.add(glob.source);
    else rest.push(glob);
  }
  return { any, exact, globs: rest };
}

const matchesLabel = (m: LabelMatcher, label: string) =>
  m.any || m.exact.has(label) || m.globs.some((g) => g.matches(label));

/**
 * Compiles a resolved ACL into a lookup fit for every IPC call: one map lookup, then a few
 * precompiled label and origin checks for the capabilities that grant the command.
 *
 * @example
 * const acl = compileAcl(resolveCapabilities(capabilities, catalog));
 * acl.isAllowed("core:window|set_title", { window: "main", platform: "windows" }); // true or false
 */
export function compileAcl(resolved: ResolvedAcl): CompiledAcl {
  const commands = new Map<string, CompiledCommand>();
  const targets = new Map<CapabilityTarget, { windows: LabelMatcher; webviews: LabelMatcher }>();
  for (const [key, grants] of resolved.allowed) {
    const seen = new Set<string>();
    const rules: Rule[] = [];
    for (const grant of grants) {
      const platforms = maskOf(grant.platforms);
      let labels = targets.get(grant.target);
      if (!labels) {
        labels = { windows: labelMatcher(grant.target.windows), webviews: labelMatcher(grant.target.webviews) };
        targets.set(grant.target, labels);
      }
      // Grants of one capability on the same platforms share a rule.
      const id = `${grant.target.path}#${grant.target.pointer}#${platforms}`;
      if (seen.has(id)) continue;
      seen.add(id);
      rules.push({ platforms, local: grant.target.local, remotes: grant.target.remotes, ...labels });
    }
    const deniedOn = (resolved.denied.get(key) ?? []).reduce((mask, g) => mask | maskOf(g.platforms), 0);
    commands.set(key, { deniedOn, rules });
  }
  let lastUrl: string | URL | undefined;
  let lastOrigin: Origin = originOf(undefined);
  return {
    isAllowed(command, ctx) {
      const compiled =
        commands.get(command) ??
        (command.startsWith("plugin:") ? commands.get(normalizeCommandKey(command)) : undefined);
      if (compiled === undefined) return false;
      const platform = bitOf(ctx.platform);
      if (compiled.deniedOn & platform) return false;
      if (ctx.url !== lastUrl) {
        lastOrigin = originOf(ctx.url);
        lastUrl = ctx.url;
      }
      const webview = ctx.webview ?? ctx.window;
      for (const rule of compiled.rules) {
        if (!(rule.platforms & platform)) continue;
        if (
          lastOrigin.kind === "local"
            ? !rule.local
            : !rule.remotes.some((p) => p.matches((lastOrigin as { url: URL }).url))
        )
          continue;
        if (matchesLabel(rule.windows, ctx.window) || matchesLabel(rule.webviews, webview)) return true;
      }
      return false;
    },
  };
}
