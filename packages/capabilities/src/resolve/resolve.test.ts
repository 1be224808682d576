import { describe, expect, it } from "vitest";
import { checkCapabilityFiles } from "../check.ts";
import { compileAcl } from "./compile.ts";
import type { CallContext } from "./context.ts";
import { allowedCommands, explainCommand, normalizeCommandKey } from "./query.ts";

const aclOf = (...capabilities: unknown[]) =>
  checkCapabilityFiles(capabilities.map((c, i) => ({ path: `cap${i}.json`, content: JSON.stringify(c) }))).acl;
const keys = (acl: ReturnType<typeof aclOf>, ctx: Partial<CallContext>) =>
  allowedCommands(acl, { window: "main", platform: "linux", ...ctx }).map((c) => c.key);

describe("resolution as Tauri 2 does it", () => {
  it("grants a capability to a webview when its window label OR its webview label matches", () => {
    const acl = aclOf(
      { identifier: "w", windows: ["main"], permissions: ["core:window:allow-close"] },
      { identifier: "v", webviews: ["panel-*"], permissions: ["core:webview:allow-print"] },
    );
    expect(keys(acl, { window: "main", webview: "other" })).toEqual(["core:window|close"]);
    expect(keys(acl, { window: "other", webview: "panel-1" })).toEqual(["core:webview|print"]);
    expect(keys(acl, { window: "main", webview: "panel-1" })).toEqual(["core:webview|print", "core:window|close"]);
    expect(keys(acl, { window: "nobody" })).toEqual([]);
  });

  it("applies local capabilities to the app's URLs and remote ones to matching URLs", () => {
    const acl = aclOf(
      { identifier: "local", windows: ["*"], permissions: ["core:window:allow-close"] },
      {
        identifier: "remote",
        local: false,
        remote: { urls: ["https://*.example.com"] },
        windows: ["*"],
        permissions: ["core:event:allow-emit"],
      },
    );
    expect(keys(acl, {})).toEqual(["core:window|close"]);
    expect(keys(acl, { url: "tauri://localhost/index.html" })).toEqual(["core:window|close"]);
    expect(keys(acl, { url: "https://api.example.com/x" })).toEqual(["core:event|emit"]);
    expect(keys(acl, { url: "https://example.com/" })).toEqual([]);
    expect(keys(acl, { url: "https://api.example.com:8443/" })).toEqual([]);
  });

  it("filters capabilities by platform: absent or null means all, an empty list none", () => {
    const acl = aclOf(
      { identifier: "mac", windows: ["*"], platforms: ["macOS"], permissions: ["core:window:allow-close"] },
      { identifier: "none", windows: ["*"], platforms: [], permissions: ["core:window:allow-hide"] },
      { identifier: "all", windows: ["*"], platforms: null, permissions: ["core:window:allow-show"] },
    );
    expect(keys(acl, { platform: "macOS" })).toEqual(["core:window|close", "core:window|show"]);
    expect(keys(acl, { platform: "windows" })).toEqual(["core:window|show"]);
  });

  it("lets a deny win over every allow, for every window and origin", () => {
    const acl = aclOf(
      { identifier: "main", windows: ["main"], permissions: ["core:window:allow-close", "core:window:allow-hide"] },
      {
        identifier: "settings",
        windows: ["settings"],
        local: false,
        remote: { urls: ["https://x.dev"] },
        permissions: ["core:window:deny-close"],
      },
    );
    expect(keys(acl, { window: "main" })).toEqual(["core:window|hide"]);
    const explanation = explainCommand(acl, "core:window|close", { window: "main", platform: "linux" });
    expect(explanation).toMatchObject({ allowed: false, reason: "denied" });
    expect(explanation.deciding.map((g) => g.target.capability)).toEqual(["settings"]);
  });

  it("only applies a deny on the platforms of its capability", () => {
    const acl = aclOf(
      { identifier: "main", windows: ["main"], permissions: ["core:window:allow-close"] },
      { identifier: "mac", windows: ["main"], platforms: ["macOS"], permissions: ["core:window:deny-close"] },
    );
    expect(keys(acl, { platform: "linux" })).toEqual(["core:window|close"]);
    expect(keys(acl, { platform: "macOS" })).toEqual([]);
    // The compiled lookup keeps the deny's own platforms too (a mask of every platform would deny on Linux).
    const compiled = compileAcl(acl);
    expect(compiled.isAllowed("core:window|close", { window: "main", platform: "linux" })).toBe(true);
    expect(compiled.isAllowed("core:window|close", { window: "main", platform: "windows" })).toBe(true);
    expect(compiled.isAllowed("core:window|close", { window: "main", platform: "macOS" })).toBe(false);
  });

  it("gathers allow and deny scope values per command, with the plugin's global scope", () => {
    const acl = aclOf({
      identifier: "main",
      windows: ["main"],
      permissions: [
        { identifier: "fs:allow-read-file", allow: [{ path: "$APPDATA/*" }], deny: [{ path: "$APPDATA/secret" }] },
        { identifier: "fs:allow-read-file", allow: [{ path: "$HOME/x" }] },
        "fs:allow-exists",
      ],
    });
    const [exists, read] = allowedCommands(acl, { window: "main", platform: "linux" });
    expect(exists).toMatchObject({ plugin: "fs", command: "exists", allow: [], deny: [] });
    expect(read).toMatchObject({
      plugin: "fs",
      command: "read_file",
      allow: [{ path: "$APPDATA/*" }, { path: "$HOME/x" }],
      deny: [{ path: "$APPDATA/secret" }],
    });
  });

  it("names app commands without a plugin and sorts by code point", () => {
    const acl = aclOf({
      identifier: "main",
      windows: ["main"],
      permissions: ["allow-echo", "core:app:allow-version", "allow-Zed"],
    });
    expect(keys(acl, {})).toEqual(["Zed", "core:app|version", "echo"]);
    const [zed] = allowedCommands(acl, { window: "main", platform: "linux" });
    expect(zed?.plugin).toBeUndefined();
  });

  it("still resolves a file with duplicate entries, as Tauri does", () => {
    const acl = aclOf({
      identifier: "main",
      windows: ["main"],
      permissions: ["core:window:allow-close", "core:window:allow-close"],
    });
    expect(keys(acl, {})).toEqual(["core:window|close"]);
  });

  it("accepts Tauri's IPC spelling of commands", () => {
    const acl = aclOf({
      identifier: "a",
      windows: ["main"],
      permissions: ["core:window:allow-close", "fs:allow-read-file"],
    });
    const ctx: CallContext = { window: "main", platform: "linux" };
    expect(normalizeCommandKey("plugin:window|close")).toBe("core:window|close");
    expect(normalizeCommandKey("plugin:fs|read_file")).toBe("fs|read_file");
    expect(explainCommand(acl, "plugin:window|close", ctx).allowed).toBe(true);
    expect(compileAcl(acl).isAllowed("plugin:fs|read_file", ctx)).toBe(true);
  });

  it("compiles to isAllowed answers that agree with the full query", () => {
    const acl = aclOf(
      {
        identifier: "a",
        windows: ["main", "reader-*"],
        permissions: ["core:default", "core:window:deny-internal-toggle-maximize"],
      },
      { identifier: "b", webviews: ["panel"], platforms: ["windows"], permissions: ["core:window:allow-close"] },
      {
        identifier: "c",
        local: false,
        remote: { urls: ["https://*.example.com"] },
        windows: ["*"],
        permissions: ["core:event:allow-emit"],
      },
    );
    const compiled = compileAcl(acl);
    const contexts: CallContext[] = [
      { window: "main", platform: "linux" },
      { window: "reader-1", webview: "panel", platform: "windows" },
      { window: "x", webview: "panel", platform: "linux" },
      { window: "x", url: "https://a.example.com/", platform: "iOS" },
    ];
    const commands = [...acl.allowed.keys(), "core:window|nope"];
    for (const ctx of contexts) {
      const expected = new Set(allowedCommands(acl, ctx).map((c) => c.key));
      for (const command of commands) expect(compiled.isAllowed(command, ctx)).toBe(expected.has(command));
    }
    expect(compiled.isAllowed("core:window|internal_toggle_maximize", { window: "main", platform: "linux" })).toBe(
      false,
    );
  });
});
