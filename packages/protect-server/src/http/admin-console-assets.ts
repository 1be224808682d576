import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The console's Content-Security-Policy: scripts, styles and connections only from this origin,
 * no inline script, no plugins, no framing, no foreign form targets.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
};

interface Asset {
  body: Buffer;
  type: string;
}

/** Every file of the built console, read once at start (a few kilobytes; no build at run time). */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const url = relative(dir, path).split(sep).join("/");
    assets.set(url, { body: readFileSync(path), type: TYPES[extname(path)] ?? "application/octet-stream" });
  }
  return assets;
}

function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header("content-security-policy", CONSOLE_CSP)
    .header("x-content-type-options", "nosniff")
    .header("x-frame-options", "DENY")
    .header("referrer-policy", "no-referrer")
    .header("cross-origin-opener-policy", "same-origin");
}

/**
 * Serves the built admin console (packages/protect-admin/dist) at /admin/. Without a build the
 * page says how to make one (503) instead of failing start-up: the API works without the console.
 */
export function registerConsoleAssets(app: FastifyInstance, dir: string | undefined): void {
  const assets = dir && existsSync(join(dir, "index.html")) ? loadAssets(dir) : undefined;
  if (dir && !assets) app.log.warn({ dir }, "admin console not built: /admin/ answers 503 (run npm run build)");
  app.get("/admin", { schema: { hide: true } }, (_request, reply) => reply.redirect("/admin/", 301));
  // Browsers ask for /favicon.ico on their own (other pages than the console's, which links its icon).
  app.get("/favicon.ico", { schema: { hide: true } }, (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").redirect("/admin/favicon.svg", 301),
  );
  app.get<{ Params: { "*": string } }>("/admin/*", { schema: { hide: true } }, (request, reply) => {
    securityHeaders(reply);
    if (!assets) {
      return reply.status(503).type("text/plain; charset=utf-8").send("Admin console not built: run npm run build\n");
    }
    const path = request.params["*"] || "index.html";
    const asset = assets.get(path);
    if (!asset) return reply.status(404).type("text/plain; charset=utf-8").send("Not found\n");
    // Hashed asset names never change content; the page itself is always revalidated.
    reply.header("cache-control", path.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    return reply.type(asset.type).send(asset.body);
  });
}
