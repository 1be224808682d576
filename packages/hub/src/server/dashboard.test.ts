import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestHub, type TestHub } from "../../test/hub-fixture.ts";
import { DASHBOARD_CSP, SESSION_COOKIE, sessionValueOf } from "./dashboard.ts";

let t: TestHub;
let cookie: string;

beforeAll(async () => {
  t = await startTestHub({ hub: { watch: false } });
  cookie = `${SESSION_COOKIE}=${sessionValueOf(t.token)}`;
});
afterAll(() => t.close());

function inject(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  return t.app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

describe("dashboard files", () => {
  it.each([
    ["/dashboard/", "text/html"],
    ["/dashboard/dashboard.js", "text/javascript"],
    ["/dashboard/dashboard.css", "text/css"],
    ["/dashboard/favicon.svg", "image/svg+xml"],
  ])("serves %s without a token, with a CSP that forbids inline script", async (url, type) => {
    const response = await inject("GET", url, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain(type);
    expect(response.headers["content-security-policy"]).toBe(DASHBOARD_CSP);
    expect(DASHBOARD_CSP).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves every file of the dashboard folder (each ES module the page imports)", async () => {
    const names = await readdir(new URL("../../dashboard/", import.meta.url));
    expect(names).toContain("dashboard.js");
    for (const name of names) {
      const response = await inject("GET", `/dashboard/${name}`, {});
      expect(response.statusCode, name).toBe(200);
      if (name.endsWith(".js")) expect(response.headers["content-type"], name).toContain("text/javascript");
    }
  });

  it("answers /favicon.ico without a token: a redirect to the dashboard's icon (no 404 in a browser's console)", async () => {
    const response = await inject("GET", "/favicon.ico", {});
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/dashboard/favicon.svg");
  });

  it("redirects /dashboard to /dashboard/", async () => {
    const response = await inject("GET", "/dashboard", {});
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/dashboard/");
  });

  it.each(["/dashboard/token", "/dashboard/../.hub/token", "/dashboard/%2e%2e/package.json", "/dashboard/x.js"])(
    "serves nothing else under the prefix without a token: %s",
    async (url) => {
      const response = await inject("GET", url, {});
      expect(response.statusCode).toBe(401);
    },
  );
});

describe("sign-in exchange", () => {
  it("trades the token for an HttpOnly, SameSite=Strict cookie that does not hold the token", async () => {
    const response = await inject(
      "POST",
      "/dashboard/session",
      { "content-type": "application/json" },
      { token: t.token },
    );
    expect(response.statusCode).toBe(204);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).not.toContain(t.token);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it.each([{ token: "wrong" }, { token: 42 }, {}])("refuses %j with 401", async (body) => {
    const response = await inject("POST", "/dashboard/session", { "content-type": "application/json" }, body);
    expect(response.statusCode).toBe(401);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("limits failed sign-ins per address (429 with Retry-After)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/dashboard/session",
        remoteAddress: "192.0.2.7",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ token: `guess-${i}` }),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 401).length).toBe(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    const other = await t.app.inject({
      method: "POST",
      url: "/dashboard/session",
      remoteAddress: "192.0.2.8",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ token: t.token }),
    });
    expect(other.statusCode).toBe(204);
  });

  it("tells the page whether it is signed in, without an error status", async () => {
    const cases: [Record<string, string>, boolean][] = [
      [{}, false],
      [{ cookie: `${SESSION_COOKIE}=${sessionValueOf("another-token")}` }, false],
      [{ cookie }, true],
    ];
    for (const [headers, signedIn] of cases) {
      const response = await inject("GET", "/dashboard/session", headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedIn });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("sign-out clears the cookie", async () => {
    const response = await inject("DELETE", "/dashboard/session", {});
    expect(String(response.headers["set-cookie"])).toContain("Max-Age=0");
  });
});

describe("requests authenticated by the cookie", () => {
  it("may read", async () => {
    const response = await inject("GET", "/tasks", { cookie });
    expect(response.statusCode).toBe(200);
  });

  it("may change state only with the dashboard header (a cross-site form cannot set it)", async () => {
    const body = { title: "From the page" };
    const without = await inject("POST", "/tasks", { cookie, "content-type": "application/json" }, body);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ error: "forbidden" });
    expect((await t.hub.listTasks()).some((task) => task.title === "From the page")).toBe(false);
    const withHeader = await inject(
      "POST",
      "/tasks",
      { cookie, "content-type": "application/json", "x-hub-dashboard": "1" },
      body,
    );
    expect(withHeader.statusCode).toBe(201);
  });

  it("refuses a forged or stale cookie with 401", async () => {
    const response = await inject("GET", "/tasks", { cookie: `${SESSION_COOKIE}=${sessionValueOf("another-token")}` });
    expect(response.statusCode).toBe(401);
  });
});
