// The web dashboard: static files under /dashboard/ (plain ES modules shipped in the package, no
// build at run time) and the sign-in exchange. The page receives the bearer token once (a URL
// fragment, which browsers never send to the server, or a form) and trades it at POST
// /dashboard/session for an HttpOnly, SameSite=Strict cookie. Requests authenticated by that
// cookie must carry the `x-hub-dashboard` header when they change state: a cross-site form cannot
// set a custom header, so the cookie alone can never change anything (CSRF).
import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tokensMatch } from "../core/token.ts";

export const DASHBOARD_PREFIX = "/dashboard";
export const SESSION_COOKIE = "hub_session";
/** The header a cookie-authenticated request needs for POST, PATCH and DELETE. */
export const DASHBOARD_HEADER = "x-hub-dashboard";

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
};

/** Every file of the page (dashboard.js is the entry module; the others are the modules it imports). */
const FILE_NAMES = [
  "index.html",
  "dashboard.css",
  "favicon.svg",
  "dashboard.js",
  "agents.js",
  "api.js",
  "asks.js",
  "board.js",
  "dom.js",
  "live.js",
  "memory.js",
  "messages.js",
  "page.js",
  "reservations.js",
  "session.js",
  "task-card.js",
  "task-detail.js",
  "task-statuses.js",
];

const FILES: Record<string, string> = Object.fromEntries(
  FILE_NAMES.map((name) => [name, TYPES[name.slice(name.lastIndexOf(".") + 1)]!]),
);

/** No inline script or style, nothing from another origin, not framable. */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Failed sign-ins allowed per client address in a minute; the token is 256 random bits. */
const SIGN_IN_FAILURES_PER_MINUTE = 10;

/** The cookie value for a token: a MAC of it, so the cookie never holds the token itself. */
export function sessionValueOf(token: string): string {
  return createHmac("sha256", token).update("hub dashboard session v1").digest("base64url");
}

export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** How a request without a bearer token may still be authenticated: the dashboard cookie. */
export function dashboardSessionOf(request: FastifyRequest, token: string): "valid" | "missing" | "invalid" {
  const given = cookieOf(request.headers.cookie, SESSION_COOKIE);
  if (given === undefined) return "missing";
  return tokensMatch(given, sessionValueOf(token)) ? "valid" : "invalid";
}

export function isDashboardPublic(path: string, method: string): boolean {
  if (path === "/favicon.ico") return method === "GET" || method === "HEAD";
  if (path === DASHBOARD_PREFIX || path === `${DASHBOARD_PREFIX}/`) return method === "GET" || method === "HEAD";
  if (path === `${DASHBOARD_PREFIX}/session`) return true;
  return path.startsWith(`${DASHBOARD_PREFIX}/`) && Object.hasOwn(FILES, path.slice(DASHBOARD_PREFIX.length + 1));
}

function assetsDir(): URL {
  // src/server/dashboard.ts and dist/server/dashboard.js both sit two levels below the package.
  return new URL("../../dashboard/", import.meta.url);
}

async function loadAssets(): Promise<Map<string, Buffer>> {
  const assets = new Map<string, Buffer>();
  for (const name of Object.keys(FILES)) assets.set(name, await readFile(new URL(name, assetsDir())));
  return assets;
}

function sendAsset(reply: FastifyReply, assets: Map<string, Buffer>, name: string) {
  return reply
    .header("content-type", FILES[name]!)
    .header("content-security-policy", DASHBOARD_CSP)
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-cache")
    .send(assets.get(name));
}

/** Registers the dashboard; `token` null (a `--no-auth` hub) makes the sign-in a no-op. */
export async function dashboardRoutes(app: FastifyInstance, token: string | null): Promise<void> {
  const assets = await loadAssets();
  const failures = new Map<string, { count: number; resetAt: number }>();

  app.get(DASHBOARD_PREFIX, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${DASHBOARD_PREFIX}/`));
  // Browsers ask for /favicon.ico on their own; the page itself links its icon.
  app.get("/favicon.ico", { schema: { hide: true } }, (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").redirect(`${DASHBOARD_PREFIX}/favicon.svg`, 301),
  );
  app.get(`${DASHBOARD_PREFIX}/`, { schema: { hide: true } }, (_request, reply) =>
    sendAsset(reply, assets, "index.html"),
  );
  for (const name of Object.keys(FILES)) {
    app.get(`${DASHBOARD_PREFIX}/${name}`, { schema: { hide: true } }, (_request, reply) =>
      sendAsset(reply, assets, name),
    );
  }

  // Whether this browser is signed in, answered without an error status: the page asks before it
  // reads anything, so a first visit shows the sign-in form without 401s in the console.
  app.get(`${DASHBOARD_PREFIX}/session`, { schema: { hide: true } }, (request, reply) =>
    reply
      .header("cache-control", "no-store")
      .send({ signedIn: token === null || dashboardSessionOf(request, token) === "valid" }),
  );

  app.post(`${DASHBOARD_PREFIX}/session`, { schema: { hide: true } }, (request, reply) => {
    reply.header("cache-control", "no-store");
    if (token === null) return reply.code(204).send();
    const now = Date.now();
    const entry = failures.get(request.ip);
    if (entry && entry.resetAt > now && entry.count >= SIGN_IN_FAILURES_PER_MINUTE) {
      return reply
        .code(429)
        .header("retry-after", String(Math.ceil((entry.resetAt - now) / 1000)))
        .send({ error: "rate_limited", message: "Too many failed sign-ins; try again in a minute" });
    }
    const given = (request.body as { token?: unknown } | undefined)?.token;
    if (typeof given !== "string" || !tokensMatch(given, token)) {
      const current = entry && entry.resetAt > now ? entry : { count: 0, resetAt: now + 60_000 };
      current.count += 1;
      failures.set(request.ip, current);
      return reply.code(401).send({ error: "unauthorized", message: "That is not this hub's token" });
    }
    failures.delete(request.ip);
    return reply
      .code(204)
      .header("set-cookie", `${SESSION_COOKIE}=${sessionValueOf(token)}; Path=/; HttpOnly; SameSite=Strict`)
      .send();
  });

  app.delete(`${DASHBOARD_PREFIX}/session`, { schema: { hide: true } }, (_request, reply) =>
    reply
      .code(204)
      .header("cache-control", "no-store")
      .header("set-cookie", `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`)
      .send(),
  );
}
