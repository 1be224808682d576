import { shortLabelText, TEXT_LIMITS, tokenText } from "../../platform/text.ts";

/**
 * A device name, model or OS version: a short label of the shared string schema (one line,
 * trimmed, 1–80 characters). Trimmed because the register route merges records by (name, model):
 * "Pixel 8 " and "Pixel 8" are one device.
 */
export const deviceLabel = () => shortLabelText();

/**
 * The client's installation id (`x-device-id`, the magic register body): printable ASCII without
 * spaces, 1–200 characters, trimmed. Built on `tokenText` (an opaque value a device issued), not
 * `idText`: ids from other systems (payment events) must match byte for byte and are not trimmed,
 * while an installation id arrives both as a header (where HTTP strips surrounding whitespace) and
 * in a JSON body, and the two must compare equal.
 */
export const installationId = () => tokenText({ max: TEXT_LIMITS.id });
