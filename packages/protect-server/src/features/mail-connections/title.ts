import { AppError } from "../../platform/errors.ts";

export const TITLE_MAX = 60;

/** A connection title: trimmed, at most 60 characters, no control characters; empty becomes null. */
export function normalizeTitle(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const title = raw.trim();
  if (title === "") return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f]/.test(title)) {
    throw new AppError("invalid_input", "Title must not contain control characters");
  }
  if ([...title].length > TITLE_MAX)
    throw new AppError("invalid_input", `Title must be at most ${TITLE_MAX} characters`);
  return title;
}
