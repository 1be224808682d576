import { defineProject } from "vitest/config";

// The tests that need a real Windows machine (netsh, reg, PowerShell, the DNS client): run by the
// Windows CI job (.github/workflows/protect-desktop-windows.yml) as administrator, never here.
export default defineProject({
  test: {
    name: "@hq/protect-desktop-windows",
    include: ["src/**/*.windows.test.ts"],
    testTimeout: 120_000,
  },
});
