import { configDefaults, defineProject } from "vitest/config";
import { outerBounds, workers } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "@hq/protect-desktop",
    // *.windows.test.ts need a Windows machine: the Windows CI job runs them (vitest.windows.config.ts).
    exclude: [...configDefaults.exclude, "**/*.windows.test.ts"],
    ...outerBounds,
    ...workers,
  },
});
