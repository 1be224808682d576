/** Escapes one segment of a JSON pointer (RFC 6901). */
export function escapeSegment(segment: string | number): string {
  return String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
}

/** The pointer one level up, or undefined for the root pointer. */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === "") return undefined;
  return pointer.slice(0, pointer.lastIndexOf("/"));
}
