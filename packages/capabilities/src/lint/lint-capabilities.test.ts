import { describe, expect, it } from "vitest";
import { type CheckOptions, checkCapabilityFiles } from "../check.ts";

const warnings = (capabilities: Record<string, unknown>, options: CheckOptions = {}) =>
  checkCapabilityFiles(
    Object.entries(capabilities).map(([path, c]) => ({ path, content: JSON.stringify(c) })),
    options,
  ).files.flatMap((f) => f.warnings.map((w) => `${w.code}: ${w.message}`));

describe("lints", () => {
  it("warns about a capability that matches no window or webview", () => {
    expect(warnings({ "a.json": { identifier: "a", permissions: ["core:default"] } })).toEqual([
      'no-target: Capability "a" matches no window or webview: add "windows" or "webviews"',
    ]);
  });

  it("warns about the same capability identifier in two files", () => {
    const cap = { identifier: "default", windows: ["main"], permissions: ["core:app:allow-version"] };
    expect(warnings({ "a.json": cap, "b.json": cap })).toEqual([
      'duplicate-capability: Capability identifier "default" is also used in "a.json": Tauri refuses duplicate identifiers',
    ]);
  });

  it("warns about window labels no app config declares", () => {
    const cap = { identifier: "a", windows: ["main", "setings", "reader-*"], permissions: ["core:app:allow-version"] };
    expect(warnings({ "a.json": cap }, { declaredWindows: ["main", "settings", "reader-1"] })).toEqual([
      'undeclared-window: Window label "setings" matches no declared window: expected one of "main", "settings", "reader-1"',
    ]);
    expect(warnings({ "a.json": cap })).toEqual([]);
  });

  it("warns about allows that a deny overrides, and about a deny reaching other capabilities", () => {
    expect(
      warnings({
        "a.json": { identifier: "a", windows: ["main"], permissions: ["core:window:allow-close"] },
        "b.json": { identifier: "b", windows: ["other"], permissions: ["core:window:deny-close"] },
      }),
    ).toEqual([
      'overridden-allow: Permission "core:window:allow-close" allows "core:window|close" but "core:window:deny-close" in capability "b" denies it',
      'global-deny: Deny "core:window:deny-close" blocks "core:window|close" for every window and origin, beyond capability "b": it also overrides capability "a"',
    ]);
  });

  it("warns about remote capabilities granting file system, shell or window commands", () => {
    const remote = { identifier: "r", local: false, remote: { urls: ["https://*"] }, windows: ["*"] };
    expect(warnings({ "a.json": { ...remote, permissions: ["shell:allow-open", "core:event:allow-emit"] } })).toEqual([
      'remote-sensitive: Remote capability "r" grants "shell|open" to remote URLs: file system, shell and window commands should stay local',
    ]);
  });

  it("makes uncheckable permissions errors with strict", () => {
    const file = { "a.json": { identifier: "a", windows: ["main"], permissions: ["fs:default"] } };
    const strict = checkCapabilityFiles([{ path: "a.json", content: JSON.stringify(file["a.json"]) }], {
      strict: true,
    });
    expect(strict.files[0]).toMatchObject({ valid: false });
    expect(warnings(file)).toEqual([
      'unchecked-permission: Cannot check permission "fs:default": no manifest for plugin "fs"',
    ]);
  });
});
