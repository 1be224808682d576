import { defineProject } from "vitest/config";
import { outerBounds, workers } from "../../vitest.shared.ts";

// The console's pure modules run in Node; the browser is tested end to end from protect-server
// (src/features/admin-console/console.e2e.test.ts), which serves the built console.
export default defineProject({
  test: { name: "@hq/protect-admin", include: ["test/**/*.test.ts"], ...outerBounds, ...workers },
});
