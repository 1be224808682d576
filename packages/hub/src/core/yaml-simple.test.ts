// The promise of yaml-simple.ts, checked against the yaml package itself: for any text, the simple
// reader gives what yaml gives or declines; a text the simple writer gives reads back (by yaml) as
// the value written. And it does not decline the files the hub writes, or it would save nothing.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { serializeMarkdown } from "./front-matter.ts";
import { NOT_SIMPLE, parseSimpleYaml, stringifySimpleYaml } from "./yaml-simple.ts";

/** yaml's reading of `text`, or "error" when yaml refuses it. */
function yamlReading(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return "error";
  }
}

function expectSameAsYaml(text: string): boolean {
  const simple = parseSimpleYaml(text);
  if (simple === NOT_SIMPLE) return false;
  expect({ text, value: simple }).toEqual({ text, value: yamlReading(text) });
  return true;
}

const word = fc.constantFrom(
  "task",
  "TSK-0001",
  "2026-11-28T13:10:27.551Z",
  "2026-11-28",
  "1.5",
  "0x1F",
  "0o17",
  "1e3",
  "+12",
  "007",
  "-",
  "~",
  "null",
  "NULL",
  "yes",
  "No",
  "True",
  "false",
  ".inf",
  ".nan",
  "a: b",
  "a:",
  "x #y",
  "#x",
  "&a",
  "*a",
  "!tag",
  "|",
  ">",
  "? q",
  "%x",
  "@x",
  "`x",
  "[a, b]",
  "{a: 1}",
  "'q'",
  '"q"',
  "it's",
  "Grüße",
  "naïve café",
  "日本",
  "emoji 🎉",
  "tab\there",
  "line\nbreak",
  "back\\slash",
  "",
  " ",
  "  padded  ",
  "__proto__",
  "9007199254740993",
  "123456789012345",
  "-0",
);
const scalar = fc.oneof(
  { arbitrary: word, weight: 4 },
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
);
const key = fc.oneof(
  { arbitrary: fc.constantFrom("id", "title", "status", "dependsOn", "createdAt", "role", "a-b", "_x"), weight: 6 },
  { arbitrary: fc.constantFrom("true", "null", "__proto__", "2x", "y", "a b", "a:b"), weight: 1 },
  { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
);
const document: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  map: fc.dictionary(key, fc.oneof({ depthSize: "small" }, scalar, fc.array(scalar, { maxLength: 4 }), tie("map")), {
    maxKeys: 5,
  }),
})).map as fc.Arbitrary<Record<string, unknown>>;

/** Lines from the pieces YAML is made of, to reach the corners of the simple reader. */
const yamlLine = fc
  .tuple(
    fc.constantFrom("", " ", "  ", "    "),
    fc.oneof(
      fc
        .tuple(key, fc.constantFrom(":", ": ", ":  "), fc.oneof(word, fc.string({ maxLength: 6 })))
        .map((parts) => parts.join("")),
      fc
        .tuple(fc.constantFrom("- ", "-", "-  "), fc.oneof(word, fc.string({ maxLength: 6 })))
        .map((parts) => parts.join("")),
      fc.constantFrom("# comment", "---", "...", "key: 'a''b'", 'key: "a\\"b"', 'key: "\\x41"', "key: '", "  - a: b"),
    ),
  )
  .map(([indent, line]) => indent + line);

