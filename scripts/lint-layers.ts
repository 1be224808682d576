// The layering rule of packages/protect-server (docs/decisions/protect-layering.md): the composition
// root (app.ts, server.ts, index.ts, cli/, jobs/) → features → plumbing (http/, platform/, lib/,
// db/), never upward; inside a feature routes → services → repositories (all SQL) → database;
// features meet only through each other's public modules; and no module imports itself in a circle.
// Part of `npm run lint` (scripts/tasks.ts). Reads imports with es-module-lexer, which lexes
// TypeScript and tells `import type` apart; inline `type` specifiers are told apart here.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { init as initLexer, parse as parseModule } from "es-module-lexer";

export type LayerRule =
  | "db-outside-repo"
  | "routes-import-repo"
  | "feature-private-import"
  | "repo-imports-upward"
  | "plumbing-imports-feature"
  | "import-cycle";

export interface LayerFinding {
  /** Path of the importing file, relative to the checked source root (posix separators). */
  file: string;
  line: number;
  rule: LayerRule;
  message: string;
}

export interface SourceFile {
  /** Relative to the source root, posix separators: `features/account/service.ts`. */
  path: string;
  text: string;
}

export interface LayerOptions {
  /**
   * Modules of a feature that other features and the rest of the source may import besides the
   * ones public by name (see `isPublicByName`), as paths relative to the source root.
   */
  publicModules?: ReadonlySet<string>;
}

/** Packages whose values talk to the database: query builders and drivers. */
const DATABASE_PACKAGES = [/^drizzle-orm(\/|$)/, /^pg$/, /^@electric-sql\/pglite(\/|$)/];
/** The composition root: wires every feature together, so it may import any module but a repository. */
const COMPOSITION_ROOT = new Set(["app.ts", "server.ts", "index.ts"]);
/** Names of vocabulary constants (`DOMAIN_TYPES`): the allowed values of a column, not a table. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;
/**
 * A query on a database handle (`db`, `tx`, `ctx.db`, `database`): drizzle's relational queries
 * (`db.query.users.findFirst`) and raw `execute` need no import, so imports alone would miss them.
 */
const QUERY_CALL =
  /\b(?:db|tx|database)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query|\$count|\$with)\b/g;

/** The text with comments blanked out (newlines kept, so offsets and lines still match). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, " "));
}

type Role = "db" | "repo" | "routes" | "service" | "module";

/** What a file is, by its path: the layer it belongs to. */
export function roleOf(path: string): Role {
  const segments = path.split("/");
  const base = segments.at(-1) ?? "";
  if (segments[0] === "db") return "db";
  if (base === "repo.ts" || base.endsWith("-repo.ts") || segments.slice(0, -1).includes("repo")) return "repo";
  if (base === "routes.ts" || base.endsWith("-routes.ts")) return "routes";
  if (base === "service.ts" || base.endsWith("-service.ts")) return "service";
  return "module";
}

/** `features/<name>/…` → name; anything else → undefined. */
export function featureOf(path: string): string | undefined {
  const [top, name, ...rest] = path.split("/");
  return top === "features" && name && rest.length > 0 ? name : undefined;
}

/** Services, zod schemas and presenters are a feature's public face. */
function isPublicByName(path: string): boolean {
  const base = path.split("/").at(-1) ?? "";
  return roleOf(path) === "service" || /^(.+-)?schema\.ts$/.test(base) || /^(.+-)?presenter\.ts$/.test(base);
}

const isExempt = (path: string) => !path.endsWith(".ts") || path.endsWith(".test.ts") || path.endsWith(".d.ts");

interface ImportRecord {
  specifier: string;
  line: number;
  /** Value bindings the statement brings in: names, `*` for a namespace or a re-export of all, `default`. */
  values: string[];
  /** The statement runs the module (`import "x"`) without binding anything. */
  sideEffect: boolean;
}

