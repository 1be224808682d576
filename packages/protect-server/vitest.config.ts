import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "@hq/protect-server",
    globalSetup: ["./test/global-setup.ts"],
    // Fails a test whose requests got an error their route does not declare (src/http/error-contract.ts).
    setupFiles: ["./src/http/error-contract.vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
