// protect-dns against Unbound and dnsdist (Debian packages), side by side in one run on loopback,
// every server with one thread per core (protect-dns `threads`, Unbound `num-threads`, dnsdist's
// own threads): a cache-hit workload (allowed names answered from the cache, blocked names from the
// blocklist) with a blocklist of BENCH_DOMAINS (default 500,000) generated domains. Load from
// separate processes (BENCH_CLIENTS sockets or connections, default 16): dnsperf for UDP and DoT,
// h2load (nghttp2-client) for DoH GET, in rounds that
// alternate protect-dns and its peer (BENCH_ROUNDS, default 3; medians reported). Memory: protect-
// dns's RSS per blocked domain at BENCH_MEMORY_DOMAINS (default 1,000,000) after a forced GC, fresh
// and after a new list replaced the old one; Unbound's and dnsdist's per-domain RSS at BENCH_DOMAINS.
// For UDP it also reports the CPU time each server spends per answered query. BENCH_ONLY picks the
// parts (udp, doh, dot, memory). Run: `node --expose-gc bench/protect-dns.bench.ts` (installs
// unbound, dnsdist, dnsperf, nghttp2-client with apt-get when missing; root needed for that).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { DomainIndex } from "../packages/protect-dns/src/blocklist/domain-index.ts";
import { MemoryPolicySource } from "../packages/protect-dns/src/policy/policy-source.ts";
import { createSelfSigned } from "../packages/protect-dns/src/tls/self-signed.ts";
import { startContractServer } from "../packages/protect-dns/test/contract-server.ts";
import { encodeQuery } from "../packages/protect-dns/test/dns-client.ts";
import { freePort } from "../packages/protect-dns/test/dnsdist.ts";
import { newToken, SECRET, userRecord } from "../packages/protect-dns/test/fixtures.ts";
import { a, startUpstreamServer } from "../packages/protect-dns/test/upstream-server.ts";

const DOMAINS = Number(process.env.BENCH_DOMAINS ?? 500_000);
const MEMORY_DOMAINS = Number(process.env.BENCH_MEMORY_DOMAINS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const THREADS = availableParallelism();
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DOH_REQUESTS = Number(process.env.BENCH_DOH_REQUESTS ?? 100_000);
/** Which parts run (comma-separated): udp, doh, dot, memory; all by default. */
const PARTS = new Set((process.env.BENCH_ONLY ?? "udp,doh,dot,memory").split(",").map((part) => part.trim()));
const ALLOWED = 1000;
const BLOCKED_QUERIES = 100;
const root = join(import.meta.dirname, "..");
const cli = join(root, "packages/protect-dns/src/cli/main.ts");

function ensureTools(): void {
  const needed: Record<string, string> = {
    unbound: "unbound",
    dnsdist: "dnsdist",
    dnsperf: "dnsperf",
    h2load: "nghttp2-client",
  };
  const missing = Object.entries(needed).filter(([bin]) => spawnSync("which", [bin]).status !== 0);
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  process.stdout.write(`installing ${packages.join(", ")} with apt-get\n`);
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], { stdio: "inherit" });
}

/** Generated blocklist domains: varied labels and TLDs, like real lists. */
function generateDomains(count: number): string[] {
  const words = [
    "casino",
    "bet",
    "poker",
    "slots",
    "lotto",
    "spin",
    "jackpot",
    "wager",
    "vegas",
    "royal",
    "lucky",
    "odds",
  ];
  const tlds = ["com", "net", "org", "de", "io", "co.uk", "bet", "casino", "info", "xyz"];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const prefix = i % 7 === 0 ? "www." : i % 11 === 0 ? "m." : "";
    out.push(
      `${prefix}${words[i % words.length]}-${(i * 2_654_435_761).toString(36).slice(-7)}${i}.${tlds[i % tlds.length]}`,
    );
  }
  return out;
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

