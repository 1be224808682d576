import { defineConfig } from "vitest/config";

// One run over every package. Each package may add a vitest.config.ts of its own (a project);
// otherwise its tests are found by the defaults below.
export default defineConfig({
  test: {
    projects: ["packages/*", { test: { name: "scripts", root: "scripts", testTimeout: 120_000 } }],
    reporters: ["default", "./scripts/summary-reporter.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
