import { defineProject } from "vitest/config";
import { outerBounds, workers } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "@hq/protect-dns",
    ...outerBounds,
    ...workers,
  },
});
