import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { expect, it } from "vitest";
import { z } from "zod";
import { describeEachDb } from "../../test/harness.ts";
import { operationsOf } from "../../test/schema-fuzz.ts";
import { refusesUnknownKeys, registerQueryRule } from "./query-rule.ts";

it("a route whose query schema refuses unknown parameters fails registration", async () => {
  expect(refusesUnknownKeys(z.object({ a: z.string() }))).toBe(false);
  expect(refusesUnknownKeys(z.strictObject({ a: z.string() }))).toBe(true);
  expect(refusesUnknownKeys(z.object({ a: z.string() }).strict())).toBe(true);
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerQueryRule(app);
  expect(() => app.get("/x", { schema: { querystring: z.strictObject({ a: z.string() }) } }, async () => ({}))).toThrow(
    /ignores them/,
  );
  await app.close();
});

describeEachDb("unknown query parameters (issue 30)", (env) => {
  it("every GET operation answers the same with an unknown parameter added as without it", async () => {
    const user = await env().signup();
    const document = (await env().request({ method: "GET", url: "/openapi.json" })).json();
    const operations = operationsOf(document).filter(
      (operation) => operation.method === "GET" && !operation.path.includes("{"),
    );
    expect(operations.length).toBeGreaterThan(20);
    const differing: string[] = [];
    for (const operation of operations) {
      const required = operation.parameters.filter((parameter) => parameter.in === "query" && parameter.required);
      if (required.length > 0) continue;
      const plain = await env().request({ method: "GET", url: operation.path, headers: user.headers });
      const extra = await env().request({
        method: "GET",
        url: `${operation.path}?utm_source=newsletter&zz-unknown=%00`,
        headers: user.headers,
      });
      if (plain.statusCode !== extra.statusCode) {
        differing.push(`${operation.path}: ${plain.statusCode} without, ${extra.statusCode} with`);
      }
    }
    expect(differing).toEqual([]);
  });
});
