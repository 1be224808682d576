// Tamper-repair latency of the protect-desktop agent: a browser policy file is deleted, and the
// tamper service (woken by the file system, not its one-hour interval) puts it back and reports the
// drift. The time from the deletion until the file is back is the window in which the tampering
// works. Baseline in the same run: the bare file-system notification (fs.watch on the same folder,
// deletion → event), the floor of any watcher-based repair.
// Run: node bench/protect-desktop.bench.ts [rounds=200]
import { watch } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent } from "../packages/protect-desktop/src/agent/agent.ts";
import { MemoryAgentMemoryStore } from "../packages/protect-desktop/src/agent/agent-memory.ts";
import { MemoryDriftSink } from "../packages/protect-desktop/src/agent/drift-log.ts";
import { TamperService } from "../packages/protect-desktop/src/agent/tamper-service.ts";
import { CompanionClient } from "../packages/protect-desktop/src/companion/companion-client.ts";
import { LinuxAdapter } from "../packages/protect-desktop/src/linux/linux-adapter.ts";
import { MemoryCredentialStore } from "../packages/protect-desktop/src/store/credential-store.ts";
import { startCompanionServer } from "../packages/protect-desktop/test/companion-server.ts";

const ROUNDS = Number(process.argv[2] ?? 200);
const WARMUP = 20;
const POLICY_DIR = "etc/chromium/policies/managed";

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const dir = await mkdtemp(join(tmpdir(), "protect-desktop-bench-"));
const server = await startCompanionServer({
  dohUrl: "https://dns.example.org/dns-query/abcdefghijklmnopqrstuvwxyz234567",
  dotHost: "abcdefghijklmnopqrstuvwxyz234567.dot.example.org",
  serverAddresses: ["192.0.2.53"],
});
try {
  // Baseline: deletion → fs.watch event on a folder of the same file system.
  const plain = join(dir, "plain");
  await mkdir(plain);
  const baseline: number[] = [];
  for (let round = 0; round < ROUNDS + WARMUP; round++) {
    const file = join(plain, "policy.json");
    await writeFile(file, "{}");
    const seen = new Promise<number>((resolve) => {
      const watcher = watch(plain, () => {
        watcher.close();
        resolve(performance.now());
      });
    });
    const start = performance.now();
    await rm(file);
    const at = await seen;
    if (round >= WARMUP) baseline.push(at - start);
  }

  // The agent: deletion → file restored (drift reported).
  const root = join(dir, "root");
  await mkdir(join(root, "etc"), { recursive: true });
  await writeFile(join(root, "etc/resolv.conf"), "nameserver 10.0.0.1\n");
  const system = new LinuxAdapter({ root, resolver: "resolv-conf" });
  const drift = new MemoryDriftSink();
  const agent = new Agent({
    client: new CompanionClient({ baseUrl: server.url }),
    credentials: new MemoryCredentialStore(),
    memory: new MemoryAgentMemoryStore(),
    system,
    drift,
    device: { name: "bench", model: "Linux x64", osVersion: "bench" },
  });
  await agent.pair(server.createCode());
  let ticked!: () => void;
  const first = new Promise<void>((resolve) => {
    ticked = resolve;
  });
  const service = new TamperService(agent, system, { intervalMs: 3_600_000, onTick: () => ticked() });
  service.start();
  await first;
  const repair: number[] = [];
  const target = join(root, POLICY_DIR, "protect-desktop.json");
  for (let round = 0; round < ROUNDS + WARMUP; round++) {
    const reports = drift.reports.length;
    const start = performance.now();
    await rm(target);
    await drift.waitFor(reports + 1);
    if (round >= WARMUP) repair.push(performance.now() - start);
  }
  await service.stop();

  const [b50, b95, r50, r95] = [
    quantile(baseline, 0.5),
    quantile(baseline, 0.95),
    quantile(repair, 0.5),
    quantile(repair, 0.95),
  ];
  console.log(`rounds: ${ROUNDS} (after ${WARMUP} warm-up)`);
  console.log(`fs.watch deletion → event (baseline): p50 ${ms(b50)}, p95 ${ms(b95)}`);
  console.log(`agent deletion → repaired and reported: p50 ${ms(r50)}, p95 ${ms(r95)}`);
  console.log(`ratio: p50 ${(r50 / b50).toFixed(1)}x, p95 ${(r95 / b95).toFixed(1)}x`);
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