/** The value bindings of one static import or re-export statement (comments removed first). */
function bindingsOf(statement: string): { values: string[]; sideEffect: boolean } {
  const code = statement.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/\/\/[^\n]*/g, " ");
  const clause = /^\s*(?:import|export)\s+([\s\S]*?)\s*\bfrom\s*["'][^"']*["']/.exec(code)?.[1];
  if (clause === undefined) return { values: [], sideEffect: /^\s*import\s*["']/.test(code) };
  const values: string[] = [];
  const braces = /\{([\s\S]*)\}/.exec(clause);
  for (const entry of braces?.[1]?.split(",") ?? []) {
    const words = entry.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0 || words[0] === "type") continue;
    values.push(words[0] ?? "");
  }
  const outside = clause
    .replace(/\{[\s\S]*\}/, " ")
    .replace(/,/g, " ")
    .trim();
  if (/\*/.test(outside)) values.push("*");
  const defaultName = /^([A-Za-z_$][\w$]*)$/.exec(outside.replace(/\*\s*as\s+[\w$]+/, "").trim())?.[1];
  if (defaultName && defaultName !== "type") values.push("default");
  return { values, sideEffect: false };
}

function importsOf(file: SourceFile): ImportRecord[] {
  const [imports] = parseModule(file.text, file.path);
  const lineAt = (offset: number) => file.text.slice(0, offset).split("\n").length;
  const records: ImportRecord[] = [];
  for (const entry of imports) {
    if (entry.type === "import-meta" || entry.specifier === undefined) continue;
    if (entry.type === "dynamic") {
      if (!entry.probablyTypeOnly) {
        records.push({ specifier: entry.specifier, line: lineAt(entry.importStart), values: ["*"], sideEffect: false });
      }
      continue;
    }
    if (entry.typeOnly) continue;
    const statement = file.text.slice(entry.importStart, entry.importEnd);
    const { values, sideEffect } =
      entry.type === "reexport-star" ? { values: ["*"], sideEffect: false } : bindingsOf(statement);
    if (values.length === 0 && !sideEffect) continue;
    records.push({ specifier: entry.specifier, line: lineAt(entry.importStart), values, sideEffect });
  }
  return records;
}

/** Every relative import of a file, type-only ones included (they are circles to a reader too). */
function allLocalImports(file: SourceFile): { target: string; line: number; specifier: string }[] {
  const [imports] = parseModule(file.text, file.path);
  const lineAt = (offset: number) => file.text.slice(0, offset).split("\n").length;
  const found: { target: string; line: number; specifier: string }[] = [];
  for (const entry of imports) {
    if (entry.type === "import-meta" || entry.specifier === undefined) continue;
    const target = resolveLocal(file.path, entry.specifier);
    if (target !== undefined) found.push({ target, line: lineAt(entry.importStart), specifier: entry.specifier });
  }
  return found;
}

/** The layer a file belongs to, for the rule that plumbing never imports a feature or the root. */
function isPlumbing(path: string): boolean {
  return /^(http|platform|lib|db)\//.test(path);
}
function isAbovePlumbing(path: string): boolean {
  return /^(features|jobs|cli)\//.test(path) || COMPOSITION_ROOT.has(path);
}

/**
 * The import circles of a tree (Tarjan's strongly connected components over every local import);
 * each as its files, sorted, with one edge per file inside the circle.
 */
function importCircles(files: readonly SourceFile[]): { file: string; line: number; to: string }[][] {
  const paths = new Set(files.map((file) => file.path));
  const edges = new Map<string, { target: string; line: number }[]>();
  for (const file of files)
    edges.set(
      file.path,
      allLocalImports(file).filter((edge) => paths.has(edge.target)),
    );
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const { target } of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      members.push(member);
      if (member === node) break;
    }
    if (members.length > 1 || (edges.get(node) ?? []).some((edge) => edge.target === node))
      circles.push(members.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return circles.map((members) => {
    const inside = new Set(members);
    return members.map((file) => {
      const edge = (edges.get(file) ?? []).find((candidate) => inside.has(candidate.target));
      return { file, line: edge?.line ?? 1, to: edge?.target ?? file };
    });
  });
}

