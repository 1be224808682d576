import { defineConfig } from "vitest/config";
import { outerBounds, workers } from "./vitest.shared.ts";

// One run over every package. Each package may add a vitest.config.ts of its own (a project);
// otherwise its tests are found by the defaults below.
export default defineConfig({
  test: {
    projects: ["packages/*", { test: { name: "scripts", root: "scripts", ...outerBounds, ...workers } }],
    reporters: ["default", "./scripts/summary-reporter.ts"],
    ...outerBounds,
    ...workers,
  },
});
