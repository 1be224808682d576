import fc from "fast-check";
import JSON5 from "json5";
import { stringify as toToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { checkCapabilityFiles } from "./check.ts";
import { readCapabilityFile } from "./format/capability-file.ts";
import { TARGETS, type Target } from "./format/schema.ts";
import { compileAcl } from "./resolve/compile.ts";

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/);
const command = fc.stringMatching(/^[a-z][a-z0-9]{0,5}(?:_[a-z0-9]{1,4})?$/);
const plugin = fc.constantFrom("fs", "shell", "my-plugin", "core:window");
const entry = fc.record({ plugin, command, deny: fc.boolean(), scoped: fc.boolean() });

const capability = fc.record({
  identifier: word,
  windows: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
  local: fc.boolean(),
  remote: fc.option(fc.constantFrom(["https://*.example.com"], ["http://localhost:*", "https://*"]), {
    nil: undefined,
  }),
  platforms: fc.option(fc.subarray([...TARGETS]), { nil: undefined }),
  entries: fc.uniqueArray(entry, { minLength: 1, maxLength: 6, selector: (e) => `${e.plugin}:${e.deny}:${e.command}` }),
});
type Generated = typeof capability extends fc.Arbitrary<infer T> ? T : never;

const coreCommands = new Set(["close", "hide", "show", "center", "title", "set_title"]);
const identifierOf = (e: Generated["entries"][number]) =>
  `${e.plugin}:${e.deny ? "deny" : "allow"}-${e.command.replaceAll("_", "-")}`;
const usable = (e: Generated["entries"][number]) => e.plugin !== "core:window" || coreCommands.has(e.command);

function toFile(c: Generated) {
  return {
    identifier: c.identifier,
    windows: c.windows,
    local: c.local,
    ...(c.remote ? { remote: { urls: c.remote } } : {}),
    ...(c.platforms ? { platforms: c.platforms } : {}),
    permissions: c.entries
      .filter(usable)
      .map((e) => (e.scoped ? { identifier: identifierOf(e), allow: [{ path: "$HOME/*" }] } : identifierOf(e))),
  };
}

const serializers = {
  json: (v: unknown) => JSON.stringify(v, null, 2),
  json5: (v: unknown) => JSON5.stringify(v, null, 2),
  toml: (v: unknown) => toToml(v as Record<string, unknown>),
};

describe("property: generated valid files", () => {
  it("validate without errors in JSON, JSON5 and TOML", () => {
    fc.assert(
      fc.property(capability, fc.constantFrom("json", "json5", "toml"), (c, format) => {
        const file = toFile(c);
        fc.pre(file.permissions.length > 0);
        const report = readCapabilityFile(`cap.${format}`, serializers[format as keyof typeof serializers](file));
        expect(report.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        expect(report.capabilities).toHaveLength(1);
      }),
      { numRuns: 150 },
    );
  });

  it("resolve so that a local allow reaches its windows unless a deny on that platform blocks it", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(capability, { minLength: 1, maxLength: 3, selector: (c) => c.identifier }),
        fc.constantFrom(...TARGETS),
        (caps, platform: Target) => {
          const files = caps.map((c, i) => ({ path: `c${i}.json`, content: JSON.stringify(toFile(c)) }));
          fc.pre(caps.every((c) => c.entries.some(usable)));
          const result = checkCapabilityFiles(files);
          expect(result.files.every((f) => f.valid)).toBe(true);
          const acl = compileAcl(result.acl);
          const active = (c: Generated) => c.platforms === undefined || c.platforms.includes(platform);
          const denied = new Set(
            caps
              .filter(active)
              .flatMap((c) => c.entries.filter((e) => e.deny && usable(e)).map((e) => `${e.plugin}|${e.command}`)),
          );
          for (const c of caps) {
            for (const e of c.entries.filter((x) => !x.deny && usable(x))) {
              const key = `${e.plugin}|${e.command}`;
              const expected = c.local && active(c) && !denied.has(key);
              if (expected) expect(acl.isAllowed(key, { window: c.windows[0]!, platform })).toBe(true);
              if (denied.has(key)) expect(acl.isAllowed(key, { window: c.windows[0]!, platform })).toBe(false);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("property: arbitrary input only ever produces diagnostics", () => {
  const noCrash = (path: string, content: string | Uint8Array) => {
    const result = checkCapabilityFiles([{ path, content }]);
    for (const file of result.files) {
      for (const d of [...file.errors, ...file.warnings]) {
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
        expect(d.message.length).toBeGreaterThan(0);
      }
    }
  };

  it("never crashes on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.constantFrom("a.json", "a.json5", "a.toml"), (bytes, path) => {
        noCrash(path, bytes);
      }),
      { numRuns: 300 },
    );
  });

  it("never crashes on arbitrary JSON values or mangled capability text", () => {
    const valid = JSON.stringify({ identifier: "a", windows: ["main"], permissions: ["core:default"] });
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(valid.length), fc.string({ maxLength: 8 }), (value, at, noise) => {
        noCrash("a.json", JSON.stringify(value) ?? "null");
        noCrash("a.json5", valid.slice(0, at) + noise + valid.slice(at));
        noCrash("a.toml", `identifier = "a"\npermissions = [${noise}]`);
      }),
      { numRuns: 300 },
    );
  });
});
