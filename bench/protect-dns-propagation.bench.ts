// How long a policy change takes to reach protect-dns's answers, under load: 100 users with 10
// devices each (1,000 tokens) query protect-dns (its CLI, one query thread per core) over the
// PROXY v2 UDP listener from a load generator in its own process (bench/fixtures/dns-propagation-
// client.ts), while this process changes one user's policy every BENCH_CHANGE_MS (default 50 ms):
// it adds a domain to the user's own list. Per change: the time from the change at the policy
// source to the first answer that blocks the domain (EDE 17) for one of that user's devices, asked
// from fresh sockets so every query thread is sampled; then 10 more answers that must all be
// blocked (a thread still on the old policy would show here).
//
// Two policy sources, same run: the contract server waking the long-poll at once (protect-dns's
// own share of the bound), and the same with protect-server's long-poll step today (it looks for
// a new version every 250 ms: features/resolver-policy/service.ts), the bound a user sees.
// Run: `node --expose-gc bench/protect-dns-propagation.bench.ts` (BENCH_CHANGES, default 200).
import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { UserRecord } from "../packages/protect-dns/src/policy/contract.ts";
import { MemoryPolicySource, type PolicyFetch } from "../packages/protect-dns/src/policy/policy-source.ts";
import { startContractServer } from "../packages/protect-dns/test/contract-server.ts";
import { freePort } from "../packages/protect-dns/test/dnsdist.ts";
import { newToken, SECRET, userRecord } from "../packages/protect-dns/test/fixtures.ts";
import { a, startUpstreamServer } from "../packages/protect-dns/test/upstream-server.ts";

const USERS = 100;
const DEVICES_PER_USER = 10;
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const CHANGE_MS = Number(process.env.BENCH_CHANGE_MS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 5000);
const THREADS = availableParallelism();
const root = join(import.meta.dirname, "..");
const cli = join(root, "packages/protect-dns/src/cli/main.ts");
const generator = join(import.meta.dirname, "fixtures/dns-propagation-client.ts");
const now = () => performance.timeOrigin + performance.now();

