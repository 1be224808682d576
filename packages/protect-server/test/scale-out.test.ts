// Two protect-server instances on one PostgreSQL and one Redis behind a real HAProxy: the limits
// hold across both, a job runs once, a session works on either. The set-up is docs/deploy.md's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { createProtectClient } from "../src/client/index.ts";
import { trialExpiryJob } from "../src/jobs/trial-expiry.ts";
import { configFromEnv, parseConfig } from "../src/platform/config.ts";
import { type RunningServer, startServer } from "../src/server.ts";
import { startHaproxy } from "./haproxy.ts";
import { testSecretsEnv } from "./harness.ts";
import { captureLog } from "./log-capture.ts";
import { loopbackFetch } from "./loopback-fetch.ts";
import { scratchPostgres } from "./pg-cluster.ts";
import { startRedis } from "./redis-server.ts";

it("two instances behind HAProxy share limits through Redis, run a job once and accept a session on either", async () => {
  const database = await scratchPostgres("protect_scale_out");
  const redis = await startRedis();
  const dataDir = mkdtempSync(join(tmpdir(), "protect-scale-"));
  const logs = [captureLog("debug"), captureLog("debug")];
  let jobRuns = 0;
  const servers: RunningServer[] = [];
  try {
    const config = parseConfig(
      configFromEnv({
        ...testSecretsEnv,
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        TRUST_PROXY: "127.0.0.1",
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: dataDir,
      }),
    );
    servers.push(
      ...(await Promise.all(
        logs.map((log) =>
          startServer(config, {
            logger: log.logger,
            jobs: (plans) => {
              const job = trialExpiryJob(plans);
              return [
                {
                  ...job,
                  firstRunAfterMs: 0,
                  run: async (tx, now) => {
                    jobRuns += 1;
                    await job.run(tx, now);
                  },
                },
              ];
            },
          }),
        ),
      )),
    );
    const served = servers.map(() => 0);
    servers.forEach((server, i) => {
      server.app.server.on("request", (req: { url?: string }) => {
        if (req.url?.startsWith("/api/")) served[i] = (served[i] ?? 0) + 1;
      });
    });
    const balancer = await startHaproxy(
      servers.map((server, i) => ({ name: `instance${i}`, port: Number(new URL(server.url).port) })),
    );
    try {
      // Jobs: each instance's scheduler ticked once; only one ran the job.
      await Promise.all(logs.map((log) => log.waitFor((line) => typeof line.job === "string")));
      expect(jobRuns).toBe(1);

      // Limits: signup allows 10 per address per hour, counted across both instances.
      const alice = createProtectClient(balancer.url, { fetch: loopbackFetch("127.0.0.2") });
      const signups: number[] = [];
      const tokens: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await alice.POST("/api/auth/signup", {
          body: { email: `scale-${i}@example.test`, password: "correct horse battery" },
        });
        signups.push(res.response.status);
        if (res.data) tokens.push(res.data.token);
      }
      expect(signups).toEqual([...Array(10).fill(201), 429, 429]);
      // A client naming another address itself gains nothing: only the balancer is trusted.
      const spoofed = await alice.POST("/api/auth/signup", {
        headers: { "x-forwarded-for": "203.0.113.1" },
        body: { email: "spoofed@example.test", password: "correct horse battery" },
      });
      expect(spoofed.response.status).toBe(429);
      const perInstanceAfterSignups = [...served];
      expect(Math.min(...perInstanceAfterSignups)).toBeGreaterThanOrEqual(5);

      // Another client address has its own budget: the balancer's X-Forwarded-For is trusted.
      const bob = createProtectClient(balancer.url, { fetch: loopbackFetch("127.0.0.3") });
      const bobSignup = await bob.POST("/api/auth/signup", {
        body: { email: "bob@example.test", password: "correct horse battery" },
      });
      expect(bobSignup.response.status).toBe(201);

      // Login failures for one e-mail from one address: 10, across both instances.
      const logins: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await bob.POST("/api/auth/login", {
          params: { header: { "x-device-id": "bob-laptop" } },
          body: { email: "scale-0@example.test", password: "not the password" },
        });
        logins.push(res.response.status);
      }
      expect(logins).toEqual([...Array(10).fill(401), 429, 429]);

      // Sessions: a token from one instance works on both; logout through one ends it on both.
      const token = tokens[0] ?? "";
      const viaBalancer = createProtectClient(balancer.url, { token, fetch: loopbackFetch("127.0.0.2") });
      const before = [...served];
      const reads = await Promise.all(Array.from({ length: 6 }, () => viaBalancer.GET("/api/me")));
      expect(reads.map((read) => read.response.status)).toEqual(Array(6).fill(200));
      expect(served.map((count, i) => count - (before[i] ?? 0)).every((count) => count >= 2)).toBe(true);
      for (const server of servers) {
        expect((await createProtectClient(server.url, { token }).GET("/api/me")).response.status).toBe(200);
      }
      // Logout through one instance; every instance hears of it through LISTEN/NOTIFY (the
      // session cache's change feed) and refuses the token from then on.
      const heard = logs.map((log) => log.lines.length);
      const loggedOutAt = performance.now();
      expect((await viaBalancer.POST("/api/auth/logout")).response.status).toBe(204);
      await Promise.all(
        logs.map((log, i) =>
          log.waitFor((line) => line.event === "auth_change" && log.lines.indexOf(line) >= (heard[i] ?? 0)),
        ),
      );
      const propagationMs = performance.now() - loggedOutAt;
      for (const server of servers) {
        expect((await createProtectClient(server.url, { token }).GET("/api/me")).response.status).toBe(401);
      }
      console.info(
        `scale-out figures: /api requests per instance ${served.join(" / ")}; signups ${signups.filter((s) => s === 201).length} of 12 allowed (bound 10); ` +
          `failed logins ${logins.filter((s) => s === 401).length} of 12 before 429 (bound 10); job runs ${jobRuns} across 2 instances; ` +
          `logout known to both instances ${propagationMs.toFixed(1)} ms after the request was sent`,
      );
    } finally {
      await balancer.stop();
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await redis.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
