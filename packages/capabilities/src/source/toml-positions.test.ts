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
