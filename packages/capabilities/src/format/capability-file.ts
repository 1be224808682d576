import type { Diagnostic, DiagnosticCode, Severity } from "../diagnostic.ts";
import { compileGlob, GlobSyntaxError } from "../resolve/glob.ts";
import { compileRemotePattern } from "../resolve/url-pattern.ts";
import { parseSource } from "../source/parse-source.ts";
import { escapeSegment } from "../source/pointer.ts";
import type { SourceDocument } from "../source/source-document.ts";
import { CAPABILITY_KEYS, type Capability, capabilitySchema } from "./schema.ts";
import { closestMatches, didYouMean } from "./suggest.ts";
import { describeIssues, kindOf } from "./zod-issues.ts";

/** A valid capability together with where it came from. */
export interface LocatedCapability {
  readonly capability: Capability;
  readonly path: string;
  /** JSON pointer of the capability object in its file ("" for a single-capability file). */
  readonly pointer: string;
  /** Position lookup into the source file, for diagnostics found later (resolution, lints). */
  readonly document: SourceDocument;
}

/** Everything learnt from one file: its valid capabilities and its problems. */
export interface CapabilityFileReport {
  readonly path: string;
  readonly capabilities: readonly LocatedCapability[];
  readonly diagnostics: readonly Diagnostic[];
}

type Report = (severity: Severity, code: DiagnosticCode, pointer: string, message: string) => void;

const ENTRY_KEYS = ["identifier", "allow", "deny"];
const IGNORED_KEYS = new Set(["$schema"]);

/**
 * Parses and validates one capability file (JSON, JSON5 or TOML by extension). Never throws:
 * every problem is a diagnostic with file, JSON pointer, line and column.
 *
 * @example
 * const report = readCapabilityFile("main.json", '{"identifier":"main","windows":["main"],"permissions":["core:default"]}');
 * report.capabilities[0]?.capability.local; // true
 */
export function readCapabilityFile(path: string, content: string | Uint8Array): CapabilityFileReport {
  const parsed = parseSource(path, content);
  if (!parsed.ok) return { path, capabilities: [], diagnostics: parsed.diagnostics };
  const { document } = parsed;
  const diagnostics: Diagnostic[] = [];
  const report: Report = (severity, code, pointer, message) => {
    diagnostics.push({ severity, code, path, pointer, ...document.locate(pointer), message });
  };
  const objects = capabilityObjects(document.value, report);
  reportDuplicateKeys(document, new Set(objects.map((o) => o.pointer)), report);
  const capabilities: LocatedCapability[] = [];
  for (const { value, pointer } of objects) {
    const capability = validateCapability(value, pointer, report);
    if (capability) capabilities.push({ capability, path, pointer, document });
  }
  return { path, capabilities, diagnostics };
}

/** Finds the capability objects of the file's three shapes. */
function capabilityObjects(root: unknown, report: Report): { value: unknown; pointer: string }[] {
  if (Array.isArray(root)) return root.map((value, i) => ({ value, pointer: `/${i}` }));
  if (typeof root === "object" && root !== null) {
    const record = root as Record<string, unknown>;
    if (Object.hasOwn(record, "capabilities") && !Object.hasOwn(record, "identifier")) {
      const list = record.capabilities;
      if (!Array.isArray(list)) {
        report(
          "error",
          "shape",
          "/capabilities",
          `Expected an array of capabilities at "capabilities": found ${kindOf(list)}`,
        );
        return [];
      }
      return list.map((value, i) => ({ value, pointer: `/capabilities/${i}` }));
    }
    return [{ value: root, pointer: "" }];
  }
  report(
    "error",
    "shape",
    "",
    `Expected a capability object, an array of capabilities or an object with "capabilities": found ${kindOf(root)}`,
  );
  return [];
}

