import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestEnv } from "../../test/harness.ts";
import { CONSOLE_CSP } from "./admin-console-assets.ts";

describe("admin console assets", () => {
  const dir = mkdtempSync(join(tmpdir(), "console-assets-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>console</title>");
  writeFileSync(join(dir, "assets", "index-abc.js"), "console.log(1)");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("serves the built files at /admin/ with the CSP and caching headers; unknown files 404", async () => {
    const env = await createTestEnv("pglite", { adminConsoleDir: dir });
    try {
      const page = await env.request({ method: "GET", url: "/admin/" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<title>console</title>");
      expect(page.headers).toMatchObject({
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": CONSOLE_CSP,
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "cache-control": "no-cache",
      });
      expect(CONSOLE_CSP).toContain("script-src 'self'");
      expect(CONSOLE_CSP).not.toContain("unsafe-inline");
      const script = await env.request({ method: "GET", url: "/admin/assets/index-abc.js" });
      expect(script.headers).toMatchObject({
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      });
      expect((await env.request({ method: "GET", url: "/admin/assets/missing.js" })).statusCode).toBe(404);
      expect((await env.request({ method: "GET", url: "/admin/../package.json" })).statusCode).toBe(404);
      const redirect = await env.request({ method: "GET", url: "/admin" });
      expect(redirect.statusCode).toBe(301);
      expect(redirect.headers.location).toBe("/admin/");
      // A browser's own /favicon.ico request finds the console's icon (no 404 in its console).
      const icon = await env.request({ method: "GET", url: "/favicon.ico" });
      expect(icon.statusCode).toBe(301);
      expect(icon.headers.location).toBe("/admin/favicon.svg");
    } finally {
      await env.app.close();
      await env.database.close();
    }
  });

  it("answers 503 with how to build it when the console was not built", async () => {
    const env = await createTestEnv("pglite", { adminConsoleDir: join(dir, "missing") });
    try {
      const res = await env.request({ method: "GET", url: "/admin/" });
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/npm run build/);
    } finally {
      await env.app.close();
      await env.database.close();
    }
  });
});
