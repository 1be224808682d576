import type { Diagnostic, DiagnosticCode } from "../diagnostic.ts";
import type { LocatedCapability } from "../format/capability-file.ts";
import type { Target } from "../format/schema.ts";
import { compileGlob } from "../resolve/glob.ts";
import type { Grant, ResolvedAcl } from "../resolve/resolve.ts";

export interface LintOptions {
  /** Window labels the app config declares (`--windows main,settings`); unset skips that lint. */
  readonly declaredWindows?: readonly string[];
}

/** Plugins whose commands reach the file system, a shell or the app's windows. */
const SENSITIVE_PLUGINS = new Set(["fs", "shell", "core:window", "core:webview"]);

type Emit = (
  located: { path: string; document: LocatedCapability["document"] },
  code: DiagnosticCode,
  pointer: string,
  message: string,
) => void;

function overlaps(a: ReadonlySet<Target> | undefined, b: ReadonlySet<Target> | undefined): boolean {
  if (a === undefined || b === undefined) return (a?.size ?? 1) > 0 && (b?.size ?? 1) > 0;
  return [...a].some((t) => b.has(t));
}

/**
 * Warnings about capabilities that are valid but probably not what their author meant.
 *
 * @example
 * lintCapabilities(capabilities, acl, { declaredWindows: ["main"] }); // [{ severity: "warning", code: "undeclared-window", … }]
 */
export function lintCapabilities(
  capabilities: readonly LocatedCapability[],
  acl: ResolvedAcl,
  options: LintOptions = {},
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byPath = new Map(capabilities.map((c) => [c.path, c.document]));
  const emit: Emit = (located, code, pointer, message) => {
    diagnostics.push({
      severity: "warning",
      code,
      path: located.path,
      pointer,
      ...located.document.locate(pointer),
      message,
    });
  };
  const grantEmit = (grant: Grant, code: DiagnosticCode, message: string) => {
    const document = byPath.get(grant.target.path);
    if (document) emit({ path: grant.target.path, document }, code, grant.entryPointer, message);
  };

  const firstSeen = new Map<string, LocatedCapability>();
  for (const located of capabilities) {
    const { capability, pointer } = located;
    if (capability.windows.length === 0 && capability.webviews.length === 0) {
      emit(
        located,
        "no-target",
        pointer,
        `Capability "${capability.identifier}" matches no window or webview: add "windows" or "webviews"`,
      );
    }
    const earlier = firstSeen.get(capability.identifier);
    if (earlier) {
      const where = earlier.path === located.path ? `"${earlier.pointer || "/"}"` : `"${earlier.path}"`;
      emit(
        located,
        "duplicate-capability",
        `${pointer}/identifier`,
        `Capability identifier "${capability.identifier}" is also used in ${where}: Tauri refuses duplicate identifiers`,
      );
    } else firstSeen.set(capability.identifier, located);
    const declared = options.declaredWindows;
    if (declared) {
      capability.windows.forEach((pattern, i) => {
        const glob = compileGlob(pattern);
        if (declared.some((label) => glob.matches(label))) return;
        const list = declared.map((l) => `"${l}"`).join(", ");
        emit(
          located,
          "undeclared-window",
          `${pointer}/windows/${i}`,
          `Window label "${pattern}" matches no declared window: expected one of ${list}`,
        );
      });
    }
  }

  const reported = new Set<string>();
  for (const [key, denies] of acl.denied) {
    const allows = acl.allowed.get(key) ?? [];
    for (const allow of allows) {
      const deny = denies.find((d) => overlaps(d.platforms, allow.platforms));
      const id = `overridden ${allow.target.path}${allow.entryPointer} ${key}`;
      if (!deny || reported.has(id)) continue;
      reported.add(id);
      grantEmit(
        allow,
        "overridden-allow",
        `Permission "${allow.entry}" allows "${key}" but "${deny.permission}" in capability "${deny.target.capability}" denies it`,
      );
    }
    for (const deny of denies) {
      const outside = allows.find((a) => a.target !== deny.target && overlaps(a.platforms, deny.platforms));
      const id = `global ${deny.target.path}${deny.entryPointer} ${key}`;
      if (!outside || reported.has(id)) continue;
      reported.add(id);
      grantEmit(
        deny,
        "global-deny",
        `Deny "${deny.permission}" blocks "${key}" for every window and origin, beyond capability "${deny.target.capability}": it also overrides capability "${outside.target.capability}"`,
      );
    }
  }

  for (const grants of acl.allowed.values()) {
    for (const grant of grants) {
      const plugin = grant.command.slice(0, grant.command.lastIndexOf("|"));
      if (grant.target.remotes.length === 0 || !SENSITIVE_PLUGINS.has(plugin)) continue;
      const id = `remote ${grant.target.path}${grant.entryPointer}`;
      if (reported.has(id)) continue;
      reported.add(id);
      grantEmit(
        grant,
        "remote-sensitive",
        `Remote capability "${grant.target.capability}" grants "${grant.command}" to remote URLs: file system, shell and window commands should stay local`,
      );
    }
  }
  return diagnostics;
}
