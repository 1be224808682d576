import { APP_KEY, type Catalog } from "../../catalog/catalog.ts";
import { checkCapabilityFiles } from "../../check.ts";
import { closestMatches, didYouMean } from "../../format/suggest.ts";
import { explainCommand } from "../../resolve/query.ts";
import type { Grant } from "../../resolve/resolve.ts";
import { type ContextFlags, contextOf, loadCatalog, loadFiles } from "../inputs.ts";
import { type CliIo, UsageError } from "../io.ts";
import { reportProblems } from "../problems.ts";

export interface ExplainOptions extends ContextFlags {
  readonly command: string;
  readonly paths: readonly string[];
  readonly manifest?: string;
  readonly json?: boolean;
}

const HEADINGS = {
  allowed: "allowed by",
  denied: "denied by (a deny blocks the command for every window and origin)",
  "no-matching-capability": "granted only outside this context by",
  "not-granted": "no capability grants it",
} as const;

/** Whether the catalog knows the command, so that a "did you mean" is only offered for a likely typo. */
function isKnownCommand(catalog: Catalog, key: string): boolean {
  const bar = key.lastIndexOf("|");
  const manifest = catalog.plugins.get(bar < 0 ? APP_KEY : key.slice(0, bar));
  const command = key.slice(bar + 1);
  if (!manifest) return false;
  if (manifest.commands.includes(command)) return true;
  return [...manifest.permissions.values()].some(
    (p) => p.commands.allow.includes(command) || p.commands.deny.includes(command),
  );
}

/** `capcheck explain`: allowed or denied, and which capability entries decide it. Exit 0 allowed, 1 denied. */
export function runExplain(options: ExplainOptions, io: CliIo): number {
  if (!/^(?:[A-Za-z0-9:-]+\|)?[^|\s]+$/.test(options.command)) {
    throw new UsageError(`Invalid command "${options.command}": expected "<plugin>|<command>" or an app command`);
  }
  const ctx = contextOf(options, io);
  const catalog = loadCatalog(options.manifest, io);
  const result = checkCapabilityFiles(loadFiles(options.paths, io), { catalog });
  reportProblems(result, io);
  const explanation = explainCommand(result.acl, options.command, ctx);
  const documents = new Map(result.capabilities.map((c) => [c.path, c.document]));
  const where = (g: Grant) => documents.get(g.target.path)?.locate(g.entryPointer) ?? { line: 1, column: 1 };
  if (options.json) {
    const entries = explanation.deciding.map((g) => ({
      capability: g.target.capability,
      path: g.target.path,
      pointer: g.entryPointer,
      ...where(g),
      entry: g.entry,
      permission: g.permission,
    }));
    const { key, allowed, reason } = explanation;
    io.stdout(`${JSON.stringify({ command: key, allowed, reason, entries }, null, 2)}\n`);
  } else {
    io.stdout(`${explanation.allowed ? "allowed" : "denied"}: ${explanation.key}\n`);
    io.stdout(`${HEADINGS[explanation.reason]}${explanation.deciding.length > 0 ? ":" : ""}\n`);
    if (explanation.reason === "not-granted" && !isKnownCommand(catalog, explanation.key)) {
      const known = [...result.acl.allowed.keys(), ...result.acl.denied.keys()];
      const hint = didYouMean(closestMatches(explanation.key, new Set(known)));
      if (hint) io.stdout(`  ${hint.slice(2)}\n`);
    }
    for (const g of explanation.deciding) {
      const at = where(g);
      const via = g.entry === g.permission ? "" : ` via "${g.permission}"`;
      io.stdout(
        `  ${g.target.path}:${at.line}:${at.column}: capability "${g.target.capability}", entry "${g.entry}"${via}\n`,
      );
    }
  }
  return explanation.allowed ? 0 : 1;
}
