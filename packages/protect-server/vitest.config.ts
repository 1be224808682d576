import { defineProject } from "vitest/config";
import { outerBounds, workers } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "@hq/protect-server",
    globalSetup: ["./test/global-setup.ts"],
    isolate: false,
    // Fails a test whose requests got an error their route does not declare (src/http/error-contract.ts).
    setupFiles: ["./src/http/error-contract.vitest-setup.ts"],
    ...outerBounds,
    ...workers,
  },
});
