import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../test/harness.ts";
import { MAX_PARAM_LENGTH } from "./framework-errors.ts";

/** Sends raw bytes and returns the whole answer (the server closes the connection after it). */
async function rawRequest(port: number, request: string): Promise<string> {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk) => chunks.push(chunk));
  socket.write(request);
  await new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return Buffer.concat(chunks).toString("utf8");
}

describe("errors before routing (issue 30)", () => {
  let env: TestEnv;
  let port: number;
  beforeAll(async () => {
    env = await createTestEnv("pglite");
    port = Number(new URL(await env.app.listen({ host: "127.0.0.1", port: 0 })).port);
  });
  afterAll(async () => {
    await env.app.close();
    await env.database.close();
  });

  it("a path parameter over the limit answers 414 uri_too_long in the API's shape, without the input", async () => {
    const long = `${"x".repeat(MAX_PARAM_LENGTH)}%07%1b[31mEVIL`;
    for (const [method, url] of [
      ["PATCH", `/api/admin/users/${long}`],
      ["GET", `/api/chat/rooms/${long}/messages`],
    ] as const) {
      const res = await env.request({ method, url });
      expect(res.statusCode).toBe(414);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: "uri_too_long", message: expect.any(String) });
      for (const echoed of ["EVIL", "xxxx", "\u001b", "\u0007"]) expect(res.body).not.toContain(echoed);
    }
    // At the limit the router still matches, and the route's own validation answers.
    const atLimit = await env.request({ method: "PATCH", url: `/api/admin/users/${"x".repeat(MAX_PARAM_LENGTH)}` });
    expect(atLimit.statusCode).toBe(401);
  });

  it("a URL that does not decode answers 400 invalid_input without repeating it", async () => {
    const res = await env.request({ method: "GET", url: "/api/admin/users/%E0%A4%A%zzEVIL" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "invalid_input", message: expect.any(String) });
    expect(res.body).not.toContain("EVIL");
  });

  it("a URL over 16 KB answers 431 headers_too_large in the API's shape", async () => {
    const answer = await rawRequest(port, `GET /api/me?q=${"a".repeat(17 * 1024)}EVIL HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ error: "headers_too_large", message: expect.any(String) });
    expect(answer).not.toContain("EVIL");
  });

  it("a request that is not HTTP answers 400 invalid_input in the API's shape", async () => {
    const answer = await rawRequest(port, "GARBAGE\u0001 / HTTP/9\r\n\r\n");
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({ error: "invalid_input", message: expect.any(String) });
  });
});
