import fc from "fast-check";
import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";

/** Every route of the protection core with where its input goes. */
const ROUTES: {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string;
  input: "body" | "query" | "path" | "none";
}[] = [
  { method: "POST", url: "/api/protection/screentime-passcode", input: "body" },
  { method: "POST", url: "/api/custom-domains", input: "body" },
  { method: "POST", url: "/api/domain-submissions", input: "body" },
  { method: "POST", url: "/api/curated-domains/suggest", input: "body" },
  { method: "PATCH", url: "/api/admin/curated-domains/:id", input: "body" },
  { method: "GET", url: "/api/profile/me/cooldown-history", input: "query" },
  { method: "GET", url: "/api/profile/me/sos-insights", input: "query" },
  { method: "GET", url: "/api/protection/blocklist", input: "query" },
  { method: "GET", url: "/api/protection/webcontent-domains", input: "query" },
  { method: "GET", url: "/api/notifications", input: "query" },
  { method: "GET", url: "/api/admin/domain-submissions", input: "query" },
  { method: "GET", url: "/api/admin/curated-domains", input: "query" },
  { method: "DELETE", url: "/api/custom-domains/:id", input: "path" },
  { method: "POST", url: "/api/notifications/:id/read", input: "path" },
  { method: "POST", url: "/api/admin/domain-submissions/:id/approve", input: "path" },
  { method: "POST", url: "/api/admin/domain-submissions/:id/reject", input: "path" },
  { method: "POST", url: "/api/cooldown/request", input: "none" },
  { method: "GET", url: "/api/cooldown/status", input: "none" },
  { method: "GET", url: "/api/protection/state", input: "none" },
  { method: "POST", url: "/api/protection/mark-active", input: "none" },
];

const nasty = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "..",
    "*.x.example",
    "1.2.3.4",
    "ü.example",
    "x".repeat(400),
    "co.uk",
    "-1",
    "1e309",
    "null",
    "[]",
    "{}",
  ),
);
const anyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
);
const bodyFields = fc.dictionary(
  fc.constantFrom("domain", "type", "country", "passcode", "status", "limit"),
  anyValue,
  {
    maxKeys: 4,
  },
);
const queryFields = fc.dictionary(
  fc.constantFrom("limit", "tz", "format", "country", "unreadOnly", "offset", "status"),
  nasty,
  {
    maxKeys: 3,
  },
);

/** A path segment; a lone surrogate cannot be percent-encoded, so send its raw UTF-8 bytes encoded. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value) || "x";
  } catch {
    return "%ED%A0%80";
  }
}

describeEachDb("protection core input fuzzing", (env) => {
  it("random bodies, queries and path ids never get a 5xx from any route (admin caller)", async () => {
    const admin = await env().admin();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ROUTES.length - 1 }),
        bodyFields,
        queryFields,
        nasty,
        async (index, body, query, id) => {
          const route = ROUTES[index];
          if (!route) return;
          const url = route.url.replace(":id", segment(id));
          const search = route.input === "query" ? `?${new URLSearchParams(query as Record<string, string>)}` : "";
          const res = await env().request({
            method: route.method,
            url: `${url}${search}`,
            headers: admin.headers,
            ...(route.input === "body" ? { payload: body } : {}),
          });
          expect(
            res.statusCode,
            `${route.method} ${url}${search} ${JSON.stringify(body)}: ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});
