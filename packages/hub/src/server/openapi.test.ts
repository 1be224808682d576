// The OpenAPI document the hub serves: every operation named and summarised, its answers
// described by schemas, and `redocly lint` (recommended rules) clean.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub } from "../../test/hub-fixture.ts";

const run = promisify(execFile);
const redocly = fileURLToPath(new URL("../../../../node_modules/@redocly/cli/bin/cli.js", import.meta.url));

type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

describe("OpenAPI document at /openapi.json", () => {
  let t: TestHub;
  let document: { paths: Record<string, Record<string, Operation>> };
  let dir: string;

  beforeAll(async () => {
    t = await startTestHub();
    const response = await t.app.inject({ url: "/openapi.json", headers: { authorization: `Bearer ${t.token}` } });
    expect(response.statusCode).toBe(200);
    document = response.json();
    dir = await mkdtemp(join(tmpdir(), "hub-openapi-"));
    await writeFile(join(dir, "openapi.json"), response.body);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("names, summarises and describes the answers of every operation", () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThanOrEqual(25);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, operation.operationId).toBeTruthy();
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${operation.operationId} ${status}`).not.toBe("Default Response");
        if (status !== "204") expect(response.content, `${operation.operationId} ${status}`).toBeDefined();
      }
    }
    expect(document.paths["/tasks"]?.post?.responses["201"]?.content?.["application/json"]?.schema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["id", "title", "status"]),
    });
  });

  it("passes redocly lint (recommended) with no errors and no warnings", async () => {
    const { stdout } = await run(process.execPath, [redocly, "lint", "openapi.json", "--format=json"], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    });
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number } };
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
