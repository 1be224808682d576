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

// C0 controls, DEL and C1 controls. Multi-line text allows tab and line feed (\r\n is normalised).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_EXCEPT_NEWLINE_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const PRINTABLE_ASCII = /^[\u0021-\u007e]*$/;

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

/** A base string: well-formed Unicode, length-capped, then a character rule. */
function checked(kind: TextKind, options: LengthOptions, trim: boolean) {
  const { min, max } = bounds(kind, options);
  const base = trim ? z.string().trim() : z.string();
  return base
    .min(min)
    .max(max)
    .refine((value) => value.isWellFormed(), { message: "must be well-formed Unicode (no lone surrogates)" });
}

/** One line of user text: trimmed, no control characters. */
function singleLine(kind: TextKind, options: LengthOptions = {}) {
  return checked(kind, options, true).refine((value) => !CONTROL.test(value), {
    message: "must not contain control characters",
  });
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
  return z
    .string()
    .transform((value) => value.replaceAll("\r\n", "\n").trim())
    .pipe(
      z
        .string()
        .min(min)
        .max(max)
        .refine((value) => value.isWellFormed(), { message: "must be well-formed Unicode (no lone surrogates)" })
        .refine((value) => !CONTROL_EXCEPT_NEWLINE_TAB.test(value), {
          message: "must not contain control characters other than line feed and tab",
        }),
    );
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
  return singleLine("url", options).pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }));
}

/** An e-mail address: trimmed, at most 254 characters. Callers normalise case (auth/service.ts). */
export function emailText() {
  return singleLine("email").pipe(z.email({ message: "must be an e-mail address" }));
}

/**
 * A secret the user types (password, redemption code): not trimmed (spaces may be part of it),
 * no control characters, up to 200 characters.
 */
export function secretText(options: LengthOptions = {}) {
  return checked("secret", options, false).refine((value) => !CONTROL.test(value), {
    message: "must not contain control characters",
  });
}
