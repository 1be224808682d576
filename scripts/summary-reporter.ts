import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with the plain line `N passed, N failed, N skipped`. Checks that ran before Vitest
 * (lint, typecheck) are added through HQ_CHECKS_PASSED / HQ_CHECKS_FAILED so that one line sums up
 * everything `npm test` did.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = Number(process.env.HQ_CHECKS_PASSED ?? 0);
    let failed = Number(process.env.HQ_CHECKS_FAILED ?? 0) + unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      // A module that fails to load has no tests but must still count as a failure.
      if (module.state() === "failed" && module.errors().length > 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
        else skipped += 1;
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
