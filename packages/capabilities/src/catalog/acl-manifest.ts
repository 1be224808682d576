import { z } from "zod";
import { TARGETS } from "../format/schema.ts";
import type { Catalog, Permission, PermissionSet, PluginManifest } from "./catalog.ts";

const commandsSchema = z.object({
  allow: z.array(z.string()).default([]),
  deny: z.array(z.string()).default([]),
});
const permissionSchema = z.object({
  identifier: z.string(),
  commands: commandsSchema.default({ allow: [], deny: [] }),
  scope: z
    .object({ allow: z.array(z.unknown()).nullable().optional(), deny: z.array(z.unknown()).nullable().optional() })
    .default({}),
  platforms: z.array(z.enum(TARGETS)).nullable().optional(),
});
const setSchema = z.object({ identifier: z.string().default("default"), permissions: z.array(z.string()) });
const manifestSchema = z.record(
  z.string(),
  z.object({
    default_permission: setSchema.nullable().optional(),
    permissions: z.record(z.string(), permissionSchema).default({}),
    permission_sets: z.record(z.string(), setSchema).default({}),
    commands: z.array(z.string()).default([]),
  }),
);

export type ManifestResult =
  | { readonly ok: true; readonly catalog: Catalog }
  | { readonly ok: false; readonly message: string };

/**
 * Reads the plugin manifests Tauri generates into `gen/schemas/acl-manifests.json`.
 *
 * @example
 * const result = catalogFromAclManifests(JSON.parse(text));
 * if (result.ok) result.catalog.plugins.has("shell"); // true
 */
export function catalogFromAclManifests(value: unknown): ManifestResult {
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `/${issue.path.map(String).join("/")}` : "";
    return { ok: false, message: `Invalid ACL manifest at "${where}": ${issue?.message ?? "unexpected shape"}` };
  }
  const plugins = new Map<string, PluginManifest>();
  for (const [key, manifest] of Object.entries(parsed.data)) {
    const permissions = new Map<string, Permission>(
      Object.entries(manifest.permissions).map(([name, p]) => [
        name,
        {
          identifier: p.identifier,
          commands: p.commands,
          scope: {
            ...(p.scope.allow ? { allow: p.scope.allow } : {}),
            ...(p.scope.deny ? { deny: p.scope.deny } : {}),
          },
          platforms: p.platforms ?? null,
        },
      ]),
    );
    const sets = new Map<string, PermissionSet>(Object.entries(manifest.permission_sets));
    const defaultSet = manifest.default_permission ?? undefined;
    plugins.set(key, {
      ...(defaultSet ? { defaultSet } : {}),
      permissions,
      sets,
      commands: manifest.commands,
      origin: "manifest",
    });
  }
  return { ok: true, catalog: { plugins } };
}
