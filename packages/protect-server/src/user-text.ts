import { z } from "zod";

// Control characters other than tab and line breaks; a user's text may hold emoji and any script.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Text a user writes (posts, replies, messages): stored as given, never rendered as HTML by the
 * server; not blank, at most `max` characters, no control characters.
 * TODO(#11): replace with the shared string schema of src/text.ts once it is on main.
 */
export function userText(max: number) {
  return z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((value) => value.trim() !== "", "Must not be blank")
    .refine((value) => !CONTROL.test(value), "Must not contain control characters");
}

/** A short single-line label (a game's name, a report reason): trimmed, 1–`max` characters. */
export function userLabel(max: number) {
  return z
    .string()
    .trim()
    .min(1, "Must not be blank")
    .max(max, `At most ${max} characters`)
    .refine((value) => !CONTROL.test(value) && !/[\r\n\t]/.test(value), "Must be one line without control characters");
}
