import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";

describeEachDb("GET /health", (env) => {
  it("answers 200 with the database kind once migrated", async () => {
    const res = await env().request({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: env().database.kind, limits: "memory" });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });
});

describeEachDb(
  "GET /health before migrations finished",
  (env) => {
    it("answers 503 unavailable while the server is not ready", async () => {
      const res = await env().request({ method: "GET", url: "/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "unavailable" });
    });
  },
  { ready: () => false },
);
