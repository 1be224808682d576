import type { MessageStructureObject } from "imapflow";

/** A text part to fetch: its IMAP part number and how to decode it. */
export interface TextPartRef {
  key: string;
  type: "text/plain" | "text/html";
  encoding: string | undefined;
  charset: string | undefined;
}

/** Parts per message the classifier reads at most (a digest of many texts adds little). */
const MAX_PARTS = 4;

/**
 * The parts a reader sees in a BODYSTRUCTURE: text/plain and text/html leaves that are not
 * attachments, in message order (of multipart/alternative both, the HTML being what most clients
 * show). A single-part message is part "1".
 */
export function textPartsOf(structure: MessageStructureObject | undefined): TextPartRef[] {
  const found: TextPartRef[] = [];
  const walk = (node: MessageStructureObject, isRoot: boolean) => {
    if (found.length >= MAX_PARTS) return;
    if (node.childNodes) {
      for (const child of node.childNodes) walk(child, false);
      return;
    }
    const type = node.type.toLowerCase();
    if (type !== "text/plain" && type !== "text/html") return;
    if ((node.disposition ?? "").toLowerCase() === "attachment") return;
    found.push({
      key: node.part ?? (isRoot ? "1" : ""),
      type,
      encoding: node.encoding,
      charset: node.parameters?.charset,
    });
  };
  if (structure) walk(structure, true);
  return found.filter((part) => part.key !== "");
}

/**
 * Messages grouped by their text-part layout (part numbers and types), messages without text parts
 * left out: round 2 fetches each group with one FETCH (most mail shares a few layouts).
 */
export function byPartLayout<T extends { parts: readonly TextPartRef[] }>(entries: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    if (entry.parts.length === 0) continue;
    const layout = entry.parts.map((part) => `${part.key}:${part.type}`).join(",");
    const same = groups.get(layout);
    if (same) same.push(entry);
    else groups.set(layout, [entry]);
  }
  return groups;
}
