// Public surface of @hq/capabilities: parse, validate, resolve and query Tauri 2 capability files.
export { catalogFromAclManifests, type ManifestResult } from "./catalog/acl-manifest.ts";
export {
  APP_KEY,
  type Catalog,
  coreCatalog,
  mergeCatalogs,
  type Permission,
  type PermissionSet,
  type PluginManifest,
} from "./catalog/catalog.ts";
export { type Expansion, expandPermission, type Leaf } from "./catalog/expand.ts";
export {
  type CheckOptions,
  type CheckResult,
  checkCapabilityFiles,
  type FileCheck,
  type FileInput,
} from "./check.ts";
export type { Diagnostic, DiagnosticCode, Position, Severity } from "./diagnostic.ts";
export { hasErrors } from "./diagnostic.ts";
export { type CapabilityFileReport, type LocatedCapability, readCapabilityFile } from "./format/capability-file.ts";
export { identifierProblem, MAX_IDENTIFIER_LENGTH, type PermissionId, splitIdentifier } from "./format/identifier.ts";
export {
  type Capability,
  capabilityFileJsonSchema,
  type PermissionEntry,
  TARGETS,
  type Target,
} from "./format/schema.ts";
export { type LintOptions, lintCapabilities } from "./lint/lint-capabilities.ts";
export { type CompiledAcl, compileAcl } from "./resolve/compile.ts";
export { type CallContext, ContextError, compareCodePoints, type Origin, originOf } from "./resolve/context.ts";
export { compileGlob, GlobSyntaxError, type LabelGlob } from "./resolve/glob.ts";
export {
  type AllowedCommand,
  allowedCommands,
  type Explanation,
  explainCommand,
  normalizeCommandKey,
  splitCommandKey,
} from "./resolve/query.ts";
export {
  type CapabilityTarget,
  commandKey,
  type GlobalScope,
  type Grant,
  type ResolvedAcl,
  resolveCapabilities,
} from "./resolve/resolve.ts";
export { compileRemotePattern, type RemotePattern } from "./resolve/url-pattern.ts";
export { parseSource } from "./source/parse-source.ts";
export type { ParseResult, SourceDocument, SourceFormat } from "./source/source-document.ts";
