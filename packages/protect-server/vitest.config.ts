import { defineProject } from "vitest/config";
import { outerBounds } from "../../vitest.shared.ts";

export default defineProject({
  test: {
    name: "@hq/protect-server",
    globalSetup: ["./test/global-setup.ts"],
    isolate: false,
    ...outerBounds,
  },
});
