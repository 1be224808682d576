import { type Catalog, coreCatalog } from "./catalog/catalog.ts";
import type { Diagnostic } from "./diagnostic.ts";
import { type LocatedCapability, readCapabilityFile } from "./format/capability-file.ts";
import { lintCapabilities } from "./lint/lint-capabilities.ts";
import { type ResolvedAcl, resolveCapabilities } from "./resolve/resolve.ts";

/** A file handed to the checker: its name (which decides the format) and its content. */
export interface FileInput {
  readonly path: string;
  readonly content: string | Uint8Array;
}

export interface CheckOptions {
  /** Known permissions; defaults to the core catalog. Merge an `acl-manifests.json` to know more. */
  readonly catalog?: Catalog;
  /** Treat permissions that cannot be checked (no manifest for their plugin) as errors. */
  readonly strict?: boolean;
  /** Window labels the app declares, for the undeclared-window lint. */
  readonly declaredWindows?: readonly string[];
}

export interface FileCheck {
  readonly path: string;
  readonly valid: boolean;
  readonly errors: readonly Diagnostic[];
  readonly warnings: readonly Diagnostic[];
}

export interface CheckResult {
  readonly files: readonly FileCheck[];
  readonly capabilities: readonly LocatedCapability[];
  readonly acl: ResolvedAcl;
}

const byPosition = (a: Diagnostic, b: Diagnostic) => a.line - b.line || a.column - b.column;

/**
 * Validates, resolves and lints capability files together, as one app's capabilities directory.
 * Pure: it reads nothing but its arguments.
 *
 * @example
 * const result = checkCapabilityFiles([{ path: "default.json", content: text }], { declaredWindows: ["main"] });
 * result.files[0]?.valid; // true when the file has no errors
 */
export function checkCapabilityFiles(files: readonly FileInput[], options: CheckOptions = {}): CheckResult {
  const catalog = options.catalog ?? coreCatalog();
  const reports = files.map((file) => readCapabilityFile(file.path, file.content));
  const capabilities = reports.flatMap((r) => r.capabilities);
  const acl = resolveCapabilities(capabilities, catalog);
  const lints = lintCapabilities(
    capabilities,
    acl,
    options.declaredWindows ? { declaredWindows: options.declaredWindows } : {},
  );
  const all = [...reports.flatMap((r) => r.diagnostics), ...acl.diagnostics, ...lints].map((d) =>
    options.strict && d.code === "unchecked-permission" ? { ...d, severity: "error" as const } : d,
  );
  const checks = files.map((file) => {
    const mine = all.filter((d) => d.path === file.path).sort(byPosition);
    const errors = mine.filter((d) => d.severity === "error");
    return {
      path: file.path,
      valid: errors.length === 0,
      errors,
      warnings: mine.filter((d) => d.severity === "warning"),
    };
  });
  return { files: checks, capabilities, acl };
}
