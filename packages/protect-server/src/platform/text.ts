import { z } from "zod";

/**
 * The one schema for text a client sends (bodies, queries, params, headers). Every string field of
 * every route is built here, so no value reaches PostgreSQL with a NUL byte (text columns refuse
 * it: a 500 before this module), a lone surrogate, or a length that overflows an index
 * (a b-tree entry holds ~2,700 bytes).
 *
 * | kind       | cap (chars) | characters                                   | trimmed |
 * |------------|-------------|----------------------------------------------|---------|
 * | nickname   | 30          | no control characters                        | yes     |
 * | shortLabel | 80          | no control characters (city, labels)         | yes     |
 * | longText   | 4,000       | no control characters except \n and \t       | yes     |
 * | token      | 1,024       | printable ASCII, no spaces (push tokens)     | yes     |
 * | id         | 200         | printable ASCII, no spaces (foreign ids)     | no      |
 * | url        | 2,048       | an http(s) URL                               | yes     |
 * | email      | 254         | an address (RFC 5321 cap), lower-cased later | yes     |
 * | secret     | 200         | no control characters (passwords, codes)     | no      |
 *
 * Caps hold characters; ASCII-only kinds are therefore also byte caps, and 4,000 characters of
 * UTF-8 (at most 16,000 bytes) are never indexed.
 *
 * Every rule that JSON Schema can state is written as a zod check that the OpenAPI document shows
 * (issue 30): lengths as minLength/maxLength, the character rules and "not blank once trimmed" as
 * `pattern`s, normalisation as an `overwrite` (a transform or pipe would hide the checks behind it
 * from the document). Only well-formed Unicode has no JSON Schema form (a JSON string cannot hold a
 * lone surrogate unless escaped); the description says so.
 */