/** protect-server's long-poll as it is: it looks for a newer version every 250 ms. */
class SteppedSource extends MemoryPolicySource {
  override async fetchPolicy(request: {
    since: number | null;
    waitSeconds: number;
    signal: AbortSignal;
  }): Promise<PolicyFetch> {
    const deadline = Date.now() + request.waitSeconds * 1000;
    for (;;) {
      const result = await super.fetchPolicy({ ...request, waitSeconds: 0 });
      const unchanged = result.status === "ok" && request.since !== null && result.document.version === request.since;
      if (!unchanged || Date.now() >= deadline || request.signal.aborted) return result;
      await new Promise((resolve) => setTimeout(resolve, Math.min(250, deadline - Date.now())));
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function scenario(label: string, source: MemoryPolicySource, dir: string, upstreamUrl: string) {
  const users: { record: UserRecord; tokens: string[] }[] = [];
  for (let u = 0; u < USERS; u++) {
    const tokens = Array.from({ length: DEVICES_PER_USER }, () => newToken());
    const record = userRecord(`user-${u}`, tokens);
    users.push({ record, tokens });
    source.setUser(record);
  }
  source.setList("curated", ["casino.example"]);
  source.setList("full", []);
  const contract = await startContractServer(source, SECRET);
  const proxyPort = await freePort();
  const dnsPort = await freePort();
  const config = {
    env: "production",
    dataDir: join(dir, label),
    logLevel: "info",
    server: { url: contract.url, secret: SECRET },
    plain: { port: dnsPort },
    proxy: { enabled: true, port: proxyPort },
    doh: { enabled: false },
    dot: { enabled: false },
    upstreams: [upstreamUrl],
    syncWaitSeconds: 25,
    threads: THREADS,
  };
  writeFileSync(join(dir, `${label}.json`), JSON.stringify(config));
  const server: ChildProcess = spawn(process.execPath, ["--expose-gc", cli, "--config", join(dir, `${label}.json`)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve) =>
    createInterface({ input: server.stderr! }).on("line", (line) => {
      if (line.includes('"msg":"policies updated"')) resolve();
    }),
  );
  const client = fork(generator, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const results = new Map<number, { latencyMs: number; settledMs: number; stale: number; asked: number }>();
  let resolveAll!: () => void;
  const allProbed = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  type Probed = { kind: string; id: number; latencyMs: number; settledMs: number; stale: number; asked: number };
  client.on("message", (message: Probed) => {
    if (message.kind === "probed") {
      results.set(message.id, message);
      if (results.size === CHANGES) resolveAll();
    }
  });
  client.send({ kind: "start", port: proxyPort, tokens: users.flatMap((user) => user.tokens), rate: RATE });
  await new Promise((resolve) => client.once("message", resolve));
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  for (let i = 0; i < CHANGES; i++) {
    const user = users[Math.floor(Math.random() * users.length)]!;
    const name = `probe-${label}-${i}.example`;
    user.record = { ...user.record, customDomains: [...user.record.customDomains, name] };
    const changedAt = now();
    source.setUser(user.record);
    client.send({ kind: "probe", id: i, name, tokens: user.tokens, changedAt });
    await new Promise((resolve) => setTimeout(resolve, CHANGE_MS));
  }
  await allProbed;
  client.send({ kind: "stop" });
  const traffic = await new Promise<{ sent: number; answered: number }>((resolve) =>
    client.on("message", (message: { kind: string; sent: number; answered: number }) => {
      if (message.kind === "stopped") resolve(message);
    }),
  );
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await contract.close();
  const latencies = [...results.values()].map((result) => result.latencyMs).sort((x, y) => x - y);
  const settled = [...results.values()].map((result) => result.settledMs).sort((x, y) => x - y);
  const stale = [...results.values()].reduce((sum, result) => sum + result.stale, 0);
  const missed = latencies.filter((latency) => latency < 0).length;
  return { label, load, latencies, settled, stale, missed, traffic };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "protect-dns-propagation-"));
  const probeNames = ["immediate", "stepped"].flatMap((label) =>
    Array.from({ length: CHANGES }, (_, i) => `probe-${label}-${i}.example`),
  );
  const allowed = Array.from({ length: 1000 }, (_, i) => `allowed-${i}.bench-cdn.net`);
  const upstream = await startUpstreamServer(
    Object.fromEntries([...allowed, ...probeNames].map((name) => [name, [a(name, "192.0.2.1", 3600)]])),
  );
  try {
    const rows = [
      await scenario("immediate", new MemoryPolicySource(), dir, upstream.url),
      await scenario("stepped", new SteppedSource(), dir, upstream.url),
    ];
    process.stdout.write(
      `\n${USERS} users × ${DEVICES_PER_USER} devices, ${CHANGES} changes every ${CHANGE_MS} ms, ` +
        `background ${RATE} q/s over PROXY UDP, ${THREADS} query threads\n`,
    );
    process.stdout.write(
      "| policy source | load average | change → first blocked answer, p50 / p99 / max | change → last answer on the old policy, p50 / p99 / max | old-policy answers after the first blocked one | background queries answered |\n|---|---|---|---|---|---|\n",
    );
    for (const row of rows) {
      const ok = row.latencies.filter((latency) => latency >= 0);
      const done = row.settled.filter((latency) => latency >= 0);
      const ms = (value: number) => value.toFixed(1);
      process.stdout.write(
        `| ${row.label === "immediate" ? "wakes the long-poll at once" : "protect-server's 250 ms poll step"} | ${row.load} | ` +
          `${ms(percentile(ok, 0.5))} / ${ms(percentile(ok, 0.99))} / ${ms(ok.at(-1) ?? 0)} ms${row.missed ? ` (${row.missed} never blocked)` : ""} | ` +
          `${ms(percentile(done, 0.5))} / ${ms(percentile(done, 0.99))} / ${ms(done.at(-1) ?? 0)} ms | ` +
          `${row.stale} of ${CHANGES * 10} | ${row.traffic.answered} of ${row.traffic.sent} |\n`,
      );
    }
  } finally {
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