interface Running {
  child: ChildProcess;
  lines: string[];
  stop(): Promise<void>;
}

/** Every process the bench started, stopped in `finally` even when a step fails half-way. */
const started = new Set<ChildProcess>();

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Running {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: options.env ?? process.env });
  started.add(child);
  child.once("exit", () => started.delete(child));
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => lines.push(line));
  createInterface({ input: child.stderr! }).on("line", (line) => lines.push(line));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    lines,
    stop: async () => {
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** Waits until `check` is true, polling (this is a benchmark, not a test). */
async function until(check: () => boolean | Promise<boolean>, what: string, seconds = 300): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs a tool to completion without blocking this process's event loop (the upstream and the
 * contract server live here); resolves with its stdout.
 */
function tool(command: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks).toString("utf8"))
        : reject(new Error(`${command} exited with ${code}`)),
    );
    child.stdin.end(input);
  });
}

function udpAnswers(port: number): () => Promise<boolean> {
  return async () => {
    const out = await tool(
      "dnsperf",
      ["-s", "127.0.0.1", "-p", String(port), "-n", "1", "-t", "1"],
      "allowed-0.bench-cdn.net A\n",
    );
    return /NOERROR 1 /.test(out);
  };
}

interface LoadResult {
  qps: number;
  p99ms: number;
  /** CPU time (user + system, all threads) the server spent per answered query, µs; 0 when not measured. */
  cpuUs?: number;
  lost: number;
}

