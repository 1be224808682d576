// Markdown with YAML front matter: the on-disk form of every entity. YAML 1.2 core schema keeps
// ISO timestamps as strings, so a hand-written file round-trips without Date surprises.
import { parseYaml, stringifyYaml } from "./yaml.ts";

export interface MarkdownDocument {
  data: Record<string, unknown>;
  body: string;
}

/** Thrown for a file that is not front matter + body; carries the file for the log line. */
export class FrontMatterError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`Cannot parse "${file}": ${message}`);
    this.name = "FrontMatterError";
    this.file = file;
  }
}

const OPENING = /^---\r?\n/;
const CLOSING = /\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---\n<yaml>\n---\n<body>` into data and body. */
export function parseMarkdown(text: string, file = "<memory>"): MarkdownDocument {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const opening = OPENING.exec(source);
  if (!opening) throw new FrontMatterError(file, "missing front matter: the file must start with a line `---`");
  const rest = source.slice(opening[0].length);
  // An empty front matter block closes on the very first line.
  const closing = rest.startsWith("---") ? { index: -1, length: 4 } : locateClosing(rest);
  if (!closing) throw new FrontMatterError(file, "front matter is not closed by a line `---`");
  const yamlText = closing.index < 0 ? "" : rest.slice(0, closing.index);
  let data: unknown;
  try {
    data = parseYaml(yamlText) ?? {};
  } catch (error) {
    throw new FrontMatterError(file, `invalid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new FrontMatterError(file, "front matter must be a mapping of fields");
  }
  const bodyStart = closing.index < 0 ? closing.length : closing.index + closing.length;
  const body = rest
    .slice(bodyStart)
    .replace(/^\r?\n/, "")
    .trimEnd();
  return { data: data as Record<string, unknown>, body };
}

function locateClosing(rest: string): { index: number; length: number } | undefined {
  const match = CLOSING.exec(rest);
  return match ? { index: match.index, length: match[0].length } : undefined;
}

/** The inverse of parseMarkdown; undefined fields are left out. */
export function serializeMarkdown(doc: MarkdownDocument): string {
  const data = Object.fromEntries(Object.entries(doc.data).filter(([, value]) => value !== undefined));
  const yamlText = stringifyYaml(data);
  const body = doc.body.trimEnd();
  return `---\n${yamlText}---\n${body ? `\n${body}\n` : ""}`;
}
