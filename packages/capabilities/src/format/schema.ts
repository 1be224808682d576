import { z } from "zod";
import { IDENTIFIER_PATTERN, identifierProblem, MAX_IDENTIFIER_LENGTH } from "./identifier.ts";

/** Platform names exactly as Tauri spells them. */
export const TARGETS = ["macOS", "windows", "linux", "android", "iOS"] as const;
export type Target = (typeof TARGETS)[number];

export const targetSchema = z.enum(TARGETS).meta({ id: "Target", description: "Platform target." });

export const permissionIdentifierSchema = z
  .string()
  .max(MAX_IDENTIFIER_LENGTH, { error: (issue) => identifierProblem(String(issue.input)) })
  .regex(new RegExp(IDENTIFIER_PATTERN), { error: (issue) => identifierProblem(String(issue.input)) })
  .meta({
    id: "Identifier",
    description: "Permission identifier: `<plugin>:<permission>`, or `<permission>` for an app permission.",
  });

const scopeValues = z.array(z.unknown()).nullable().optional();

export const scopedPermissionSchema = z
  .object({
    identifier: permissionIdentifierSchema,
    allow: scopeValues.describe("Data that defines what is allowed by the scope."),
    deny: scopeValues.describe("Data that defines what is denied by the scope; denials take priority."),
  })
  .describe("A permission identifier with scope values that extend it.");

export const permissionEntrySchema = z.union([permissionIdentifierSchema, scopedPermissionSchema]).meta({
  id: "PermissionEntry",
  description: "A permission identifier, or an object that references a permission and extends its scope.",
});

export const capabilityRemoteSchema = z
  .object({ urls: z.array(z.string()).describe("URL patterns (URLPattern syntax) of remote origins.") })
  .meta({ id: "CapabilityRemote", description: "Remote URLs that may use the capability's permissions." });

export const capabilitySchema = z
  .object({
    identifier: z.string().describe("Identifier of the capability."),
    description: z.string().default("").describe("What the capability is meant to allow."),
    remote: capabilityRemoteSchema.nullable().optional(),
    local: z.boolean().default(true).describe("Whether the capability applies to the app's own URLs."),
    windows: z.array(z.string()).default([]).describe("Window labels or glob patterns."),
    webviews: z.array(z.string()).default([]).describe("Webview labels or glob patterns."),
    permissions: z.array(permissionEntrySchema).describe("Permissions of the capability; entries must be unique."),
    platforms: z
      .array(targetSchema)
      .nullable()
      .optional()
      .describe("Targets the capability applies to; all when absent."),
  })
  .meta({ id: "Capability", description: "A capability: which windows and webviews may use which permissions." });

export const capabilityFileSchema = z
  .union([
    capabilitySchema,
    z.array(capabilitySchema),
    z.object({ capabilities: z.array(capabilitySchema).describe("The list of capabilities.") }),
  ])
  .describe("A capability file: one capability, an array of capabilities, or an object with `capabilities`.");

export type Capability = z.output<typeof capabilitySchema>;
export type PermissionEntry = z.output<typeof permissionEntrySchema>;

/** Keys a capability object understands; anything else is ignored (like Tauri's serde). */
export const CAPABILITY_KEYS = Object.keys(capabilitySchema.shape);

/**
 * The JSON Schema of the capability file format, generated from the validator's own definitions.
 *
 * @example
 * const schema = capabilityFileJsonSchema();
 * schema.$schema; // "http://json-schema.org/draft-07/schema#"
 */
export function capabilityFileJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(capabilityFileSchema, {
    target: "draft-7",
    io: "input",
    unrepresentable: "any",
  });
  // JSON Schema's uniqueItems expresses the rule the validator checks on permission entries.
  const schema = structuredClone(generated) as Record<string, unknown>;
  markUniquePermissions(schema);
  return { ...schema, title: "CapabilityFile" };
}

function markUniquePermissions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) markUniquePermissions(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, unknown>;
  const properties = record.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties?.permissions && properties.identifier) properties.permissions.uniqueItems = true;
  for (const value of Object.values(record)) markUniquePermissions(value);
}