function validateCapability(value: unknown, base: string, report: Report): Capability | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    report("error", "shape", base, `Expected a capability object at "${base || "/"}": found ${kindOf(value)}`);
    return undefined;
  }
  const result = capabilitySchema.safeParse(value);
  warnUnknownKeys(value, CAPABILITY_KEYS, base, report);
  if (!result.success) {
    const seen = new Set<string>();
    for (const issue of describeIssues(result.error.issues, value)) {
      const pointer = base + issue.path.map((s) => `/${escapeSegment(String(s))}`).join("");
      if (seen.has(pointer)) continue;
      seen.add(pointer);
      report(
        "error",
        issue.message.startsWith("Invalid permission identifier") ? "identifier" : "type",
        pointer,
        issue.message,
      );
    }
    return undefined;
  }
  const capability = result.data;
  const raw = value as { permissions: unknown[] };
  capability.permissions.forEach((_, i) => {
    warnUnknownKeys(raw.permissions[i], ENTRY_KEYS, `${base}/permissions/${i}`, report);
  });
  reportDuplicateEntries(capability, base, report);
  let invalid = false;
  for (const field of ["windows", "webviews"] as const) {
    capability[field].forEach((pattern, i) => {
      try {
        compileGlob(pattern);
      } catch (error) {
        if (!(error instanceof GlobSyntaxError)) throw error;
        invalid = true;
        report("error", "glob", `${base}/${field}/${i}`, `Invalid label pattern "${pattern}": ${error.message}`);
      }
    });
  }
  capability.remote?.urls.forEach((url, i) => {
    try {
      compileRemotePattern(url);
    } catch {
      invalid = true;
      report(
        "error",
        "url-pattern",
        `${base}/remote/urls/${i}`,
        `Invalid remote URL pattern "${url}": expected a URLPattern such as "https://*.example.com"`,
      );
    }
  });
  return invalid ? undefined : capability;
}

/**
 * A field given twice is rejected by Tauri's serde (`duplicate field`); JSON.parse would keep the
 * last. Only fields Tauri reads matter: a repeated unknown key is ignored like any unknown key.
 */
function reportDuplicateKeys(document: SourceDocument, capabilityPointers: ReadonlySet<string>, report: Report): void {
  for (const pointer of document.duplicateKeys) {
    const cut = pointer.lastIndexOf("/");
    const parent = pointer.slice(0, cut);
    const key = pointer
      .slice(cut + 1)
      .replaceAll("~1", "/")
      .replaceAll("~0", "~");
    const known =
      (capabilityPointers.has(parent) && CAPABILITY_KEYS.includes(key)) ||
      (/\/permissions\/\d+$/.test(parent) && ENTRY_KEYS.includes(key)) ||
      (parent.endsWith("/remote") && key === "urls") ||
      (parent === "" && key === "capabilities");
    if (known) report("error", "duplicate-key", pointer, `Duplicate key "${key}": Tauri rejects a field given twice`);
  }
}

/** Permission entries must be unique (JSON Schema `uniqueItems`); Tauri itself still accepts repeats. */
function reportDuplicateEntries(capability: Capability, base: string, report: Report): void {
  const first = new Map<string, number>();
  capability.permissions.forEach((entry, i) => {
    const key = canonical(entry);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, i);
      return;
    }
    const name = typeof entry === "string" ? entry : entry.identifier;
    report(
      "error",
      "duplicate-entry",
      `${base}/permissions/${i}`,
      `Duplicate permission entry "${name}": permission entries must be unique (first at "${base}/permissions/${earlier}")`,
    );
  });
}

/** JSON text with sorted keys, so that equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function warnUnknownKeys(value: unknown, known: readonly string[], base: string, report: Report): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  for (const key of Object.keys(value)) {
    if (known.includes(key) || IGNORED_KEYS.has(key)) continue;
    const matches = closestMatches(key, known, 1);
    if (matches.length === 0) continue;
    report(
      "warning",
      "unknown-key",
      `${base}/${escapeSegment(key)}`,
      `Unknown key "${key}" is ignored${didYouMean(matches)}`,
    );
  }
}
