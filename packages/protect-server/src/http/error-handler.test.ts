import { expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";

describeEachDb("error model and API reference", (env) => {
  it("an unknown route answers 404 with the error body", async () => {
    const res = await env().request({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "not_found", message: "No route answers GET at this path" });
  });

  it("serves an OpenAPI 3.1 document and the reference page", async () => {
    const doc = await env().request({ method: "GET", url: "/openapi.json" });
    expect(doc.json().openapi).toBe("3.1.0");
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(["/api/auth/login", "/api/me", "/health"]));
    const page = await env().request({ method: "GET", url: "/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("echoes a caller's x-request-id", async () => {
    const res = await env().request({ method: "GET", url: "/health", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toBe("abc-123");
  });
});
