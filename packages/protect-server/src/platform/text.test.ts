import { describe, expect, it } from "vitest";
import {
  emailText,
  idText,
  longText,
  nicknameText,
  secretText,
  shortLabelText,
  TEXT_LIMITS,
  tokenText,
  urlText,
} from "./text.ts";

const kinds = {
  nickname: nicknameText(),
  shortLabel: shortLabelText(),
  longText: longText(),
  token: tokenText(),
  id: idText(),
  secret: secretText(),
};

describe("shared text schema", () => {
  it("every kind refuses a NUL byte, other control characters and lone surrogates", () => {
    for (const [kind, schema] of Object.entries(kinds)) {
      for (const bad of ["ab\u0000cd", "ab\u0007cd", "ab\u001bcd", "ab\u007fcd", "ab\u0085cd", "ab\ud800cd"]) {
        expect(schema.safeParse(bad).success, `${kind} accepted ${JSON.stringify(bad)}`).toBe(false);
      }
    }
  });

  it("every kind refuses one character over its cap and accepts the cap", () => {
    const fill = { nickname: "n", shortLabel: "s", longText: "l", token: "t", id: "i", secret: "p" } as const;
    for (const [kind, schema] of Object.entries(kinds)) {
      const cap = TEXT_LIMITS[kind as keyof typeof fill];
      const char = fill[kind as keyof typeof fill];
      expect(schema.safeParse(char.repeat(cap)).success, `${kind} at its cap`).toBe(true);
      expect(schema.safeParse(char.repeat(cap + 1)).success, `${kind} over its cap`).toBe(false);
    }
  });

  it("a lower max narrows a kind's cap but never raises it", () => {
    expect(shortLabelText({ max: 10 }).safeParse("x".repeat(11)).success).toBe(false);
    expect(shortLabelText({ max: 500 }).safeParse("x".repeat(81)).success).toBe(false);
  });

  it("single-line kinds trim and refuse line breaks; long text keeps line feeds and tabs", () => {
    expect(nicknameText().parse("  Kim  ")).toBe("Kim");
    expect(shortLabelText().safeParse("Berlin\nMitte").success).toBe(false);
    expect(longText().parse("  one\r\n\ttwo  ")).toBe("one\n\ttwo");
    expect(longText().safeParse("one\u0000two").success).toBe(false);
  });

  it("blank values are refused after trimming", () => {
    expect(shortLabelText().safeParse("   ").success).toBe(false);
    expect(nicknameText().safeParse(" a ").success).toBe(false);
  });

  it("tokens and ids are printable ASCII without spaces; secrets keep their spaces", () => {
    expect(tokenText().safeParse("abc def").success).toBe(false);
    expect(tokenText().safeParse("abcä").success).toBe(false);
    expect(idText().safeParse("sub_123:xyz").success).toBe(true);
    expect(idText().safeParse(" sub").success).toBe(false);
    expect(secretText().parse(" pass word ")).toBe(" pass word ");
  });

  it("e-mail and URL kinds check their shape", () => {
    expect(emailText().parse("  kim@example.test ")).toBe("kim@example.test");
    expect(emailText().safeParse("kim\u0000@example.test").success).toBe(false);
    expect(emailText().safeParse(`${"a".repeat(250)}@example.test`).success).toBe(false);
    expect(urlText().safeParse("https://example.test/a").success).toBe(true);
    expect(urlText().safeParse("javascript:alert(1)").success).toBe(false);
  });
});
