import { expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";

type Operation = { security?: Record<string, string[]>[] };

describeEachDb("guard coverage", (env) => {
  it("every route documented with bearer security answers 401 to an anonymous caller", async () => {
    const doc = (await env().request({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const secured: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.some((entry) => "bearer" in entry)) continue;
        const url = path.replace("{id}", "00000000-0000-4000-8000-000000000000");
        const res = await env().request({ method: method.toUpperCase() as "GET", url, payload: {} });
        expect(res.statusCode, `${method.toUpperCase()} ${path}`).toBe(401);
        expect(res.json()).toMatchObject({ error: "unauthorized" });
        secured.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(secured.length).toBeGreaterThanOrEqual(20);
  });
});
