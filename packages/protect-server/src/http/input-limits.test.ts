import { expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";
import { createDigaCodes } from "../features/diga/service.ts";

// Every text field of every route, with a NUL byte inside: PostgreSQL refuses NUL in text, so
// before the shared text schema (src/text.ts) each of these was a 500 there.
describeEachDb("input limits", (env) => {
  it("a NUL byte in any text field answers 400 invalid_input, never 500", async () => {
    const user = await env().signup();
    const nul = "ab\u0000cd";
    const cases = [
      {
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "kim@example.test", password: "secret123", nickname: nul },
      },
      { method: "POST", url: "/api/auth/signup", payload: { email: "kim@example.test", password: `secret12${nul}` } },
      { method: "POST", url: "/api/auth/login", payload: { email: `k${nul}@example.test`, password: "x" } },
      { method: "POST", url: "/api/auth/login", payload: { email: user.email, password: nul } },
      { method: "PATCH", url: "/api/profile/me/nickname", headers: user.headers, payload: { nickname: nul } },
      { method: "PATCH", url: "/api/profile/me/demographics", headers: user.headers, payload: { city: nul } },
      {
        method: "POST",
        url: "/api/users/me/push-token",
        headers: user.headers,
        payload: { token: `token-${nul}`, platform: "ios" },
      },
      { method: "DELETE", url: "/api/users/me/push-token", headers: user.headers, payload: { token: nul } },
      {
        method: "POST",
        url: "/api/onboarding/redeem-diga-code",
        headers: user.headers,
        payload: { code: `ABCD-${nul}` },
      },
      { method: "DELETE", url: "/api/me", headers: user.headers, payload: { password: nul } },
    ] as const;
    for (const options of cases) {
      const res = await env().request(options);
      expect(res.statusCode, `${options.method} ${options.url} ${res.body}`).toBe(400);
      expect(res.json().error).toBe("invalid_input");
    }
  });

  it("a push token over the cap (2,700 characters) answers 400 and stores nothing", async () => {
    const user = await env().signup();
    const res = await env().request({
      method: "POST",
      url: "/api/users/me/push-token",
      headers: user.headers,
      payload: { token: "t".repeat(2700), platform: "android" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_input", fields: [{ path: "body.token" }] });
  });

  it("a body over the limit answers 413 payload_too_large", async () => {
    const res = await env().request({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "kim@example.test", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("payload_too_large");
  });

  it("a body that is not JSON answers 415 unsupported_media_type", async () => {
    for (const [url, type] of [
      ["/api/auth/login", "text/plain"],
      ["/api/auth/login", "application/x-www-form-urlencoded"],
      ["/api/payments/webhook", "text/plain"],
    ] as const) {
      const res = await env().request({
        method: "POST",
        url,
        headers: { "content-type": type },
        payload: "email=kim@example.test",
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json().error).toBe("unsupported_media_type");
    }
  });

  it("a valid code still redeems after the text schema (the cap does not cut real codes)", async () => {
    const user = await env().signup();
    const [code] = await createDigaCodes(env().ctx.db, {
      count: 1,
      plan: "pro",
      expiresAt: null,
      label: null,
      now: env().ctx.clock.now(),
    });
    const res = await env().request({
      method: "POST",
      url: "/api/onboarding/redeem-diga-code",
      headers: user.headers,
      payload: { code },
    });
    expect(res.statusCode).toBe(200);
  });
});
