import { defineProject } from "vitest/config";

// The root config's timeouts do not reach a project: each package states its own. Hooks start real
// servers and processes, which take seconds on a loaded 2-core machine.
export default defineProject({
  test: {
    name: "@hq/hub",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
