import fc from "fast-check";
import JSON5 from "json5";
import { describe, expect, it } from "vitest";
import { JsonSyntaxError, parseJsonText } from "./json-parser.ts";

const errorOf = (text: string, json5 = false) => {
  try {
    parseJsonText(text, { json5 });
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
  }
  throw new Error("expected a syntax error");
};

describe("position-aware JSON and JSON5 parsing", () => {
  it("records the start offset of every value by JSON pointer", () => {
    const text = '{"a": [1, {"b~/c": true}], "d": null}';
    const { value, offsets } = parseJsonText(text, { json5: false });
    expect(value).toEqual({ a: [1, { "b~/c": true }], d: null });
    expect(offsets.get("/a")).toBe(6);
    expect(offsets.get("/a/1/b~0~1c")).toBe(19);
    expect(offsets.get("/d")).toBe(32);
  });

  it("rejects JSON5 syntax in a .json file with a message that says what to do", () => {
    expect(errorOf('{"a": 1 // c\n}').message).toContain("Comments are not allowed in JSON");
    expect(errorOf('{"a": 1,}').message).toContain("Trailing comma");
    expect(errorOf("{a: 1}").message).toBe('Expected a property name in double quotes, found "a"');
  });

  it("accepts JSON5 comments, trailing commas, bare keys, single quotes and hex", () => {
    const text = "// head\n{a: 'x', b: [0x10, +1, .5, Infinity,], /* c */ 'c-d': \"\\x41\",}";
    expect(parseJsonText(text, { json5: true }).value).toEqual({
      a: "x",
      b: [16, 1, 0.5, Number.POSITIVE_INFINITY],
      "c-d": "A",
    });
  });

  it("reports where a syntax error is and what was expected", () => {
    const error = errorOf('{"a": [1 2]}');
    expect(error.message).toBe('Expected "," or "]" after an array item, found "2"');
    expect(error.offset).toBe(9);
    expect(errorOf('{"a": ').message).toBe("Unexpected end of file: expected a value");
    expect(errorOf('"abc').message).toContain("Unterminated string");
  });

  it("keeps a __proto__ key as data", () => {
    const { value } = parseJsonText('{"__proto__": {"polluted": true}}', { json5: false });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(["__proto__"]);
  });

  it("refuses nesting deeper than the limit instead of overflowing the stack", () => {
    expect(errorOf("[".repeat(100_000)).message).toContain("Nesting is deeper than 256 levels");
  });

  it("agrees with JSON.parse on any JSON text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 1);
        expect(parseJsonText(text, { json5: false }).value).toEqual(JSON.parse(text));
      }),
      { numRuns: 200 },
    );
  });

  it("agrees with the json5 package on any JSON5 text it writes", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON5.stringify(value, null, 1);
        expect(parseJsonText(text, { json5: true }).value).toEqual(JSON5.parse(text));
      }),
      { numRuns: 200 },
    );
  });
});

describe("property: recorded offsets", () => {
  function* pointers(value: unknown, pointer = ""): Generator<[string, unknown]> {
    yield [pointer, value];
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) yield* pointers(item, `${pointer}/${i}`);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        yield* pointers(item, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
      }
    }
  }

  it("point at the first character of each value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 2);
        const { offsets } = parseJsonText(text, { json5: false });
        for (const [pointer, item] of pointers(JSON.parse(text))) {
          const offset = offsets.get(pointer);
          expect(offset).toBeDefined();
          expect(text[offset!]).toBe((JSON.stringify(item) ?? "")[0]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
