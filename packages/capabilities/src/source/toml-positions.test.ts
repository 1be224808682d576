import fc from "fast-check";
import { stringify as toToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parseSource } from "./parse-source.ts";

const locate = (text: string, pointer: string) => {
  const result = parseSource("cap.toml", text);
  if (!result.ok) throw new Error(result.diagnostics[0]?.message);
  return result.document.locate(pointer);
};

const toml = `#:schema ../gen/schemas/desktop-schema.json
identifier = "main"
windows = ["*"]
permissions = [
    "core:default",
    { identifier = "fs:scope", allow = ["$RESOURCE/*"] },
]

[remote]
urls = ["https://*.example.com"]

[[extra]]
name = "a"

[[extra]]
name = "b"
`;

describe("TOML positions", () => {
  it("locates values of keys, array items and inline-table fields", () => {
    expect(locate(toml, "/identifier")).toEqual({ line: 2, column: 14 });
    expect(locate(toml, "/permissions/0")).toEqual({ line: 5, column: 5 });
    expect(locate(toml, "/permissions/1/identifier")).toEqual({ line: 6, column: 20 });
    expect(locate(toml, "/permissions/1/allow/0")).toEqual({ line: 6, column: 41 });
  });

  it("locates values under table headers and arrays of tables", () => {
    expect(locate(toml, "/remote/urls/0")).toEqual({ line: 10, column: 9 });
    expect(locate(toml, "/extra/1/name")).toEqual({ line: 16, column: 8 });
  });

  it("falls back to the nearest located ancestor", () => {
    expect(locate(toml, "/permissions/1/allow/7")).toEqual({ line: 6, column: 40 });
  });

  it("reports a TOML syntax error with its line and column", () => {
    const result = parseSource("cap.toml", 'identifier = "a"\npermissions = [1,\n x]');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics[0]).toMatchObject({ line: 3, column: 2, pointer: "" });
    expect(result.diagnostics[0]?.message).toMatch(/^Invalid TOML: /);
  });
});

describe("property: TOML positions", () => {
  const scalar = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  const value = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }),
  );
  const documentArb = fc.dictionary(
    fc.string({ maxLength: 8 }),
    fc.oneof(
      value,
      fc.array(fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }), { minLength: 1, maxLength: 2 }),
    ),
    { maxKeys: 5 },
  );

  it("locates every top-level key of any document smol-toml writes, on a line that names it", () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const text = toToml(doc);
        const result = parseSource("a.toml", text);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const lines = text.split("\n");
        for (const key of Object.keys(doc)) {
          const { line } = result.document.locate(`/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
          expect(line).toBeGreaterThanOrEqual(1);
          expect(line).toBeLessThanOrEqual(lines.length);
          if (/^[A-Za-z0-9_-]+$/.test(key)) expect(lines[line - 1]).toContain(key);
        }
      }),
      { numRuns: 150 },
    );
  });
});
