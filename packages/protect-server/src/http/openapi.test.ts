import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { clientTypesPath, documentPath, renderOpenApiArtifacts } from "../../scripts/openapi-artifacts.ts";
import { createTestEnv } from "../../test/harness.ts";
import { requireProgram } from "../../test/processes.ts";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const redocly = fileURLToPath(new URL("../../../../node_modules/@redocly/cli/bin/cli.js", import.meta.url));

type Operation = { operationId: string; tags?: string[]; security?: unknown[] };
type ErrorResponse = {
  content: Record<string, { schema: { properties?: { error?: { enum?: string[] } } } }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

describe("OpenAPI document", () => {
  it("the committed document and typed-client types match the routes (regenerate: scripts/generate-openapi.ts)", async () => {
    const fresh = await renderOpenApiArtifacts();
    expect(readFileSync(documentPath, "utf8"), "openapi.generated.json is stale").toBe(fresh.document);
    expect(readFileSync(clientTypesPath, "utf8"), "src/client/openapi.generated.ts is stale").toBe(fresh.clientTypes);
  });

  it("redocly lint (recommended) finds zero errors and zero warnings; each reasoned exception still matches", async () => {
    const { stdout } = await run(
      process.execPath,
      [redocly, "lint", "openapi.generated.json", "--format=json", "--max-problems=1000"],
      {
        cwd: packageDir,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const found = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(found, "redocly lint problems").toEqual([]);
    // Every entry of .redocly.lint-ignore.yaml (each with its reason) must still match a problem:
    // a stale exception fails here, and a new one needs an entry there and its reason.
    const exceptions = readFileSync(`${packageDir}/.redocly.lint-ignore.yaml`, "utf8").match(/^\s+- '#\/.*'$/gm);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: exceptions?.length });
  });

  it("each operation lists the error codes of its own route: signup's 400 and 409 name only what signup answers", () => {
    const doc = JSON.parse(readFileSync(documentPath, "utf8")) as {
      paths: Record<string, Record<string, Record<string, unknown> & { responses: Record<string, ErrorResponse> }>>;
    };
    const codesOf = (path: string, method: string, status: string) =>
      doc.paths[path]?.[method]?.responses[status]?.content["application/json"]?.schema.properties?.error?.enum;
    expect(codesOf("/api/auth/signup", "post", "400")).toEqual(["invalid_input"]);
    expect(codesOf("/api/auth/signup", "post", "409")).toEqual(["email_taken"]);
    expect(codesOf("/api/auth/login", "post", "409")).toEqual(["device_locked"]);
    expect(codesOf("/api/onboarding/redeem-diga-code", "post", "400")).toEqual([
      "invalid_input",
      "not_found",
      "already_used",
      "expired",
    ]);
    expect(codesOf("/api/devices/enroll", "post", "406")).toEqual(["not_acceptable"]);
    expect(codesOf("/api/mail/connect", "post", "503")).toEqual(["database_unavailable", "limits_unavailable"]);
    // A route without a session guard answers no 401; one that reads nothing answers no 400.
    expect(codesOf("/api/auth/signup", "post", "401")).toBeUndefined();
    expect(codesOf("/api/me", "get", "400")).toBeUndefined();
    for (const item of Object.values(doc.paths)) {
      for (const operation of Object.values(item)) expect(operation).not.toHaveProperty("errors");
    }
  });

  it("non-JSON answers are documented as what they are: the blocklist as text/plain, the DiGA export as CSV, their errors as JSON", () => {
    const doc = JSON.parse(readFileSync(documentPath, "utf8")) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const typesOf = (path: string, status: string) =>
      Object.keys(doc.paths[path]?.get?.responses[status]?.content ?? {});
    expect(typesOf("/api/protection/blocklist", "200")).toEqual(["text/plain"]);
    expect(typesOf("/api/protection/blocklist", "401")).toEqual(["application/json"]);
    expect(typesOf("/api/admin/diga-codes/export", "200")).toEqual(["text/csv"]);
    for (const status of ["400", "401", "403", "404"]) {
      expect(typesOf("/api/admin/diga-codes/export", status), status).toEqual(["application/json"]);
    }
  });

  it("every operation has an id, a security statement and described responses", () => {
    const doc = JSON.parse(readFileSync(documentPath, "utf8")) as Document & {
      paths: Record<string, Record<string, Operation & { responses: Record<string, { description: string }> }>>;
    };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
      expect(Array.isArray(operation.security)).toBe(true);
      for (const response of Object.values(operation.responses)) {
        expect(response.description).not.toBe("Default Response");
      }
    }
    const login = doc.paths["/api/auth/login"]?.post;
    expect(login?.security).toEqual([]);
    const webhook = doc.paths["/api/payments/webhook"]?.post as unknown as {
      requestBody: { content: Record<string, { schema: { type: string; required: string[] } }> };
    };
    expect(webhook.requestBody.content["application/json"]?.schema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["id", "type", "data"]),
    });
  });
});

describe("API reference page", () => {
  it("Chromium renders every operation of the document at /docs", async () => {
    const chromium = requireProgram("chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"]);
    const env = await createTestEnv("pglite");
    try {
      const port = Number(new URL(await env.app.listen({ host: "127.0.0.1", port: 0 })).port);
      const doc = (await env.request({ method: "GET", url: "/openapi.json" })).json() as Document;
      const { stdout } = await run(
        chromium,
        [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--virtual-time-budget=20000",
          // Swagger UI renders only the operations inside the viewport: a window tall enough for
          // all of them (about 40 px each; 137 operations and 21 tags take about 7,000 px) makes it render every one.
          "--window-size=1280,16000",
          "--dump-dom",
          `http://127.0.0.1:${port}/docs/`,
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const rendered = new Set([...stdout.matchAll(/id="operations-([^"]+)"/g)].map((match) => match[1]));
      const expected = Object.values(doc.paths).flatMap((item) =>
        Object.values(item).map((operation) => `${operation.tags?.[0] ?? "default"}-${operation.operationId}`),
      );
      expect(expected.length).toBeGreaterThanOrEqual(20);
      expect(expected.filter((id) => !rendered.has(id))).toEqual([]);
    } finally {
      await env.app.close();
      await env.database.close();
    }
  });
});
