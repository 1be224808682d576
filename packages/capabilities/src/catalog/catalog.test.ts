import { describe, expect, it } from "vitest";
import { catalogFromAclManifests } from "./acl-manifest.ts";
import { type Catalog, coreCatalog, mergeCatalogs } from "./catalog.ts";
import { expandPermission } from "./expand.ts";

const commandsOf = (catalog: Catalog, id: string) => {
  const expansion = expandPermission(catalog, id);
  if (expansion.kind !== "resolved") throw new Error(expansion.message);
  return expansion.leaves.map((l) => `${l.plugin}|${l.permission.commands.allow.join(",")}`).sort();
};

describe("core permission catalog (seed section 5)", () => {
  const core = coreCatalog();

  it("gives every core command an allow- and a deny- identifier with dashes for underscores", () => {
    const window = core.plugins.get("core:window")!;
    expect(window.permissions.get("allow-set-title")?.commands).toEqual({ allow: ["set_title"], deny: [] });
    expect(window.permissions.get("deny-set-title")?.commands).toEqual({ allow: [], deny: ["set_title"] });
    expect(core.plugins.get("core:menu")?.permissions.has("allow-set-as-help-menu-for-nsapp")).toBe(true);
  });

  it("holds the seed's default sets", () => {
    expect(commandsOf(core, "core:app:default")).toEqual(
      [
        "bundle_type",
        "identifier",
        "name",
        "register_listener",
        "remove_listener",
        "supports_multiple_windows",
        "tauri_version",
        "version",
      ]
        .map((c) => `core:app|${c}`)
        .sort(),
    );
    expect(commandsOf(core, "core:webview:default")).toEqual(
      ["get_all_webviews", "internal_toggle_devtools", "webview_position", "webview_size"].map(
        (c) => `core:webview|${c}`,
      ),
    );
    expect(commandsOf(core, "core:event:default")).toHaveLength(4);
    expect(commandsOf(core, "core:image:default")).toHaveLength(5);
    expect(commandsOf(core, "core:menu:default")).toHaveLength(22);
    expect(commandsOf(core, "core:path:default")).toHaveLength(8);
    expect(commandsOf(core, "core:resources:default")).toEqual(["core:resources|close"]);
    expect(commandsOf(core, "core:tray:default")).toHaveLength(12);
    expect(commandsOf(core, "core:window:default")).toHaveLength(28);
    expect(commandsOf(core, "core:window:default")).toContain("core:window|internal_toggle_maximize");
  });

  it("expands core:default into the defaults of the nine core plugins", () => {
    const plugins = new Set(commandsOf(core, "core:default").map((c) => c.split("|")[0]));
    expect([...plugins].sort()).toEqual(
      ["app", "event", "image", "menu", "path", "resources", "tray", "webview", "window"].map((p) => `core:${p}`),
    );
  });

  it("knows the window commands beyond the default set", () => {
    expect(commandsOf(core, "core:window:allow-start-dragging")).toEqual(["core:window|start_dragging"]);
  });

  it("reports an unknown core permission as not found, with close matches", () => {
    expect(expandPermission(core, "core:window:allow-set-titel")).toEqual({
      kind: "not-found",
      message: 'Permission "core:window:allow-set-titel" not found: did you mean "core:window:allow-set-title"?',
    });
    expect(expandPermission(core, "core:windw:allow-close")).toMatchObject({ kind: "not-found" });
  });

  it("understands allow-/deny- identifiers of a plugin without a manifest from their names", () => {
    const expansion = expandPermission(core, "fs:allow-read-file");
    expect(expansion.kind === "resolved" && expansion.leaves[0]).toMatchObject({
      plugin: "fs",
      permission: { commands: { allow: ["read_file"], deny: [] } },
    });
  });

  it("cannot check other identifiers of a plugin without a manifest, which then grant nothing", () => {
    expect(expandPermission(core, "fs:default")).toEqual({
      kind: "unchecked",
      message: 'Cannot check permission "fs:default": no manifest for plugin "fs"',
    });
    expect(expandPermission(core, "my-app-set")).toEqual({
      kind: "unchecked",
      message: 'Cannot check permission "my-app-set": no manifest for the app',
    });
  });
});

describe("plugin manifests", () => {
  const manifest = (value: unknown) => {
    const result = catalogFromAclManifests(value);
    if (!result.ok) throw new Error(result.message);
    return mergeCatalogs(coreCatalog(), result.catalog);
  };
  const plugin = (permissions: Record<string, string[]>, sets: Record<string, string[]>, defaults?: string[]) => ({
    default_permission: defaults ? { identifier: "default", description: "", permissions: defaults } : null,
    permissions: Object.fromEntries(
      Object.entries(permissions).map(([id, allow]) => [id, { identifier: id, commands: { allow, deny: [] } }]),
    ),
    permission_sets: Object.fromEntries(
      Object.entries(sets).map(([id, members]) => [id, { identifier: id, description: "", permissions: members }]),
    ),
    global_scope_schema: null,
  });

  it("expands sets recursively, across plugins", () => {
    const catalog = manifest({
      fs: plugin(
        { "allow-read": ["read"], "allow-write": ["write"] },
        { "read-all": ["allow-read"], all: ["read-all", "allow-write"] },
        ["read-all"],
      ),
      dialog: plugin({ "allow-open": ["open"] }, {}, ["allow-open", "fs:default"]),
    });
    expect(commandsOf(catalog, "fs:all")).toEqual(["fs|read", "fs|write"]);
    expect(commandsOf(catalog, "dialog:default")).toEqual(["dialog|open", "fs|read"]);
  });

  it("reports a cycle of sets as an error instead of hanging", () => {
    const catalog = manifest({ loop: plugin({}, { a: ["b"], b: ["a"] }) });
    expect(expandPermission(catalog, "loop:a")).toEqual({
      kind: "cycle",
      message: 'Permission set cycle: "loop:a" → "loop:b" → "loop:a"',
    });
  });

  it("suggests close matches for an unknown permission of a known plugin", () => {
    const catalog = manifest({ fs: plugin({ "read-file": ["read_file"] }, {}) });
    expect(expandPermission(catalog, "fs:reed-file")).toEqual({
      kind: "not-found",
      message: 'Permission "fs:reed-file" not found: did you mean "fs:read-file"?',
    });
  });

  it("rejects a manifest of the wrong shape with a clear message", () => {
    expect(catalogFromAclManifests({ fs: { permissions: [] } })).toMatchObject({ ok: false });
  });
});