/** A relative specifier resolved against the importing file, relative to the source root; else undefined. */
function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/**
 * Checks the imports of a source tree against the layering rules; returns what breaks them, in file
 * order. Tests (`*.test.ts`) are not checked.
 *
 * @example
 * await checkLayers([{ path: "features/a/routes.ts", text: 'import { findA } from "./repo.ts";' }]);
 * // → [{ file: "features/a/routes.ts", line: 1, rule: "routes-import-repo", message: … }]
 */
export async function checkLayers(files: readonly SourceFile[], options: LayerOptions = {}): Promise<LayerFinding[]> {
  await initLexer();
  const publicModules = options.publicModules ?? new Set<string>();
  const findings: LayerFinding[] = [];
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    if (isExempt(file.path)) continue;
    const role = roleOf(file.path);
    const feature = featureOf(file.path);
    const report = (line: number, rule: LayerRule, message: string) =>
      findings.push({ file: file.path, line, rule, message });
    if (role !== "repo" && role !== "db") {
      const code = withoutComments(file.text);
      for (const match of code.matchAll(QUERY_CALL)) {
        report(
          code.slice(0, match.index).split("\n").length,
          "db-outside-repo",
          `Query on a database handle (".${match[1]}") outside a repository: move it into a repo.ts`,
        );
      }
    }
    if (isPlumbing(file.path)) {
      for (const edge of allLocalImports(file)) {
        if (!isAbovePlumbing(edge.target)) continue;
        report(
          edge.line,
          "plumbing-imports-feature",
          `${file.path.split("/")[0]}/ imports "${edge.specifier}": plumbing knows no feature — let app.ts hand in what it needs (an interface here, the implementation in the feature)`,
        );
      }
    }
    for (const record of importsOf(file)) {
      const target = resolveLocal(file.path, record.specifier);
      const canTouchDatabase = role === "repo" || role === "db";

      if (target === undefined) {
        if (!canTouchDatabase && DATABASE_PACKAGES.some((pattern) => pattern.test(record.specifier))) {
          report(
            record.line,
            "db-outside-repo",
            `Value import from "${record.specifier}" outside a repository: move the query into a repo.ts (type-only imports are fine)`,
          );
        }
        continue;
      }

      const targetRole = roleOf(target);
      if (!canTouchDatabase && target.startsWith("db/schema/")) {
        const tables = record.sideEffect
          ? ["(side effect)"]
          : record.values.filter((name) => !CONSTANT_NAME.test(name));
        if (tables.length > 0) {
          report(
            record.line,
            "db-outside-repo",
            `Value import of ${tables.map((name) => `"${name}"`).join(", ")} from "${record.specifier}" outside a repository: tables are for repositories (types and UPPER_CASE value lists are fine)`,
          );
        }
      }

      if (role === "routes" && targetRole === "repo") {
        report(
          record.line,
          "routes-import-repo",
          `Routes import "${record.specifier}": call a service, which calls the repository`,
        );
        continue;
      }

      if (role === "repo" && (targetRole === "service" || targetRole === "routes")) {
        report(
          record.line,
          "repo-imports-upward",
          `Repository imports the ${targetRole === "service" ? "service" : "routes"} "${record.specifier}": repositories sit below services and routes`,
        );
        continue;
      }

      const targetFeature = featureOf(target);
      if (targetFeature === undefined || targetFeature === feature) continue;
      const owner = feature === undefined ? "This module" : `Feature "${feature}"`;
      if (targetRole === "repo") {
        report(
          record.line,
          "feature-private-import",
          `${owner} imports the repository of feature "${targetFeature}" ("${record.specifier}"): call its service`,
        );
      } else if (COMPOSITION_ROOT.has(file.path)) {
        // The composition root mounts routes and wires implementations; anything but repositories.
      } else if (targetRole === "routes") {
        report(
          record.line,
          "feature-private-import",
          `${owner} imports the routes of feature "${targetFeature}" ("${record.specifier}"): only app.ts mounts routes`,
        );
      } else if (!isPublicByName(target) && !publicModules.has(target)) {
        report(
          record.line,
          "feature-private-import",
          `${owner} imports "${record.specifier}", which feature "${targetFeature}" does not make public: use its service.ts, schema.ts or presenter.ts, or list the module in PROTECT_PUBLIC_MODULES (scripts/lint-layers.ts)`,
        );
      }
    }
  }
  for (const circle of importCircles(files.filter((file) => !isExempt(file.path)))) {
    const names = circle.map((member) => member.file).join(" → ");
    for (const member of circle) {
      findings.push({
        file: member.file,
        line: member.line,
        rule: "import-cycle",
        message: `Import circle of ${circle.length} modules (${names}): this one imports "${member.to}"; make the dependency go one way`,
      });
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Every file under a folder as a SourceFile, skipping test/ folders and node_modules. */
export function readSourceTree(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "test") walk(full);
      } else if (entry.isFile() && entry.name.endsWith(".ts")) {
        files.push({ path: relative(root, full).split(sep).join("/"), text: readFileSync(full, "utf8") });
      }
    }
  };
  walk(root);
  return files;
}

