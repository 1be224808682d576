import { describe, expect, it } from "vitest";
import { memoryIo } from "./memory-io.ts";
import { runCli } from "./program.ts";

const main = JSON.stringify(
  {
    identifier: "main",
    windows: ["main"],
    permissions: [
      "core:window:allow-set-title",
      { identifier: "fs:allow-read-file", allow: [{ path: "$APPDATA/*" }] },
      "allow-echo",
      "core:window:allow-close",
    ],
  },
  null,
  2,
);
const deny = JSON.stringify({ identifier: "lockdown", windows: ["other"], permissions: ["core:window:deny-close"] });
const broken = '{\n  "identifier": "x",\n  "permissions": ["fs:read-"]\n}';

const run = (args: string[], files: Record<string, string> = {}) => {
  const io = memoryIo(files);
  const code = runCli(args, { io, version: "1.2.3" });
  return { code, out: io.out.join(""), err: io.err.join("") };
};

describe("capcheck validate", () => {
  it("exits 0 when every file is valid", () => {
    expect(run(["validate", "caps"], { "caps/main.json": main }).code).toBe(0);
  });

  it("exits 1 and prints file:line:col: message when a file is invalid", () => {
    const result = run(["validate", "caps"], { "caps/main.json": main, "caps/broken.json": broken });
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'caps/broken.json:3:19: Invalid permission identifier "fs:read-": it cannot end with a hyphen\n',
    );
  });

  it("prints the JSON report with --json", () => {
    const result = run(["validate", "--json", "b.json"], { "b.json": broken });
    expect(JSON.parse(result.out)).toEqual({
      files: [
        {
          path: "b.json",
          valid: false,
          errors: [
            {
              pointer: "/permissions/0",
              line: 3,
              column: 19,
              message: 'Invalid permission identifier "fs:read-": it cannot end with a hyphen',
            },
          ],
          warnings: [],
        },
      ],
    });
  });

  it("checks declared windows with --windows and uncheckable permissions with --strict", () => {
    const cap = JSON.stringify({ identifier: "a", windows: ["mian"], permissions: ["fs:default"] });
    const lenient = run(["validate", "a.json", "--windows", "main,settings"], { "a.json": cap });
    expect(lenient.code).toBe(0);
    expect(lenient.out).toContain('warning: Window label "mian" matches no declared window');
    expect(run(["validate", "a.json", "--strict"], { "a.json": cap }).code).toBe(1);
  });

  it("exits 2 with a clear message for a manifest it cannot read", () => {
    const notJson = run(["validate", "a.json", "--manifest", "m.json"], { "a.json": main, "m.json": "{" });
    expect(notJson).toMatchObject({
      code: 2,
      err: 'Invalid manifest "m.json": expected the JSON of a Tauri acl-manifests.json\n',
    });
    const wrongShape = run(["validate", "a.json", "--manifest", "m.json"], { "a.json": main, "m.json": '{"fs": 3}' });
    expect(wrongShape.code).toBe(2);
    expect(wrongShape.err).toContain('Invalid manifest "m.json": Invalid ACL manifest at "/fs"');
  });

  it("uses a manifest to check plugin permissions", () => {
    const manifest = JSON.stringify({
      fs: {
        default_permission: null,
        permissions: { "allow-read-file": { identifier: "allow-read-file", commands: { allow: ["read_file"] } } },
        permission_sets: {},
      },
    });
    const cap = JSON.stringify({ identifier: "a", windows: ["main"], permissions: ["fs:allow-reed-file"] });
    const result = run(["validate", "a.json", "--manifest", "m.json"], { "a.json": cap, "m.json": manifest });
    expect(result.code).toBe(1);
    expect(result.out).toBe(
      'a.json:1:53: Permission "fs:allow-reed-file" not found: did you mean "fs:allow-read-file"?\n',
    );
  });

  it("exits 2 on a usage error", () => {
    expect(run(["validate"]).code).toBe(2);
    expect(run(["validate", "missing.json"]).err).toContain('Cannot read "missing.json": no such file or directory');
    expect(run(["validate", "--bogus", "a.json"], { "a.json": main }).code).toBe(2);
  });
});

