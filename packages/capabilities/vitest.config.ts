import { defineProject } from "vitest/config";
import { outerBounds, workers } from "../../vitest.shared.ts";

// Timeouts: the shared outer bounds (vitest.shared.ts); tests wait on events.
export default defineProject({
  test: {
    name: "@hq/capabilities",
    ...outerBounds,
    ...workers,
  },
});
