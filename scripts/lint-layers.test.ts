import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkLayers, type LayerFinding, lintLayers, PROTECT_PUBLIC_MODULES, type SourceFile } from "./lint-layers.ts";

// A small feature tree that follows every rule: routes → service → repo → db, one feature calling
// another through its service, types crossing freely.
const clean: SourceFile[] = [
  {
    path: "db/schema/users.ts",
    text: 'import { pgTable } from "drizzle-orm/pg-core";\nexport const users = pgTable();',
  },
  { path: "db/schema/posts.ts", text: 'export const POST_KINDS = ["a"] as const;\nexport const posts = 1;' },
  {
    path: "features/profile/repo.ts",
    text: [
      'import { eq } from "drizzle-orm";',
      'import { type UserRow, users } from "../../db/schema/users.ts";',
      "export const findUser = () => eq(users, 1);",
    ].join("\n"),
  },
  {
    path: "features/profile/service.ts",
    text: ['import type { UserRow } from "../../db/schema/users.ts";', 'import { findUser } from "./repo.ts";'].join(
      "\n",
    ),
  },
  {
    path: "features/profile/routes.ts",
    text: [
      'import { findProfile } from "./service.ts";',
      'import type { ProfilePatch } from "./repo.ts";',
      'import { type SQL } from "drizzle-orm";',
      'import { OUTAGE_SECONDS } from "../../db/availability.ts";',
    ].join("\n"),
  },
  {
    path: "features/posts/schema.ts",
    text: 'import { POST_KINDS, type PostRow } from "../../db/schema/posts.ts";\nimport { z } from "zod";',
  },
  {
    path: "features/posts/service.ts",
    text: [
      'import { findProfile } from "../profile/service.ts";',
      'import { profileView } from "../profile/presenter.ts";',
      'import type { ProfileRow } from "../profile/repo.ts";',
      'import { limits } from "../plans/limits.ts";',
    ].join("\n"),
  },
  { path: "features/posts/posts.test.ts", text: 'import { users } from "../../db/schema/users.ts";' },
  {
    path: "app.ts",
    text: 'import { registerProfileRoutes } from "./features/profile/routes.ts";\nimport { x } from "./features/posts/engine.ts";',
  },
  { path: "jobs/cleanup.ts", text: 'import { cleanUp } from "../features/posts/service.ts";' },
];