export const TEXT_LIMITS = {
  nickname: 30,
  shortLabel: 80,
  longText: 4000,
  token: 1024,
  id: 200,
  url: 2048,
  email: 254,
  secret: 200,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

// No C0 controls, DEL or C1 controls. Multi-line text allows tab and line feed (\r\n is normalised).
// Written as whole-value patterns (not "contains a control") because the document shows them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NO_CONTROL_EXCEPT_NEWLINE_TAB = /^[^\u0000-\u0008\u000b-\u001f\u007f-\u009f]*$/;
const PRINTABLE_ASCII = /^[\u0021-\u007e]*$/;
const WELL_FORMED = "must be well-formed Unicode (no lone surrogates)";

/**
 * "At least `min` characters once trimmed" as a pattern: non-blank characters at both ends of a
 * span of at least `min` (trim removes exactly what `\s` matches).
 */
function notBlankPattern(min: number): RegExp {
  return min <= 1 ? /\S/ : new RegExp(`\\S[\\s\\S]{${min - 2},}\\S`);
}

interface LengthOptions {
  /** Minimum length after trimming (default 1: an empty or blank value is invalid). */
  min?: number;
  /** Maximum length; defaults to the kind's cap in TEXT_LIMITS and may only lower it. */
  max?: number;
}

function bounds(kind: TextKind, options: LengthOptions): { min: number; max: number } {
  const cap = TEXT_LIMITS[kind];
  const max = Math.min(options.max ?? cap, cap);
  return { min: options.min ?? 1, max };
}

/** A base string: length-capped (after trimming, for trimmed kinds), well-formed Unicode. */
function checked(kind: TextKind, options: LengthOptions, trim: boolean) {
  const { min, max } = bounds(kind, options);
  const base = trim ? z.string().trim() : z.string();
  // abort: a value too short is reported once (the blank-pattern below says the same for the document).
  const capped = base.min(min, { abort: true }).max(max);
  // Trimmed: a blank value is too short, which minLength alone cannot say.
  const nonBlank =
    trim && min > 0
      ? capped.regex(notBlankPattern(min), {
          message: `must hold at least ${min} character${min === 1 ? "" : "s"} besides spaces`,
        })
      : capped;
  return nonBlank.refine((value) => value.isWellFormed(), { message: WELL_FORMED });
}

/** One line of user text: trimmed, no control characters. */
function singleLine(kind: TextKind, options: LengthOptions = {}) {
  return checked(kind, options, true).regex(NO_CONTROL, { message: "must not contain control characters" });
}

/** Nickname: one line, trimmed, 2–30 characters by default. */
export function nicknameText(options: LengthOptions = {}) {
  return singleLine("nickname", { min: 2, ...options });
}

/** A short label (city, a device name): one line, trimmed, up to 80 characters. */
export function shortLabelText(options: LengthOptions = {}) {
  return singleLine("shortLabel", options);
}

/** Multi-line text: trimmed, \r\n normalised to \n, tabs and line feeds allowed, up to 4,000 characters. */
export function longText(options: LengthOptions = {}) {
  const { min, max } = bounds("longText", options);
  const normalised = z
    .string()
    // \r\n → \n; a lone \r stays and is refused as a control character.
    .overwrite((value) => value.replaceAll("\r\n", "\n").trim())
    .min(min, { abort: true })
    .max(max);
  const nonBlank =
    min > 0
      ? normalised.regex(notBlankPattern(min), {
          message: `must hold at least ${min} character${min === 1 ? "" : "s"} besides spaces`,
        })
      : normalised;
  return nonBlank
    .regex(NO_CONTROL_EXCEPT_NEWLINE_TAB, {
      message: "must not contain control characters other than line feed and tab",
    })
    .refine((value) => value.isWellFormed(), { message: WELL_FORMED });
}

/** An opaque token a device or provider issued (push tokens): printable ASCII without spaces. */
export function tokenText(options: LengthOptions = {}) {
  return checked("token", options, true).regex(PRINTABLE_ASCII, {
    message: "must be printable ASCII without spaces",
  });
}

/** An identifier issued elsewhere (payment event and subscription ids, device ids): printable ASCII, not trimmed. */
export function idText(options: LengthOptions = {}) {
  return checked("id", options, false).regex(PRINTABLE_ASCII, { message: "must be printable ASCII without spaces" });
}

/** An http or https URL, trimmed, up to 2,048 characters. */
export function urlText(options: LengthOptions = {}) {
  return serverCheck(
    singleLine("url", options)
      .regex(/^https?:\/\/\S/i, { message: "must be an http(s) URL" })
      .pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
    "an http(s) URL the WHATWG URL parser accepts",
  );
}

/** An e-mail address: trimmed, at most 254 characters. Callers normalise case (auth/service.ts). */
export function emailText() {
  // zod's own e-mail pattern as a check (not a pipe into z.email()), so the document shows it.
  return singleLine("email").regex(z.regexes.email, { message: "must be an e-mail address" });
}

/**
 * A secret the user types (password, redemption code): not trimmed (spaces may be part of it),
 * no control characters, up to 200 characters.
 */
export function secretText(options: LengthOptions = {}) {
  return checked("secret", options, false).regex(NO_CONTROL, { message: "must not contain control characters" });
}

/**
 * Names a rule of a field that JSON Schema cannot state (a moving bound, a list the server holds, a
 * parser's verdict): the document shows it as `x-server-check`, and the conformance test
 * (http/openapi-conformance.test.ts) checks only the bounds the schema does state for that field.
 */
export function serverCheck<T extends z.ZodType>(schema: T, rule: string): T {
  return schema.meta({ "x-server-check": rule });
}

/**
 * A page cursor: the `nextCursor` of the page before, opaque to clients (base64url, at most 200
 * characters). The document states the alphabet and the length; a value the server did not make
 * answers 400 invalid_input on `querystring.cursor`, which the description says.
 */
export function cursorText() {
  return serverCheck(
    z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { message: "must be a cursor from a previous page" }),
    "Opaque: the `nextCursor` of the previous page; any other value answers 400 invalid_input",
  );
}
