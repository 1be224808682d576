// Discovery end to end (issue 28), as processes: the real protect-server (its CLI) and the real
// protect-dns (its bin) with five enrolled devices asking through DoH, each with its own token.
// Five devices ask one unlisted name and four ask another; SIGUSR2 ends protect-dns's discovery day
// (the documented hook: no waiting for midnight), its report reaches protect-server, and the admin
// queue holds the first name as a discovered candidate and nothing of the second (k = 5).
// On PGlite (the server's data folder) and, with TEST_DATABASE_URL, on PostgreSQL.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { encodeQuery, rcodeOf, startAddressUpstream } from "./dns-wire.ts";
import { DB_KINDS, testSecretsEnv } from "./harness.ts";
import { scratchPostgres } from "./pg-cluster.ts";
import { stopChild } from "./processes.ts";
import { startProtectDns } from "./protect-dns-process.ts";
import { resolverHeaders } from "./protection.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

const serverBin = fileURLToPath(new URL("../bin/protect-server.mjs", import.meta.url));
/** Five devices ask it: reported, scored as a look-alike of bet365, queued. */
const ASKED_BY_FIVE = "b3t365-mirror.com";
/** Four devices ask it: a name the scorer would queue too, but it never leaves the resolver. */
const ASKED_BY_FOUR = "lucky-spins-casino24.net";

/** One DoH query (POST /dns-query/<token>) to protect-dns's own self-signed listener. */
async function dohQuery(port: number, token: string, name: string): Promise<Buffer> {
  const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
  try {
    const stream = session.request({
      ":method": "POST",
      ":path": `/dns-query/${token}`,
      "content-type": "application/dns-message",
    });
    stream.end(encodeQuery(name));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    session.close();
  }
}

async function call(server: ServerProcess, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, init);
}

async function signup(server: ServerProcess, email: string): Promise<Record<string, string>> {
  const res = await call(server, "/api/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

for (const kind of DB_KINDS) {
  describe.skipIf(kind === "postgres" && !process.env.TEST_DATABASE_URL)(
    `discovery from a real protect-dns to a real protect-server [${kind}]`,
    () => {
      const cleanups: (() => Promise<unknown>)[] = [];
      afterEach(async () => {
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      });

      it("a name 5 devices asked reaches the admin queue as discovered; a name 4 devices asked leaves no trace", async () => {
        const dataDir = mkdtempSync(join(tmpdir(), "discovery-e2e-"));
        cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        const database = kind === "postgres" ? await scratchPostgres("protect_discovery_e2e") : undefined;
        if (database) cleanups.push(() => database.close());
        const env = {
          ...testSecretsEnv,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: "0",
          LOG_LEVEL: "info",
          ACCESS_LOG_SAMPLE: "0",
          ...(database ? { DATABASE_URL: database.url } : {}),
        };
        const start = () => startServerProcess(`discovery-${kind}`, env, { dataDir: join(dataDir, "server") });
        let server = await start();
        cleanups.push(() => server.stop());

        const tokens: string[] = [];
        for (let index = 0; index < 5; index++) {
          const headers = await signup(server, `owner-${index}@example.test`);
          const res = await call(server, "/api/devices/enroll", {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ name: `Phone ${index}`, platform: "android" }),
          });
          expect(res.status).toBe(201);
          tokens.push(((await res.json()) as { dnsToken: string }).dnsToken);
        }
        const adminEmail = "admin@example.test";
        const admin = await signup(server, adminEmail);
        const version = (
          (await (await call(server, "/api/resolver/policy", { headers: resolverHeaders })).json()) as {
            version: number;
          }
        ).version;

        const upstream = await startAddressUpstream("203.0.113.77");
        cleanups.push(() => upstream.close());
        const dns = startProtectDns({
          DATA_DIR: join(dataDir, "protect-dns"),
          PROTECT_SERVER_URL: server.url,
          HANDSHAKE_SECRET: testSecretsEnv.HANDSHAKE_SECRET,
          DNS_PORT: "0",
          DOH_PORT: "0",
          DOT_PORT: "0",
          UPSTREAMS: `udp://127.0.0.1:${upstream.port}`,
          THREADS: "0",
          LOG_LEVEL: "info",
        });
        cleanups.push(() => stopChild(dns.child));
        await dns.port;
        const doh = await dns.dohPort;
        await dns.versionLoaded(version);

        for (const token of tokens) expect(rcodeOf(await dohQuery(doh, token, ASKED_BY_FIVE))).toBe("NOERROR");
        for (const token of tokens.slice(0, 4))
          expect(rcodeOf(await dohQuery(doh, token, ASKED_BY_FOUR))).toBe("NOERROR");

        dns.child.kill("SIGUSR2");
        const reported = await dns.logged((line) => line.msg === "discovery reported");
        expect(reported).toMatchObject({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), names: 1 });

        // The queue is an administrator's: grant the role with the CLI on the same database (the
        // embedded one is the server's alone while it runs), then ask the restarted server.
        await server.stop();
        await promisify(execFile)(process.execPath, [serverBin, "admin", "grant", adminEmail], {
          env: { ...process.env, ...env, DATA_DIR: join(dataDir, "server") },
        });
        server = await start();
        const res = await call(server, "/api/admin/domain-submissions", { headers: admin });
        expect(res.status).toBe(200);
        const queue = ((await res.json()) as { submissions: { domain: string; origin: string; evidence: unknown }[] })
          .submissions;
        expect(queue.map((row) => [row.domain, row.origin])).toEqual([[ASKED_BY_FIVE, "discovered"]]);
        expect(queue[0]?.evidence).toMatchObject({ addresses: ["203.0.113.77"], k: 5 });
        expect(JSON.stringify(queue)).not.toContain(ASKED_BY_FOUR);
      });
    },
  );
}
