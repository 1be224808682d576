import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate --config packages/protect-server/drizzle.config.ts` from the repo root
// writes a new migration under src/db/migrations; commit it. Migrations are applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./packages/protect-server/src/db/schema/index.ts",
  out: "./packages/protect-server/src/db/migrations",
  casing: "snake_case",
});
