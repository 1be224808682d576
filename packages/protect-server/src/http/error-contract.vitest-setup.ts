// Loaded before every test file of this package (vitest.config.ts, setupFiles): a test fails when a
// route it called answered an error the route does not declare (http/error-contract.ts). In
// production the same check only logs a warning.
import { afterAll, afterEach, expect } from "vitest";
import { type UndeclaredError, undeclaredErrorChannel } from "./error-contract.ts";
import { type ResponseWriterComparison, responseWriterChannel } from "./response-writer.ts";

// Every response the suite writes through a compiled writer is written by zod's serializer too: the
// two must agree byte for byte (or the writer must have declined, and zod then decides).
const writerMismatches: string[] = [];
const compareWriter = (message: unknown) => {
  const { url, written, checked } = message as ResponseWriterComparison;
  if (written === undefined) return;
  let expected: string;
  try {
    expected = checked();
  } catch {
    writerMismatches.push(
      `${url}: the compiled writer wrote a value zod's serializer rejects: ${written.slice(0, 200)}`,
    );
    return;
  }
  if (expected !== written) writerMismatches.push(`${url}: ${written.slice(0, 200)} ≠ ${expected.slice(0, 200)}`);
};
responseWriterChannel.subscribe(compareWriter);

const seen: UndeclaredError[] = [];
const collect = (message: unknown) => {
  seen.push(message as UndeclaredError);
};
undeclaredErrorChannel.subscribe(collect);

/** Takes the undeclared errors recorded so far: a test of the check itself expects some. */
export function takeUndeclaredErrors(): UndeclaredError[] {
  return seen.splice(0);
}

afterEach(() => {
  expect(
    takeUndeclaredErrors(),
    "Routes answered errors they do not declare: add each code to the route's schema.errors, or to the guard or hook that produces it",
  ).toEqual([]);
});

afterEach(() => {
  expect(writerMismatches.splice(0), "The compiled response writer and zod's serializer disagreed").toEqual([]);
});

afterAll(() => {
  responseWriterChannel.unsubscribe(compareWriter);
  undeclaredErrorChannel.unsubscribe(collect);
});
