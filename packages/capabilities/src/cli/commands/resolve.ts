import { checkCapabilityFiles } from "../../check.ts";
import { allowedCommands } from "../../resolve/query.ts";
import { type ContextFlags, contextOf, loadCatalog, loadFiles } from "../inputs.ts";
import type { CliIo } from "../io.ts";
import { reportProblems } from "../problems.ts";

export interface ResolveOptions extends ContextFlags {
  readonly paths: readonly string[];
  readonly manifest?: string;
  readonly json?: boolean;
}

/** `capcheck resolve`: every command allowed in a context, one per line, sorted by code point. */
export function runResolve(options: ResolveOptions, io: CliIo): number {
  const ctx = contextOf(options, io);
  const files = loadFiles(options.paths, io);
  const result = checkCapabilityFiles(files, { catalog: loadCatalog(options.manifest, io) });
  const blocking = reportProblems(result, io);
  const allowed = allowedCommands(result.acl, ctx);
  if (options.json) {
    const rows = allowed.map((c) => ({ plugin: c.plugin ?? null, command: c.command, allow: c.allow, deny: c.deny }));
    io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    for (const command of allowed) io.stdout(`${command.key}\n`);
  }
  return blocking ? 1 : 0;
}
