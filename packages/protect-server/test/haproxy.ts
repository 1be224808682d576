// A real HAProxy from Debian on a loopback port, balancing round robin over the given servers with
// health checks and X-Forwarded-For, as docs/deploy.md describes (TLS aside).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, requireProgram, stopChild, waitForOutput } from "./processes.ts";

/** The body HAProxy sends when no instance can serve (docs/deploy.md has the same line). */
export const BALANCER_503 = JSON.stringify({
  error: "service_unavailable",
  message: "No instance can answer now: try again shortly",
});

export interface TestBalancer {
  url: string;
  stop(): Promise<void>;
}

export async function startHaproxy(servers: { name: string; port: number }[]): Promise<TestBalancer> {
  const program = requireProgram("haproxy", ["/usr/sbin/haproxy"]);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "protect-haproxy-"));
  const config = join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 1024",
      "defaults",
      "  mode http",
      "  option forwardfor",
      "  timeout connect 5s",
      "  timeout client 30s",
      "  timeout server 30s",
      // When no instance passes its health check, HAProxy answers in the API's own error shape.
      `  http-error status 503 content-type application/json hdr retry-after 5 string "${BALANCER_503.replaceAll('"', '\\"')}"`,
      "frontend api",
      `  bind 127.0.0.1:${port}`,
      "  default_backend protect",
      "backend protect",
      "  balance roundrobin",
      "  option httpchk GET /health",
      "  http-check expect status 200",
      ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check inter 2s`),
      "",
    ].join("\n"),
  );
  const child = spawn(program, ["-f", config, "-db", "-V"], { stdio: ["ignore", "pipe", "pipe"] });
  // -V prints the polling mechanism once the listeners are bound and the event loop starts.
  await waitForOutput(child, /Using \w+\(\) as the polling mechanism/);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
