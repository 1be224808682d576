// Loaded before every test file of this package (vitest.config.ts, setupFiles): a test fails when a
// route it called answered an error the route does not declare (http/error-contract.ts). In
// production the same check only logs a warning.
import { afterAll, afterEach, expect } from "vitest";
import { type UndeclaredError, undeclaredErrorChannel } from "./error-contract.ts";

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

afterAll(() => {
  undeclaredErrorChannel.unsubscribe(collect);
});