/** dnsperf over UDP (or DoT) for SECONDS; p99 from its per-query verbose lines. */
/** CPU time a process has used so far (user + system, every thread), in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function dnsperfRun(
  port: number,
  queryFile: string,
  mode: "udp" | "dot" = "udp",
  serverPid?: number,
): Promise<LoadResult> {
  const cpuBefore = serverPid === undefined ? 0 : cpuSeconds(serverPid);
  const out = await tool("dnsperf", [
    "-m",
    mode,
    "-s",
    "127.0.0.1",
    "-p",
    String(port),
    "-d",
    queryFile,
    "-l",
    String(SECONDS),
    // Many sockets: SO_REUSEPORT spreads them by their address hash over the server's threads
    // (both protect-dns and Unbound), and with few sockets one thread may get most of them.
    "-c",
    String(CLIENTS),
    "-q",
    "256",
    "-v",
  ]);
  const latencies: number[] = [];
  for (const line of out.split("\n")) {
    const match = /^> \S+ .* ([0-9.]+)$/.exec(line);
    if (match) latencies.push(Number(match[1]));
  }
  latencies.sort((x, y) => x - y);
  const qps = Number(/Queries per second:\s+([0-9.]+)/.exec(out)?.[1] ?? 0);
  const lost = Number(/Queries lost:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const completed = Number(/Queries completed:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const cpuUs =
    serverPid === undefined || completed === 0 ? 0 : ((cpuSeconds(serverPid) - cpuBefore) * 1e6) / completed;
  process.stdout.write(`    ${mode} :${port} ${/Response codes:.*/.exec(out)?.[0] ?? "no response codes"}\n`);
  return { qps, p99ms: (latencies[Math.floor(latencies.length * 0.99)] ?? 0) * 1000, lost, cpuUs };
}

/** h2load DoH GETs over the URIs; p99 from its per-request log. */
async function h2loadDoh(uriFile: string, dir: string, name: string): Promise<LoadResult> {
  const log = join(dir, `h2load-${name}.log`);
  const out = await tool("h2load", [
    "-n",
    String(DOH_REQUESTS),
    "-c",
    String(CLIENTS),
    "-m",
    "16",
    "-t",
    "1",
    "-i",
    uriFile,
    `--log-file=${log}`,
  ]);
  const summary = out.split("\n").filter((line) => /requests:|status codes:|finished in/.test(line));
  process.stdout.write(`${summary.join("\n")}\n`);
  const latencies = readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .map((line) => Number(line.split("\t")[2]) / 1000)
    .sort((x, y) => x - y);
  const qps = Number(/finished in [0-9.]+m?s, ([0-9.]+) req\/s/.exec(out)?.[1] ?? 0);
  const failed = Number(/(\d+) failed/.exec(out)?.[1] ?? 0);
  return { qps, p99ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0, lost: failed };
}

/** The middle value (the lower of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

function linesMatching(lines: string[], pattern: RegExp): number {
  return lines.filter((line) => pattern.test(line)).length;
}

async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

async function main(): Promise<void> {
  ensureTools();
  const dir = mkdtempSync(join(tmpdir(), "protect-dns-bench-"));
  const stops: (() => Promise<void>)[] = [];
  try {
    process.stdout.write(`generating ${Math.max(DOMAINS, MEMORY_DOMAINS) + 1} domains; ${THREADS} threads each\n`);
    const all = generateDomains(Math.max(DOMAINS, MEMORY_DOMAINS) + 1);
    const domains = all.slice(0, DOMAINS);
    const allowedNames = Array.from({ length: ALLOWED }, (_, i) => `allowed-${i}.bench-cdn.net`);
    const blockedNames = Array.from({ length: BLOCKED_QUERIES }, (_, i) => `x.${domains[(i * 4999) % DOMAINS]}`);
    const queryNames = [...allowedNames, ...blockedNames];
    const queryFile = join(dir, "queries.txt");
    writeFileSync(queryFile, queryNames.map((name) => `${name} A\n`).join(""));

    const records = Object.fromEntries(allowedNames.map((name) => [name, [a(name, "192.0.2.1", 3600)]]));
    const upstream = await startUpstreamServer(records);
    stops.push(() => upstream.close());

    const token = newToken();
    const tls = createSelfSigned({
      names: ["localhost", "127.0.0.1"],
      notBefore: new Date(Date.now() - 3_600_000),
      days: 30,
    });
    writeFileSync(join(dir, "cert.pem"), tls.cert);
    writeFileSync(join(dir, "key.pem"), tls.key, { mode: 0o600 });

    /** protect-dns as its CLI runs it (one query thread per core), policies from a contract server. */
    const startProtectDns = async (listSource: MemoryPolicySource, label: string) => {
      const server = await startContractServer(listSource, SECRET);
      const [udp, doh, dot] = [await freePort(), await freePort(), await freePort()];
      const config = {
        env: "production",
        dataDir: join(dir, `protect-dns-${label}`),
        logLevel: "info",
        server: { url: server.url, secret: SECRET },
        plain: { port: udp, token },
        doh: { port: doh },
        dot: { port: dot },
        tls: { certFile: join(dir, "cert.pem"), keyFile: join(dir, "key.pem") },
        upstreams: [upstream.url],
        // dnsperf's DoT sends no SNI, so no token: such queries get the full list, as a device would.
        unknownToken: "full",
        threads: THREADS,
      };
      writeFileSync(join(dir, `protect-dns-${label}.json`), JSON.stringify(config));
      const proc = run(process.execPath, ["--expose-gc", cli, "--config", join(dir, `protect-dns-${label}.json`)]);
      await until(udpAnswers(udp), "protect-dns answering");
      return { proc, udp, doh, dot, server };
    };
    const sourceWith = (full: readonly string[]) => {
      const source = new MemoryPolicySource();
      source.setList("curated", []);
      source.setList("full", full);
      source.setUser(userRecord("bench", [token], { blocklistMode: "full" }));
      return source;
    };

    // Memory: RSS after the forced GC that follows each list swap, without and with the list, then
    // after a second list (one domain shifted: every byte new) replaced the first.
    const measureProtectDnsMemory = async () => {
      const memoryDomains = all.slice(0, MEMORY_DOMAINS);
      const empty = await startProtectDns(sourceWith([]), "empty");
      await settle(3000);
      const emptyRss = rssBytes(empty.proc.child.pid!);
      await empty.proc.stop();
      await empty.server.close();
      const memorySource = sourceWith(memoryDomains);
      const loaded = await startProtectDns(memorySource, "memory");
      await settle(3000);
      const listRss = rssBytes(loaded.proc.child.pid!);
      memorySource.setList("full", all.slice(1, MEMORY_DOMAINS + 1));
      await until(() => linesMatching(loaded.proc.lines, /"msg":"list full loaded"/) >= 2, "the second list");
      await settle(3000);
      const swappedRss = rssBytes(loaded.proc.child.pid!);
      await loaded.proc.stop();
      await loaded.server.close();
      return { emptyRss, listRss, swappedRss, index: DomainIndex.from(memoryDomains) };
    };
    const memory = PARTS.has("memory") ? await measureProtectDnsMemory() : null;

    const pdns = await startProtectDns(sourceWith(domains), "full");
    stops.push(
      () => pdns.proc.stop(),
      () => pdns.server.close(),
    );

    // Unbound: local-zone always_nxdomain per domain, forwarding the rest to the same upstream.
    const unboundConf = (port: number, withList: boolean) => `server:
  interface: 127.0.0.1@${port}
  port: ${port}
  do-daemonize: no
  chroot: ""
  username: ""
  pidfile: ""
  use-syslog: no
  logfile: ""
  verbosity: 0
  num-threads: ${THREADS}
  so-reuseport: yes
  access-control: 127.0.0.0/8 allow
  do-not-query-localhost: no
  module-config: "iterator"
  ${withList ? `include: "${join(dir, "unbound-zones.conf")}"` : ""}
