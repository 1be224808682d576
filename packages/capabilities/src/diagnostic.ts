/** A line and column in a source file, both starting at 1. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export type Severity = "error" | "warning";

/** One problem found in a capability file, located by JSON pointer and by line and column. */
export interface Diagnostic {
  readonly severity: Severity;
  /** Stable code from a closed list, so tools can filter without parsing messages. */
  readonly code: DiagnosticCode;
  readonly path: string;
  readonly pointer: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export type DiagnosticCode =
  | "syntax"
  | "encoding"
  | "format"
  | "shape"
  | "type"
  | "identifier"
  | "duplicate-entry"
  | "duplicate-key"
  | "unknown-key"
  | "glob"
  | "url-pattern"
  | "unknown-permission"
  | "unchecked-permission"
  | "permission-cycle"
  | "no-target"
  | "duplicate-capability"
  | "undeclared-window"
  | "overridden-allow"
  | "remote-sensitive"
  | "global-deny";

/** True when the list holds at least one error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