describe("simple YAML", () => {
  it("reads what the hub writes: every entity file's front matter and the config", () => {
    const files = [
      {
        id: "TSK-0001",
        title: "Seeded task 0",
        status: "todo",
        role: "dev",
        priority: 2,
        labels: ["api", "v2"],
        dependsOn: [],
        claimedBy: null,
        createdAt: "2026-11-28T13:10:27.551Z",
        updatedAt: "2026-11-28T13:10:27.551Z",
      },
      { id: "MSG-0001", from: "arch", to: "dev", text: "Deploy: at 5, don't wait", read: false },
      { id: "ASK-0003", question: "Which DB?\nPostgreSQL or SQLite", options: ["PostgreSQL", "SQLite"] },
      { name: "demo", id: "Sy6T7PXe7u4RLkdK", roles: { architect: { preferredAgent: "architect" } } },
    ];
    for (const data of files) {
      const text = stringify(data, { lineWidth: 0 });
      // yaml writes a string with a line break as a block scalar, which only yaml reads.
      if (!JSON.stringify(data).includes("\\n")) expect(parseSimpleYaml(text)).toEqual(data);
      const written = stringifySimpleYaml(data, isDeepStrictEqual);
      expect(written).not.toBe(NOT_SIMPLE);
      expect(parse(written as string)).toEqual(data);
      expect(parseSimpleYaml(written as string)).toEqual(data);
      const markdown = serializeMarkdown({ data, body: "text" });
      expect(markdown.startsWith(`---\n${written as string}---\n`)).toBe(true);
    }
  });

  it("gives what yaml gives for the text yaml writes, or declines", () => {
    let decided = 0;
    fc.assert(
      fc.property(document, (data) => {
        if (expectSameAsYaml(stringify(data, { lineWidth: 0 }))) decided++;
      }),
      { numRuns: 3000 },
    );
    // About one in nine of these documents is plain enough to be read without yaml (335 on average
    // over runs, spread about 17): the bound is far enough below that a run never fails by chance.
    expect(decided).toBeGreaterThan(200);
  });

  it("gives what yaml gives for random text made of YAML's pieces, or declines", () => {
    let decided = 0;
    fc.assert(
      fc.property(fc.array(yamlLine, { minLength: 1, maxLength: 8 }), (lines) => {
        if (expectSameAsYaml(lines.join("\n"))) decided++;
      }),
      { numRuns: 5000 },
    );
    // Most such texts are not plain (bad indentation, flow values); enough are to reach its corners
    // (about 58 on average over runs, spread about 10).
    expect(decided).toBeGreaterThan(15);
  });

  it("gives what yaml gives for arbitrary text, or declines", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        expectSameAsYaml(text);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads Unicode spaces as content, as yaml does (only the space separates)", () => {
    // Random text reaches these rarely (a CI run once found " " alone after 800 tries).
    const spaces = [0xa0, 0x1680, ...Array.from({ length: 11 }, (_, i) => 0x2000 + i), 0x202f, 0x205f, 0x3000];
    for (const code of spaces) {
      const space = String.fromCharCode(code);
      for (const text of [
        space,
        `a: ${space}`,
        `a: x${space}`,
        `a: b\n${space}`,
        `a:\n  - ${space}`,
        `a: b${space}\nc: d`,
      ]) {
        expectSameAsYaml(text);
      }
    }
  });

  it("writes only text that yaml reads back as the value written", () => {
    let written = 0;
    fc.assert(
      fc.property(document, (data) => {
        const text = stringifySimpleYaml(data, isDeepStrictEqual);
        if (text === NOT_SIMPLE) return;
        written++;
        expect(parse(text)).toEqual(data);
      }),
      { numRuns: 3000 },
    );
    expect(written).toBeGreaterThan(100);
  });

  it("declines what it is unsure of", () => {
    for (const text of [
      "a: [1, 2]",
      "a: |\n  x",
      "a: &x 1\nb: *x",
      "a: 1.5",
      "a: 2026-11-28",
      "a: b\n  c",
      "a: 'x\n  y'",
      "a: x # note",
      "a: 1\na: 2",
      "- a",
      "just text",
      "a:\r\n",
      "__proto__: x",
    ]) {
      expect({ text, value: parseSimpleYaml(text) }).toEqual({ text, value: NOT_SIMPLE });
    }
    expect(parseSimpleYaml("")).toBeNull();
    expect(parseSimpleYaml("# only a comment\n")).toBeNull();
    expect(stringifySimpleYaml({ a: 1.5 }, isDeepStrictEqual)).toBe(NOT_SIMPLE);
    expect(stringifySimpleYaml({ a: [{ b: 1 }] }, isDeepStrictEqual)).toBe(NOT_SIMPLE);
    expect(stringifySimpleYaml({}, isDeepStrictEqual)).toBe(NOT_SIMPLE);
  });
});
