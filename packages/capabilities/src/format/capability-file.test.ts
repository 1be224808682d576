import { describe, expect, it } from "vitest";
import { readCapabilityFile } from "./capability-file.ts";

const messages = (path: string, text: string) => readCapabilityFile(path, text).diagnostics.map((d) => d.message);
const base = { identifier: "main", windows: ["main"], permissions: ["core:default"] };
const json = (value: unknown) => JSON.stringify(value, null, 2);

describe("capability file shapes", () => {
  it("reads a single capability object with Tauri's defaults", () => {
    const report = readCapabilityFile("main.json", json(base));
    expect(report.diagnostics).toEqual([]);
    expect(report.capabilities[0]?.capability).toEqual({
      identifier: "main",
      description: "",
      local: true,
      windows: ["main"],
      webviews: [],
      permissions: ["core:default"],
    });
  });

  it("reads an array of capabilities", () => {
    const report = readCapabilityFile("all.json", json([base, { ...base, identifier: "second" }]));
    expect(report.capabilities.map((c) => [c.capability.identifier, c.pointer])).toEqual([
      ["main", "/0"],
      ["second", "/1"],
    ]);
  });

  it("reads an object with a capabilities array, in JSON5 and TOML too", () => {
    expect(readCapabilityFile("a.json", json({ capabilities: [base] })).capabilities[0]?.pointer).toBe(
      "/capabilities/0",
    );
    const json5 = "{capabilities: [{identifier: 'x', permissions: ['core:default'],},], // list\n}";
    expect(readCapabilityFile("a.json5", json5).capabilities).toHaveLength(1);
    const toml = '[[capabilities]]\nidentifier = "x"\npermissions = ["core:default"]\n';
    expect(readCapabilityFile("a.toml", toml).capabilities[0]?.capability.identifier).toBe("x");
  });

  it("rejects an item of a list that is not a capability object", () => {
    expect(messages("a.json", json([base, "main"]))).toEqual(['Expected a capability object at "/1": found a string']);
  });

  it("rejects a file of another shape with what was expected", () => {
    expect(messages("a.json", '"main"')).toEqual([
      'Expected a capability object, an array of capabilities or an object with "capabilities": found a string',
    ]);
    expect(messages("a.json", '{"capabilities": {}}')).toEqual([
      'Expected an array of capabilities at "capabilities": found an object',
    ]);
    expect(messages("a.yaml", "x")[0]).toContain('Unknown capability file format "a.yaml"');
  });
});