const publicModules = new Set(["features/plans/limits.ts"]);
const rulesOf = (findings: LayerFinding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.rule}`);

describe("layering check", () => {
  it("reports nothing for a tree that follows the rules", async () => {
    expect(await checkLayers(clean, { publicModules })).toEqual([]);
  });

  it("reports a value import of drizzle-orm or a driver outside a repository, with its line", async () => {
    const findings = await checkLayers([
      {
        path: "features/a/service.ts",
        text: 'import type { SQL } from "drizzle-orm";\nimport { eq } from "drizzle-orm";',
      },
      { path: "features/a/helper.ts", text: 'import { drizzle } from "drizzle-orm/node-postgres";' },
      { path: "jobs/x.ts", text: 'import pg from "pg";' },
      { path: "http/y.ts", text: 'const { sql } = await import("drizzle-orm");' },
    ]);
    expect(rulesOf(findings)).toEqual([
      "features/a/helper.ts:1: db-outside-repo",
      "features/a/service.ts:2: db-outside-repo",
      "http/y.ts:1: db-outside-repo",
      "jobs/x.ts:1: db-outside-repo",
    ]);
  });

  it("reports a query on a database handle outside a repository, even without an import", async () => {
    const findings = await checkLayers([
      {
        path: "features/a/service.ts",
        text: [
          "// db.select() in a comment is not a query",
          "export const find = (ctx) => ctx.db.query.users.findFirst();",
          "export const list = (tx) =>",
          "  tx",
          "    .select()",
          '    .from("t");',
          "export const run = (db) => db.transaction(async () => {});",
        ].join("\n"),
      },
      { path: "features/a/repo.ts", text: "export const find = (db) => db.query.users.findFirst();" },
      { path: "db/migrate.ts", text: "export const run = (db) => db.execute('select 1');" },
    ]);
    expect(rulesOf(findings)).toEqual([
      "features/a/service.ts:2: db-outside-repo",
      "features/a/service.ts:4: db-outside-repo",
    ]);
    expect(findings[0]?.message).toContain('".query"');
  });

  it("reports a table imported outside a repository, but not its types or UPPER_CASE value lists", async () => {
    const findings = await checkLayers([
      {
        path: "features/a/service.ts",
        text: [
          'import { type UserRow, POST_KINDS } from "../../db/schema/users.ts";',
          "import {",
          "  type PostRow,",
          "  posts,",
          '} from "../../db/schema/posts.ts";',
          'import * as schema from "../../db/schema/index.ts";',
        ].join("\n"),
      },
      { path: "index.ts", text: 'export { schema } from "./db/schema/index.ts";' },
    ]);
    expect(rulesOf(findings)).toEqual([
      "features/a/service.ts:2: db-outside-repo",
      "features/a/service.ts:6: db-outside-repo",
      "index.ts:1: db-outside-repo",
    ]);
    expect(findings[0]?.message).toContain('"posts"');
  });

  it("reports routes that import a repository, their own or another feature's", async () => {
    const findings = await checkLayers([
      { path: "features/a/routes.ts", text: 'import { updateUser } from "./repo.ts";' },
      { path: "features/a/admin-routes.ts", text: 'import { findB } from "../b/b-repo.ts";' },
    ]);
    expect(rulesOf(findings)).toEqual([
      "features/a/admin-routes.ts:1: routes-import-repo",
      "features/a/routes.ts:1: routes-import-repo",
    ]);
  });

  it("reports a feature reaching into another feature's repository, routes or unlisted modules", async () => {
    const findings = await checkLayers(
      [
        {
          path: "features/a/service.ts",
          text: [
            'import { findB } from "../b/repo.ts";',
            'import { registerB } from "../b/routes.ts";',
            'import { helper } from "../b/helper.ts";',
            'import { listed } from "../b/listed.ts";',
            'import { rows } from "../b/repo/rows.ts";',
          ].join("\n"),
        },
        { path: "features/a/repo.ts", text: 'import { columnsOfB } from "../b/repo.ts";' },
        { path: "http/guard.ts", text: 'import { findSession } from "../features/b/repo.ts";' },
        { path: "cli/run.ts", text: 'import { registerB } from "../features/b/routes.ts";' },
      ],
      { publicModules: new Set(["features/b/listed.ts"]) },
    );
    expect(rulesOf(findings)).toEqual([
      "cli/run.ts:1: feature-private-import",
      "features/a/repo.ts:1: feature-private-import",
      "features/a/service.ts:1: feature-private-import",
      "features/a/service.ts:2: feature-private-import",
      "features/a/service.ts:3: feature-private-import",
      "features/a/service.ts:5: feature-private-import",
      "http/guard.ts:1: plumbing-imports-feature",
      "http/guard.ts:1: feature-private-import",
    ]);
  });

  it("reports a repository importing a service or routes", async () => {
    const findings = await checkLayers([
      {
        path: "features/a/repo.ts",
        text: 'import { rule } from "./service.ts";\nimport { register } from "./routes.ts";\nimport type { T } from "./service.ts";',
      },
    ]);
    expect(rulesOf(findings)).toEqual([
      "features/a/repo.ts:1: repo-imports-upward",
      "features/a/repo.ts:2: repo-imports-upward",
    ]);
  });

  it("reports plumbing (http, platform, lib, db) that imports a feature, a job or the root, type-only imports too", async () => {
    const findings = await checkLayers([
      {
        path: "http/guards.ts",
        text: 'import type { AuthUser } from "../db/auth-user.ts";\nimport { isAdmin } from "../features/admin/service.ts";',
      },
      { path: "platform/app-context.ts", text: 'import type { MailRuntime } from "../features/mail/runtime.ts";' },
      {
        path: "db/open.ts",
        text: 'import { buildApp } from "../app.ts";\nimport { clock } from "../platform/clock.ts";',
      },
      { path: "lib/cursor.ts", text: 'import { AppError } from "../platform/errors.ts";' },
      { path: "features/admin/service.ts", text: "export const isAdmin = 1;" },
      { path: "features/mail/runtime.ts", text: "export type MailRuntime = 1;" },
    ]);
    expect(rulesOf(findings)).toEqual([
      "db/open.ts:1: plumbing-imports-feature",
      "http/guards.ts:2: plumbing-imports-feature",
      "platform/app-context.ts:1: plumbing-imports-feature",
    ]);
  });

  it("reports every module of an import circle, type-only imports included; a chain is fine", async () => {
    const findings = await checkLayers([
      { path: "features/a/service.ts", text: 'import { b } from "../b/service.ts";' },
      { path: "features/b/service.ts", text: 'import type { C } from "../c/service.ts";' },
      { path: "features/c/service.ts", text: '// c\nimport { a } from "../a/service.ts";' },
      { path: "features/d/service.ts", text: 'import { a } from "../a/service.ts";' },
      { path: "features/e/service.ts", text: 'import { e } from "./service.ts";' },
    ]);
    expect(rulesOf(findings)).toEqual([
      "features/a/service.ts:1: import-cycle",
      "features/b/service.ts:1: import-cycle",
      "features/c/service.ts:2: import-cycle",
      "features/e/service.ts:1: import-cycle",
    ]);
    expect(findings[0]?.message).toContain("features/a/service.ts → features/b/service.ts → features/c/service.ts");
  });

  it("lists only modules that exist in protect-server as public", async () => {
    const { existsSync } = await import("node:fs");
    const src = join(import.meta.dirname, "..", "packages", "protect-server", "src");
    expect([...PROTECT_PUBLIC_MODULES].filter((path) => !existsSync(join(src, path)))).toEqual([]);
  });

  it("prints file:line: rule: message for each finding and exits 1; 0 for a clean tree", async () => {
    const root = await mkdtemp(join(tmpdir(), "lint-layers-"));
    try {
      const src = join(root, "packages", "protect-server", "src");
      const put = async (path: string, text: string) => {
        await mkdir(dirname(join(src, path)), { recursive: true });
        await writeFile(join(src, path), text);
      };
      await put("features/a/service.ts", 'import { findA } from "./repo.ts";\n');
      await put("features/a/repo.ts", 'import { eq } from "drizzle-orm";\n');
      const cleanLines: string[] = [];
      expect(await lintLayers(root, (text) => cleanLines.push(text))).toBe(0);
      expect(cleanLines).toEqual([]);

      await put("features/a/routes.ts", '// routes\nimport { findA } from "./repo.ts";\n');
      const lines: string[] = [];
      expect(await lintLayers(root, (text) => lines.push(text))).toBe(1);
      expect(lines[0]).toBe(
        'packages/protect-server/src/features/a/routes.ts:2: routes-import-repo: Routes import "./repo.ts": call a service, which calls the repository\n',
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