describe("capcheck resolve", () => {
  it("prints allowed commands sorted by code point, one per line", () => {
    const result = run(["resolve", "main.json", "--window", "main"], { "main.json": main });
    expect(result.code).toBe(0);
    expect(result.out).toBe("core:window|close\ncore:window|set_title\necho\nfs|read_file\n");
  });

  it("applies a deny from another capability everywhere", () => {
    const result = run(["resolve", "caps", "--window", "main"], { "caps/main.json": main, "caps/deny.json": deny });
    expect(result.out).not.toContain("core:window|close");
  });

  it("prints plugin, command and gathered scopes with --json", () => {
    const result = run(["resolve", "main.json", "--window", "main", "--json"], { "main.json": main });
    expect(JSON.parse(result.out)).toContainEqual({
      plugin: "fs",
      command: "read_file",
      allow: [{ path: "$APPDATA/*" }],
      deny: [],
    });
    expect(JSON.parse(result.out)).toContainEqual({ plugin: null, command: "echo", allow: [], deny: [] });
  });

  it("uses the window label for the webview, the local URL and the given platform", () => {
    const mac = JSON.stringify({
      identifier: "m",
      webviews: ["main"],
      platforms: ["macOS"],
      permissions: ["core:app:allow-version"],
    });
    expect(run(["resolve", "m.json", "--window", "main", "--platform", "macOS"], { "m.json": mac }).out).toBe(
      "core:app|version\n",
    );
    expect(run(["resolve", "m.json", "--window", "main", "--platform", "linux"], { "m.json": mac }).out).toBe("");
    expect(run(["resolve", "m.json", "--window", "main", "--url", "https://x.dev/"], { "m.json": mac }).out).toBe("");
  });

  it("exits 2 without --window, with an unknown platform or a bad URL", () => {
    expect(run(["resolve", "main.json"], { "main.json": main }).code).toBe(2);
    const platform = run(["resolve", "main.json", "--window", "main", "--platform", "macos"], { "main.json": main });
    expect(platform).toMatchObject({ code: 2 });
    expect(platform.err).toContain('Unknown platform "macos": expected one of');
    expect(run(["resolve", "main.json", "--window", "main", "--url", "nope"], { "main.json": main }).code).toBe(2);
  });
});

describe("capcheck explain", () => {
  it("exits 0 and names the deciding entry when allowed", () => {
    const result = run(["explain", "core:window|set_title", "main.json", "--window", "main"], { "main.json": main });
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      'allowed: core:window|set_title\nallowed by:\n  main.json:7:5: capability "main", entry "core:window:allow-set-title"\n',
    );
  });

  it("exits 1 and names the deny when denied", () => {
    const result = run(["explain", "core:window|close", "caps", "--window", "main", "--json"], {
      "caps/main.json": main,
      "caps/deny.json": deny,
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toMatchObject({
      command: "core:window|close",
      allowed: false,
      reason: "denied",
      entries: [{ capability: "lockdown", path: "caps/deny.json", entry: "core:window:deny-close" }],
    });
  });

  it("suggests a close command when none matches", () => {
    const result = run(["explain", "ech", "main.json", "--window", "main"], { "main.json": main });
    expect(result).toMatchObject({ code: 1, out: 'denied: ech\nno capability grants it\n  did you mean "echo"?\n' });
  });

  it("offers no suggestion for a real command that is simply not granted", () => {
    const result = run(["explain", "core:window|minimize", "main.json", "--window", "main"], { "main.json": main });
    expect(result).toMatchObject({ code: 1, out: "denied: core:window|minimize\nno capability grants it\n" });
  });

  it("exits 1 when no capability applies to the context", () => {
    const result = run(["explain", "core:window|set_title", "main.json", "--window", "other"], { "main.json": main });
    expect(result.code).toBe(1);
    expect(result.out).toContain("granted only outside this context by:");
  });
});

describe("capcheck schema", () => {
  it("prints the JSON Schema generated from the validator's definitions", () => {
    const result = run(["schema"]);
    const schema = JSON.parse(result.out);
    expect(result.code).toBe(0);
    expect(schema.anyOf).toHaveLength(3);
    expect(schema.anyOf[0]).toEqual({ $ref: "#/definitions/Capability" });
    const capability = schema.definitions.Capability;
    expect(capability.required).toEqual(["identifier", "permissions"]);
    expect(capability.properties.permissions.uniqueItems).toBe(true);
    expect(capability.properties.local.default).toBe(true);
    expect(JSON.stringify(schema)).toContain('"macOS","windows","linux","android","iOS"');
  });
});
