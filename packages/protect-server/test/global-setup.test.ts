import { expect, it } from "vitest";
import { requirePostgresInCi } from "./global-setup.ts";

it("CI without TEST_DATABASE_URL stops the run instead of skipping the PostgreSQL tests", () => {
  expect(() => requirePostgresInCi({ CI: "true" })).toThrow("TEST_DATABASE_URL is not set");
  expect(() => requirePostgresInCi({ CI: "true", TEST_DATABASE_URL: "postgres://x" })).not.toThrow();
  expect(() => requirePostgresInCi({})).not.toThrow();
});
