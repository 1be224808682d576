import type { z } from "zod";

type Issue = z.core.$ZodIssue;
export type Segment = PropertyKey;

/** An issue reduced to what a diagnostic needs: where (path from the capability) and what. */
export interface IssueReport {
  readonly path: readonly Segment[];
  readonly message: string;
}

const ARTICLES: Record<string, string> = {
  string: "a string",
  array: "an array",
  boolean: "a boolean (true or false)",
  object: "an object",
  number: "a number",
  null: "null",
};

/** What a value is, in words, for "found …" in messages. */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (value instanceof Date) return "a date";
  const type = typeof value;
  return type === "object" ? "an object" : type === "undefined" ? "nothing" : `a ${type}`;
}

/** `permissions[2].identifier` for a path, to name a place in a message. */
export function labelOf(path: readonly Segment[]): string {
  let label = "";
  for (const segment of path) {
    label += typeof segment === "number" ? `[${segment}]` : `${label ? "." : ""}${String(segment)}`;
  }
  return label || "the document";
}

function valueAt(root: unknown, path: readonly Segment[]): unknown {
  let current = root;
  for (const segment of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/**
 * Turns zod issues into messages that say what was expected and what was found.
 *
 * @example
 * describeIssues(result.error.issues, input); // [{ path: ["windows"], message: 'Expected an array at "windows": found a string' }]
 */
export function describeIssues(
  issues: readonly Issue[],
  root: unknown,
  options: { prefix?: readonly Segment[] } = {},
): IssueReport[] {
  const prefix = options.prefix ?? [];
  const reports: IssueReport[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    const input = valueAt(root, path);
    const label = labelOf(path);
    switch (issue.code) {
      case "invalid_type": {
        const expected = ARTICLES[issue.expected] ?? issue.expected;
        const parentExists = path.length === 0 || valueAt(root, path.slice(0, -1)) !== undefined;
        if (input === undefined && parentExists && typeof path.at(-1) === "string") {
          reports.push({ path, message: `Missing required field "${String(path.at(-1))}": expected ${expected}` });
        } else {
          reports.push({ path, message: `Expected ${expected} at "${label}": found ${kindOf(input)}` });
        }
        break;
      }
      case "invalid_value": {
        const options = issue.values.map((v) => `"${String(v)}"`).join(", ");
        const near = issue.values.find((v) => String(v).toLowerCase() === String(input).toLowerCase());
        const hint = near === undefined ? "" : ` (did you mean "${String(near)}"?)`;
        reports.push({
          path,
          message: `Invalid value "${String(input)}" at "${label}": expected one of ${options}${hint}`,
        });
        break;
      }
      case "invalid_union": {
        const branch = issue.errors.find(
          (errors) => !errors.some((e) => e.code === "invalid_type" && e.path.length === 0),
        );
        if (branch) reports.push(...describeIssues(branch, root, { prefix: path }));
        else {
          reports.push({
            path,
            message: `Expected a permission identifier or an object with "identifier" at "${label}": found ${kindOf(input)}`,
          });
        }
        break;
      }
      default:
        reports.push({ path, message: issue.message });
    }
  }
  return reports;
}
