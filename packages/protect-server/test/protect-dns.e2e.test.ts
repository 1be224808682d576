// End to end: the real protect-dns (its bin, a child process) against this server's resolver
// routes: it loads the policies and the curated list, filters for an enrolled device's token,
// reports the handshake that activates the device, and follows a custom domain and a revocation
// through the change feed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, vi } from "vitest";
import { protectedDevices } from "../src/db/schema/protected-devices.ts";
import { answerCount, rcodeOf, startFixedUpstream, udpQuery } from "./dns-wire.ts";
import { describeEachDb, testSecrets } from "./harness.ts";
import { stopChild } from "./processes.ts";
import { startProtectDns } from "./protect-dns-process.ts";
import { enroll, policy } from "./protection.ts";

describeEachDb("protect-dns against protect-server", (env) => {
  it("filters for an enrolled token, activates the device by handshake, and stops answering it once revoked", async () => {
    const { app } = env();
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    const owner = await env().signup();
    const device = await enroll(env(), owner.headers, { name: "Pixel", platform: "android" });
    const upstream = await startFixedUpstream();
    const dir = mkdtempSync(join(tmpdir(), "protect-dns-e2e-"));
    const dns = startProtectDns({
      DATA_DIR: dir,
      PROTECT_SERVER_URL: url,
      HANDSHAKE_SECRET: testSecrets.handshakeSecret,
      DNS_PORT: "0",
      DNS_TOKEN: device.dnsToken,
      DOH_PORT: "0",
      DOT_PORT: "0",
      UPSTREAMS: `udp://127.0.0.1:${upstream.port}`,
      HANDSHAKE_INTERVAL_SECONDS: "1",
      SYNC_WAIT_SECONDS: "5",
      LOG_LEVEL: "info",
    });
    try {
      const port = await dns.port;
      await dns.versionLoaded((await policy(env())).json().version);
      const answer = await udpQuery(port, "www.example.org");
      expect(rcodeOf(answer)).toBe("NOERROR");
      expect(answerCount(answer)).toBe(1);
      // The curated list (the protection core's seed) is served by /api/resolver/lists/curated.
      expect(rcodeOf(await udpQuery(port, "www.bet365.com"))).toBe("NXDOMAIN");

      // protect-dns reports the device's first query off the query path: wait for its effect.
      await vi.waitFor(
        async () => {
          const [row] = await env().ctx.db.select().from(protectedDevices);
          expect(row).toMatchObject({ status: "active", lastDnsQueryAt: env().clock.now() });
        },
        { timeout: 300_000, interval: 100 },
      );

      await env().request({
        method: "POST",
        url: `/api/devices/protected/${device.device.id}/revoke`,
        headers: owner.headers,
      });
      await dns.versionLoaded((await policy(env())).json().version);
      expect(rcodeOf(await udpQuery(port, "www.example.org"))).toBe("REFUSED");
    } finally {
      await stopChild(dns.child);
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(dns.child.exitCode).toBe(0);
  });
});
