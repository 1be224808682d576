import { UsageError } from "./cli-io.ts";

/** A value of a closed list, or a usage error naming the allowed ones. */
export function parseChoice<T extends string>(flag: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`Invalid ${flag} "${String(value)}": expected one of ${allowed.join(", ")}`);
}

/** A positive number of seconds, or a usage error. */
export function parseSeconds(flag: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`Invalid ${flag} "${String(value)}": expected a positive number of seconds`);
  }
  return seconds;
}

/** A required non-empty flag. */
export function requireFlag(flag: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`Missing ${flag}: it is required`);
  return value;
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Commander's accumulator for a repeatable option (`--label a --label b`). */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** A repeatable option's values, or undefined when it was not given. */
export function optionalList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 ? value.map(String) : undefined;
}