forward-zone:
  name: "."
  forward-addr: 127.0.0.1@${upstream.port}
`;
    writeFileSync(
      join(dir, "unbound-zones.conf"),
      domains.map((domain) => `local-zone: "${domain}." always_nxdomain\n`).join(""),
    );
    const startUnbound = async (withList: boolean) => {
      const port = await freePort();
      const file = join(dir, `unbound-${withList}.conf`);
      writeFileSync(file, unboundConf(port, withList));
      const proc = run("unbound", ["-d", "-c", file]);
      await until(udpAnswers(port), "unbound");
      return { proc, port };
    };
    let unboundEmptyRss = 0;
    if (memory) {
      const unboundEmpty = await startUnbound(false);
      unboundEmptyRss = rssBytes(unboundEmpty.proc.child.pid!);
      await unboundEmpty.proc.stop();
    }
    const unbound = await startUnbound(true);
    stops.push(() => unbound.proc.stop());

    // dnsdist: DoH and DoT frontends (one listener per core, SO_REUSEPORT) in front of Unbound,
    // the issue's reference set-up; and, for memory per domain, dnsdist holding the list itself.
    const frontends = (doh: number, dot: number) =>
      Array.from(
        { length: THREADS },
        () =>
          `addDOHLocal("127.0.0.1:${doh}", "${join(dir, "cert.pem")}", "${join(dir, "key.pem")}", {"/dns-query"}, {reusePort=true})\n` +
          `addTLSLocal("127.0.0.1:${dot}", "${join(dir, "cert.pem")}", "${join(dir, "key.pem")}", {reusePort=true})`,
      ).join("\n");
    const dnsdistConf = (udp: number, doh: number, dot: number, withList: boolean) => `setSecurityPollSuffix("")
