// A real HAProxy from Debian on a loopback port, balancing round robin over the given servers with
// health checks and X-Forwarded-For, as docs/deploy.md describes (TLS aside).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, requireProgram, stopChild, waitForOutput, watchOutput } from "./processes.ts";

/** The body HAProxy sends when no instance can serve (docs/deploy.md has the same line). */
export const BALANCER_503 = JSON.stringify({
  error: "service_unavailable",
  message: "No instance can answer now: try again shortly",
});

export interface TestBalancer {
  url: string;
  /** `systemctl reload haproxy`: resolves once the new worker serves (the old one drains meanwhile). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

export async function startHaproxy(
  servers: { name: string; port: number }[],
  options: { maxconn?: number } = {},
): Promise<TestBalancer> {
  const program = requireProgram("haproxy", ["/usr/sbin/haproxy"]);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "protect-haproxy-"));
  const config = join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      `  maxconn ${options.maxconn ?? 1024}`,
      "defaults",
      "  mode http",
      `  maxconn ${options.maxconn ?? 1024}`,
      "  option forwardfor",
      "  timeout connect 5s",
      "  timeout client 30s",
      "  timeout server 30s",
      // WebSockets are tunnels once upgraded (docs/deploy.md); the server pings every 30 s.
      "  timeout tunnel 1h",
      // A reload closes a keep-alive connection of the old process only after a response that says
      // so, never under a request a client is sending (docs/deploy.md).
      "  option idle-close-on-response",
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
  // Master-worker mode (-W), as systemd runs it: a reload (SIGUSR2) starts a new worker that takes
  // the listeners over while the old one finishes its requests.
  const child = spawn(program, ["-W", "-f", config, "-db", "-V"], { stdio: ["ignore", "pipe", "pipe"] });
  // -V prints the polling mechanism once the listeners are bound and the event loop starts.
  await waitForOutput(child, /Using \w+\(\) as the polling mechanism/);
  // Keep reading its output (a full pipe would stall it); reload() listens for its lines.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    async reload() {
      // A reload is done when the new worker serves and the master is back in its loop (the second
      // "polling mechanism" line). A SIGUSR2 that meets the master still finishing the previous
      // reload is dropped (seen with HAProxy 2.6): it is sent again until the master says it reloads.
      const done = watchOutput(child, /Loading success\.[\s\S]*Using \w+\(\) as the polling mechanism/);
      const resend = setInterval(() => {
        if (!done.text().includes("Reloading HAProxy")) child.kill("SIGUSR2");
      }, 500);
      child.kill("SIGUSR2");
      try {
        await done.match;
      } finally {
        clearInterval(resend);
      }
    },
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
