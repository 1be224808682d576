/** Escapes one segment of a JSON pointer (RFC 6901). */
export function escapeSegment(segment: string | number): string {
  return String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Joins segments into a JSON pointer: `["permissions", 2]` → `/permissions/2`. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapeSegment(s)}`).join("");
}

/** The pointer one level up, or undefined for the root pointer. */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === "") return undefined;
  return pointer.slice(0, pointer.lastIndexOf("/"));
}
