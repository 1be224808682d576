/** Longest identifier Tauri accepts: a 51-character prefix, a colon and a 64-character base. */
export const MAX_IDENTIFIER_LENGTH = 116;
const FORBIDDEN_PREFIX = "tauri-plugin-";
const SEGMENT = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";

/** The identifier grammar as one regular expression (published in the JSON Schema). */
export const IDENTIFIER_PATTERN = `^(?!${FORBIDDEN_PREFIX})(?:core(?::${SEGMENT})+|${SEGMENT}(?::${SEGMENT})?)$`;
const IDENTIFIER_REGEX = new RegExp(IDENTIFIER_PATTERN);

/** A permission identifier split into its plugin prefix (absent for app permissions) and base name. */
export interface PermissionId {
  readonly raw: string;
  /** `fs`, `core:window`, … or undefined for an app permission such as `allow-echo`. */
  readonly plugin: string | undefined;
  readonly name: string;
}

/**
 * Says what is wrong with a permission identifier, or returns undefined when it is valid.
 *
 * @example
 * identifierProblem("fs:read-"); // 'Invalid permission identifier "fs:read-": it cannot end with a hyphen'
 */
export function identifierProblem(raw: string): string | undefined {
  const quoted = `Invalid permission identifier "${raw}"`;
  if (raw === "") return `${quoted}: expected a non-empty identifier`;
  if (raw.startsWith(FORBIDDEN_PREFIX)) return `${quoted}: it cannot start with "${FORBIDDEN_PREFIX}"`;
  if (raw.length > MAX_IDENTIFIER_LENGTH) {
    return `${quoted}: expected at most ${MAX_IDENTIFIER_LENGTH} characters, found ${raw.length}`;
  }
  if (IDENTIFIER_REGEX.test(raw)) return undefined;
  if (/[^A-Za-z0-9:-]/.test(raw)) return `${quoted}: expected only ASCII letters, digits, hyphens and colons`;
  if (!raw.startsWith("core:") && raw.split(":").length > 2) {
    return `${quoted}: expected a single colon, as in "<plugin>:<permission>" (only "core:" identifiers have more)`;
  }
  if (raw.endsWith("-")) return `${quoted}: it cannot end with a hyphen`;
  if (raw.endsWith(":")) return `${quoted}: expected a permission name after the colon`;
  return `${quoted}: each part must start and end with a letter or digit`;
}

/**
 * Splits a valid identifier at its last colon, as Tauri does.
 *
 * @example
 * splitIdentifier("core:window:allow-close"); // { raw, plugin: "core:window", name: "allow-close" }
 */
export function splitIdentifier(raw: string): PermissionId {
  const at = raw.lastIndexOf(":");
  if (at < 0) return { raw, plugin: undefined, name: raw };
  return { raw, plugin: raw.slice(0, at), name: raw.slice(at + 1) };
}
