import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "@hq/protect-server",
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