setLocal("127.0.0.1:${udp}")
${frontends(doh, dot)}
newServer({address="127.0.0.1:${unbound.port}"})
${
  withList
    ? `local smn = newSuffixMatchNode()
for line in io.lines("${join(dir, "domains.txt")}") do smn:add(newDNSName(line)) end
addAction(SuffixMatchNodeRule(smn), RCodeAction(DNSRCode.NXDOMAIN))`
    : ""
}
`;
    writeFileSync(join(dir, "domains.txt"), `${domains.join("\n")}\n`);
    const startDnsdist = async (withList: boolean) => {
      const [udp, doh, dot] = [await freePort(), await freePort(), await freePort()];
      const file = join(dir, `dnsdist-${withList}.conf`);
      writeFileSync(file, dnsdistConf(udp, doh, dot, withList));
      const proc = run("dnsdist", ["-C", file, "--supervised", "--disable-syslog"]);
      await until(udpAnswers(udp), "dnsdist", 600);
      return { proc, udp, doh, dot };
    };
    const needsDnsdist = PARTS.has("doh") || PARTS.has("dot") || memory !== null;
    const dnsdist = needsDnsdist ? await startDnsdist(false) : null;
    if (dnsdist) stops.push(() => dnsdist.proc.stop());
    const dnsdistEmptyRss = dnsdist ? rssBytes(dnsdist.proc.child.pid!) : 0;
    let dnsdistListRss = 0;
    if (memory) {
      const dnsdistList = await startDnsdist(true);
      dnsdistListRss = rssBytes(dnsdistList.proc.child.pid!);
      await dnsdistList.proc.stop();
    }

    // Warm every cache (protect-dns has one per thread: several passes from several sockets).
    for (const port of [pdns.udp, unbound.port])
      await tool("dnsperf", ["-s", "127.0.0.1", "-p", String(port), "-d", queryFile, "-n", "3", "-c", "8"]);
    const uris = (origin: string, path: string) =>
      queryNames
        .map((name) => `${origin}${path}?dns=${encodeQuery(name, { id: 0, edns: false }).toString("base64url")}\n`)
        .join("");
    if (PARTS.has("doh")) {
      writeFileSync(join(dir, "uris-pdns.txt"), uris(`https://127.0.0.1:${pdns.doh}`, `/dns-query/${token}`));
      writeFileSync(join(dir, "uris-dnsdist.txt"), uris(`https://127.0.0.1:${dnsdist!.doh}`, "/dns-query"));
      await h2loadDoh(join(dir, "uris-pdns.txt"), dir, "warm");
    }
    if (PARTS.has("dot")) await dnsperfRun(pdns.dot, queryFile, "dot");

    // Paired rounds: each pair runs back to back, the order alternating between rounds.
    type Pair = [string, () => Promise<LoadResult>, string, () => Promise<LoadResult>];
    const allPairs: [string, Pair][] = [
      [
        "udp",
        [
          "protect-dns UDP",
          () => dnsperfRun(pdns.udp, queryFile, "udp", pdns.proc.child.pid),
          "Unbound UDP",
          () => dnsperfRun(unbound.port, queryFile, "udp", unbound.proc.child.pid),
        ],
      ],
      [
        "doh",
        [
          "protect-dns DoH",
          () => h2loadDoh(join(dir, "uris-pdns.txt"), dir, "pdns"),
          "dnsdist DoH (→ Unbound)",
          () => h2loadDoh(join(dir, "uris-dnsdist.txt"), dir, "dnsdist"),
        ],
      ],
      [
        "dot",
        [
          "protect-dns DoT",
          () => dnsperfRun(pdns.dot, queryFile, "dot"),
          "dnsdist DoT (→ Unbound)",
          () => dnsperfRun(dnsdist!.dot, queryFile, "dot"),
        ],
      ],
    ];
    const pairs = allPairs.filter(([part]) => PARTS.has(part)).map(([, pair]) => pair);
    const results = new Map<string, LoadResult[]>();
    const ratios = new Map<string, number[]>();
    const loads: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(uptimeLoad());
      process.stdout.write(`round ${round + 1}/${ROUNDS}, load average ${loads.at(-1)}\n`);
      for (const [ours, runOurs, theirs, runTheirs] of pairs) {
        const order = round % 2 === 0 ? [ours, theirs] : [theirs, ours];
        const got: Record<string, LoadResult> = {};
        for (const name of order) got[name] = await (name === ours ? runOurs() : runTheirs());
        for (const name of order) results.set(name, [...(results.get(name) ?? []), got[name]!]);
        const ratio = got[ours]!.qps / got[theirs]!.qps;
        ratios.set(`${ours} / peer`, [...(ratios.get(`${ours} / peer`) ?? []), ratio]);
        // CPU per query, the peer's over ours (> 1: ours spends less): steadier than q/s on a busy
        // machine, where the load generator and other work take the cores' time.
        if (got[ours]!.cpuUs && got[theirs]!.cpuUs) {
          const key = `${ours} CPU per query, peer / ours`;
          ratios.set(key, [...(ratios.get(key) ?? []), got[theirs]!.cpuUs! / got[ours]!.cpuUs!]);
        }
        const line = (name: string) =>
          `${name} ${Math.round(got[name]!.qps)} q/s p99 ${got[name]!.p99ms.toFixed(2)} ms${got[name]!.cpuUs ? ` CPU ${got[name]!.cpuUs!.toFixed(2)} µs/q` : ""}`;
        process.stdout.write(`  ${line(ours)} | ${line(theirs)} | ${ratio.toFixed(2)}x\n`);
      }
    }

    const perDomain = (withList: number, without: number, count: number) => Math.round((withList - without) / count);
    process.stdout.write(
      `\n${DOMAINS} blocked domains, ${ALLOWED} cached names + ${BLOCKED_QUERIES} blocked names, ${THREADS} threads each, ` +
        `${ROUNDS} paired rounds (medians), load averages ${loads.join(" / ")}\n`,
    );
    process.stdout.write(
      "| target | queries/s (median) | p99 ms (median) | server CPU µs per query (median) | lost (sum) |\n|---|---|---|---|---|\n",
    );
    for (const [name, runs] of results) {
      const qps = median(runs.map((result) => result.qps));
      const p99 = median(runs.map((result) => result.p99ms));
      const cpu = median(runs.map((result) => result.cpuUs ?? 0));
      const lost = runs.reduce((sum, result) => sum + result.lost, 0);
      process.stdout.write(
        `| ${name} | ${Math.round(qps)} | ${p99.toFixed(2)} | ${cpu > 0 ? cpu.toFixed(2) : "-"} | ${lost} |\n`,
      );
    }
    process.stdout.write("\n| ratio (same round) | per round | median |\n|---|---|---|\n");
    for (const [name, values] of ratios) {
      process.stdout.write(
        `| ${name} | ${values.map((value) => value.toFixed(2)).join(", ")} | ${median(values).toFixed(2)}x |\n`,
      );
    }
    if (!memory) return;
    const { index, emptyRss, listRss, swappedRss } = memory;
    process.stdout.write("\n| memory per blocked domain | bytes |\n|---|---|\n");
    process.stdout.write(
      `| protect-dns index (exact, ${MEMORY_DOMAINS}) | ${(index.byteLength / index.size).toFixed(1)} |\n`,
    );
    process.stdout.write(
      `| protect-dns process RSS delta, ${MEMORY_DOMAINS}, after GC | ${perDomain(listRss, emptyRss, MEMORY_DOMAINS)} |\n`,
    );
    process.stdout.write(
      `| protect-dns process RSS delta after the list was replaced | ${perDomain(swappedRss, emptyRss, MEMORY_DOMAINS)} |\n`,
    );
    process.stdout.write(
      `| Unbound RSS delta (local-zone, ${DOMAINS}) | ${perDomain(rssBytes(unbound.proc.child.pid!), unboundEmptyRss, DOMAINS)} |\n`,
    );
    process.stdout.write(
      `| dnsdist RSS delta (SuffixMatchNode, ${DOMAINS}) | ${perDomain(dnsdistListRss, dnsdistEmptyRss, DOMAINS)} |\n`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    for (const child of started) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

function uptimeLoad(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}

await main();
