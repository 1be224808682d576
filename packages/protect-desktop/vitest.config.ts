import { configDefaults, defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "@hq/protect-desktop",
    // *.windows.test.ts need a Windows machine: the Windows CI job runs them (vitest.windows.config.ts).
    exclude: [...configDefaults.exclude, "**/*.windows.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