describe("capability validation rules", () => {
  it("requires identifier and permissions, pointing at the missing field and placed at its object", () => {
    const report = readCapabilityFile("a.json", '[\n  {"windows": ["main"]}\n]');
    expect(report.diagnostics.map((d) => [d.pointer, d.line, d.column, d.message])).toEqual([
      ["/0/identifier", 2, 3, 'Missing required field "identifier": expected a string'],
      ["/0/permissions", 2, 3, 'Missing required field "permissions": expected an array'],
    ]);
  });

  it("checks field types and says what it found", () => {
    expect(messages("a.json", json({ ...base, local: "yes", windows: "main", description: 3 }))).toEqual([
      'Expected a string at "description": found a number',
      'Expected a boolean (true or false) at "local": found a string',
      'Expected an array at "windows": found a string',
    ]);
  });

  it("treats absent or null platforms as all and an empty list as none", () => {
    const platformsOf = (platforms: unknown) =>
      readCapabilityFile("a.json", json({ ...base, platforms })).capabilities[0]?.capability.platforms;
    expect(platformsOf(undefined)).toBeUndefined();
    expect(platformsOf(null)).toBeNull();
    expect(platformsOf([])).toEqual([]);
  });

  it("accepts exactly the five platform targets", () => {
    expect(messages("a.json", json({ ...base, platforms: ["macOS", "windows", "linux", "android", "iOS"] }))).toEqual(
      [],
    );
    expect(messages("a.json", json({ ...base, platforms: ["ios"] }))).toEqual([
      'Invalid value "ios" at "platforms[0]": expected one of "macOS", "windows", "linux", "android", "iOS" (did you mean "iOS"?)',
    ]);
  });

  it("requires remote.urls when remote is present, and accepts a null remote", () => {
    expect(messages("a.json", json({ ...base, remote: {} }))).toEqual([
      'Missing required field "urls": expected an array',
    ]);
    expect(messages("a.json", json({ ...base, remote: null }))).toEqual([]);
  });

  it("rejects a remote URL pattern that URLPattern cannot parse", () => {
    expect(messages("a.json", json({ ...base, remote: { urls: ["example.com"] } }))).toEqual([
      'Invalid remote URL pattern "example.com": expected a URLPattern such as "https://*.example.com"',
    ]);
  });

  it("rejects a window pattern Tauri's glob parser rejects", () => {
    expect(messages("a.json", json({ ...base, windows: ["main**"] }))).toEqual([
      'Invalid label pattern "main**": "**" must be a whole path segment',
    ]);
  });

  it("checks the grammar of permission identifiers in strings and objects", () => {
    const report = readCapabilityFile(
      "a.json",
      json({ ...base, permissions: ["fs:read-", { identifier: "tauri-plugin-fs:x" }, 7] }),
    );
    expect(report.diagnostics.map((d) => [d.pointer, d.message])).toEqual([
      ["/permissions/0", 'Invalid permission identifier "fs:read-": it cannot end with a hyphen'],
      [
        "/permissions/1/identifier",
        'Invalid permission identifier "tauri-plugin-fs:x": it cannot start with "tauri-plugin-"',
      ],
      [
        "/permissions/2",
        'Expected a permission identifier or an object with "identifier" at "permissions[2]": found a number',
      ],
    ]);
  });

  it("reports duplicate permission entries as errors yet keeps the capability for resolution", () => {
    const permissions = [
      "core:default",
      { identifier: "fs:scope", allow: ["$HOME/*"] },
      { allow: ["$HOME/*"], identifier: "fs:scope" },
    ];
    const report = readCapabilityFile("a.json", json({ ...base, permissions: [...permissions, "core:default"] }));
    expect(report.diagnostics.map((d) => [d.pointer, d.severity])).toEqual([
      ["/permissions/2", "error"],
      ["/permissions/3", "error"],
    ]);
    expect(report.diagnostics[1]?.message).toBe(
      'Duplicate permission entry "core:default": permission entries must be unique (first at "/permissions/0")',
    );
    expect(report.capabilities).toHaveLength(1);
  });

  it("ignores unknown keys and $schema, but warns about a likely typo", () => {
    const report = readCapabilityFile(
      "a.json",
      json({ $schema: "x.json", ...base, window: ["main"], webview: [], permission: [], other: 1 }),
    );
    expect(report.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ["warning", 'Unknown key "window" is ignored: did you mean "windows"?'],
      ["warning", 'Unknown key "webview" is ignored: did you mean "webviews"?'],
      ["warning", 'Unknown key "permission" is ignored: did you mean "permissions"?'],
    ]);
  });

  it("rejects a field given twice, as Tauri's serde does, but not a repeated unknown key", () => {
    const text =
      '{"identifier": "a", "windows": ["x"], "windows": ["y"], "permissions": ["core:default"], "note": 1, "note": 2}';
    expect(readCapabilityFile("a.json", text).diagnostics.map((d) => [d.pointer, d.column, d.message])).toEqual([
      ["/windows", 50, 'Duplicate key "windows": Tauri rejects a field given twice'],
    ]);
  });

  it("places every error at file, pointer, line and column", () => {
    const text = '{\n  "identifier": "main",\n  "permissions": [\n    "core:default",\n    "bad-"\n  ]\n}';
    expect(readCapabilityFile("caps/main.json", text).diagnostics[0]).toMatchObject({
      path: "caps/main.json",
      pointer: "/permissions/1",
      line: 5,
      column: 5,
    });
  });

  it("reports invalid UTF-8 and syntax errors as diagnostics", () => {
    expect(messages("a.json", new Uint8Array([0xff, 0xfe, 0x00]) as unknown as string)).toEqual([
      "File is not valid UTF-8: expected UTF-8 text",
    ]);
    expect(readCapabilityFile("a.json", '{"identifier": }').diagnostics[0]).toMatchObject({
      line: 1,
      column: 16,
      message: 'Invalid JSON: expected a value, found "}"',
    });
  });
});