export const formatFinding = (prefix: string, finding: LayerFinding) =>
  `${posix.join(prefix, finding.file)}:${finding.line}: ${finding.rule}: ${finding.message}`;

/**
 * Modules of protect-server features that are public besides services, schemas and presenters:
 * pure rules and values other features build on, and interfaces of IO other features call.
 * Each line says why; adding one is a decision, not a way around the rule.
 */
export const PROTECT_PUBLIC_MODULES: ReadonlySet<string> = new Set([
  // Pure rules and value sets other features build on.
  "features/plans/limits.ts", // what each plan allows
  "features/plans/reconciliation.ts", // the PlanReconciler extension point devices and mail register into
  "features/blocklists/domain-input.ts", // one parser for a domain a user types
  "features/blocklists/plan-rules.ts", // which lists a plan includes; the grace PlanReconciler app.ts registers
  "features/devices/fields.ts", // zod fields of a device's name and installation id
  "features/demographics/values.ts", // value sets of the demographic fields
  "features/mail-connections/consent.ts", // the mail consent version
  "features/mail-connections/title.ts", // a connection title's rule
  "features/mail-connections/providers.ts", // known mailbox providers
  // Credentials: one hashing rule each, shared by the feature that issues and the guard that checks.
  "features/auth/password.ts",
  "features/auth/session-token.ts",
  "features/magic/companion-token.ts",
  "features/admin-console/credentials.ts",
  // Encryption at rest: the format of each encrypted column, read by the key rotation (encryption-keys).
  "features/mail-connections/credential-cipher.ts",
  "features/protection/passcode-cipher.ts",
  // IO seams: an interface, its real implementation, and the use cases built on them.
  "features/mail-imap/session.ts",
  "features/mail-imap/imapflow-session.ts",
  "features/mail-connections/credentials.ts", // opens a stored connection's mailbox
  "features/mail-oauth/tokens.ts", // a fresh OAuth access token
  "features/mail-scan/sender-policy.ts",
  "features/mail-scan/retention.ts", // the mail-retention job's work
  "features/voice/espeak.ts",
  "features/voice/hosted.ts",
  "features/blocklists/importer.ts", // the CLI's and the job's list import
]);

/** Checks packages/protect-server/src; prints `file:line: rule: message` lines to stderr; 1 when any. */
export async function lintLayers(
  repoRoot: string,
  write: (text: string) => void = (text) => process.stderr.write(text),
): Promise<number> {
  const prefix = "packages/protect-server/src";
  const findings = await checkLayers(readSourceTree(join(repoRoot, prefix)), { publicModules: PROTECT_PUBLIC_MODULES });
  for (const finding of findings) write(`${formatFinding(prefix, finding)}\n`);
  if (findings.length > 0) write(`${findings.length} layering problem(s): see docs/decisions/protect-layering.md\n`);
  return findings.length > 0 ? 1 : 0;
}

if (import.meta.main) process.exitCode = await lintLayers(join(import.meta.dirname, ".."));
