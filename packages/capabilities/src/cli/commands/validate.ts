import { checkCapabilityFiles } from "../../check.ts";
import type { Diagnostic } from "../../diagnostic.ts";
import { loadCatalog, loadFiles } from "../inputs.ts";
import type { CliIo } from "../io.ts";

export interface ValidateOptions {
  readonly paths: readonly string[];
  readonly manifest?: string;
  readonly strict?: boolean;
  readonly windows?: readonly string[];
  readonly json?: boolean;
}

const wire = (d: Diagnostic) => ({ pointer: d.pointer, line: d.line, column: d.column, message: d.message });

/** `capcheck validate`: exit 0 when every file is valid, 1 when any is invalid. */
export function runValidate(options: ValidateOptions, io: CliIo): number {
  const files = loadFiles(options.paths, io);
  const catalog = loadCatalog(options.manifest, io);
  const result = checkCapabilityFiles(files, {
    catalog,
    strict: options.strict ?? false,
    ...(options.windows ? { declaredWindows: options.windows } : {}),
  });
  if (options.json) {
    const files = result.files.map((f) => ({
      path: f.path,
      valid: f.valid,
      errors: f.errors.map(wire),
      warnings: f.warnings.map(wire),
    }));
    io.stdout(`${JSON.stringify({ files }, null, 2)}\n`);
  } else {
    for (const file of result.files) {
      for (const d of file.errors) io.stdout(`${d.path}:${d.line}:${d.column}: ${d.message}\n`);
      for (const d of file.warnings) io.stdout(`${d.path}:${d.line}:${d.column}: warning: ${d.message}\n`);
    }
    const invalid = result.files.filter((f) => !f.valid).length;
    io.stderr(`${result.files.length} file(s) checked: ${invalid === 0 ? "all valid" : `${invalid} invalid`}\n`);
  }
  return result.files.every((f) => f.valid) ? 0 : 1;
}
