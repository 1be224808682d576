// Rewrites a bundle's static imports of Node built-ins (`import { existsSync } from "node:fs"`) into
// `process.getBuiltinModule()` calls. An ES import of a built-in builds an ES module facade that
// reads every export of the module once, and some exports are lazy getters that load more of Node:
// `fs.ReadStream` loads the streams, `process.stdin` opens standard input, `http` loads undici. The
// CommonJS view that getBuiltinModule returns reads only the names the bundle destructures.
import { isBuiltin } from "node:module";
import { init, parse } from "es-module-lexer";

const IMPORT = /^import\s+([\s\S]*?)\s*from\s*(["'])([^"']+)\2\s*;?$/;
const BARE_IMPORT = /^import\s*(["'])([^"']+)\1\s*;?$/;

/** `a, b as c, default as d` → `{ a, b: c }` and the names bound to the module itself. */
function namedBindings(list: string): { pattern: string; wholes: string[] } {
  const wholes: string[] = [];
  const fields: string[] = [];
  for (const part of list
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
    if (imported === "default") wholes.push(local!);
    else fields.push(imported === local ? imported : `${imported}: ${local}`);
  }
  return { pattern: fields.length > 0 ? `{ ${fields.join(", ")} }` : "", wholes };
}

/** The declarations that replace one import statement of a built-in. */
function declarationsFor(clause: string, specifier: string): string[] {
  const module = `globalThis.process.getBuiltinModule(${JSON.stringify(specifier)})`;
  const declarations: string[] = [];
  let rest = clause.trim();
  const wholes: string[] = [];
  const namespace = /^\*\s+as\s+([\w$]+)$/.exec(rest);
  if (namespace) return [`const ${namespace[1]} = ${module};`];
  const leading = /^([\w$]+)\s*(?:,\s*|$)/.exec(rest);
  if (leading && !rest.startsWith("{")) {
    wholes.push(leading[1]!);
    rest = rest.slice(leading[0].length).trim();
  }
  const trailingNamespace = /^\*\s+as\s+([\w$]+)$/.exec(rest);
  if (trailingNamespace) {
    wholes.push(trailingNamespace[1]!);
    rest = "";
  }
  const braces = /^\{([\s\S]*)\}$/.exec(rest);
  if (rest !== "" && !braces) throw new Error(`Cannot rewrite the import of "${specifier}": "${clause}"`);
  const named = braces ? namedBindings(braces[1]!) : { pattern: "", wholes: [] };
  wholes.push(...named.wholes);
  const [first, ...others] = wholes;
  if (first) declarations.push(`const ${first} = ${module};`, ...others.map((name) => `const ${name} = ${first};`));
  if (named.pattern) declarations.push(`const ${named.pattern} = ${first ?? module};`);
  return declarations;
}

/**
 * The code with every static import of a Node built-in replaced by declarations at the top of the
 * file (imports are hoisted, declarations are not: at the top they are bound before any use).
 */
export async function builtinImportsToGetBuiltinModule(code: string): Promise<string> {
  await init;
  const [imports] = parse(code);
  const declarations: string[] = [];
  let output = "";
  let last = 0;
  for (const entry of imports) {
    if (entry.type !== "static" || !entry.specifier || !isBuiltin(entry.specifier)) continue;
    const statement = code.slice(entry.importStart, entry.importEnd);
    const bare = BARE_IMPORT.exec(statement);
    const match = IMPORT.exec(statement);
    if (bare) declarations.push(`globalThis.process.getBuiltinModule(${JSON.stringify(entry.specifier)});`);
    else if (match) declarations.push(...declarationsFor(match[1]!, entry.specifier));
    else throw new Error(`Cannot rewrite the import of "${entry.specifier}": "${statement}"`);
    output += code.slice(last, entry.importStart);
    last = entry.importEnd;
  }
  if (declarations.length === 0) return code;
  return `${declarations.join("\n")}\n${output}${code.slice(last)}`;
}
