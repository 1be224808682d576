import { z } from "zod";

// TODO(#11): replace with shortLabelText() / idText() of src/text.ts once the shared string schema
// is on main; these follow its rules (trimmed, capped, no control characters).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A device name, model or OS version: one line, 1–80 characters. */
export const deviceLabel = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(80)
    .refine((value) => !CONTROL.test(value) && value.isWellFormed(), "must not contain control characters");

/** The client's installation id (`x-device-id`): printable ASCII without spaces, 1–200. */
export const installationId = () =>
  z
    .string()
    .trim()
    .regex(/^[\u0021-\u007e]{1,200}$/, "must be 1–200 printable ASCII characters");
