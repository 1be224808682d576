// protect-server blocklist: build and suffix lookup of 1,000,000 domains in the DomainSet
// (packages/protect-server/src/features/blocklists/domain-set.ts) against a plain JavaScript
// Set<string> in the same run. Run with --expose-gc (npm run bench does) for the memory figures.
import { type DomainSet, DomainSetBuilder } from "../packages/protect-server/src/features/blocklists/domain-set.ts";

const COUNT = 1_000_000;
const LOOKUPS = 2_000_000;
const WORDS = ["casino", "bet", "poker", "slots", "spin", "jackpot", "wager", "odds", "lotto", "bingo"];
const TLDS = ["com", "net", "de", "co.uk", "io", "bet"];

function domain(i: number): string {
  return `${WORDS[i % WORDS.length]}-${i.toString(36)}.${TLDS[i % TLDS.length]}`;
}

const gc = (globalThis as { gc?: () => void }).gc;
function memory(): number {
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** Names to look up: half subdomains of listed domains (hits), half unlisted names (misses). */
const queries: string[] = [];
for (let i = 0; i < LOOKUPS; i += 1) {
  const n = (i * 7919) % COUNT;
  queries.push(i % 2 === 0 ? `www.${domain(n)}` : `www.${domain(n + COUNT)}`);
}

function time<T>(run: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint();
  const value = run();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

// DomainSet: names streamed in, never held as strings.
const before1 = memory();
const built = time(() => {
  const builder = new DomainSetBuilder();
  for (let i = 0; i < COUNT; i += 1) builder.add(domain(i));
  return builder.build();
});
const domainSet: DomainSet = built.value;
const setBytes = memory() - before1;

// Baseline: a Set of the same strings.
const before2 = memory();
const builtPlain = time(() => {
  const set = new Set<string>();
  for (let i = 0; i < COUNT; i += 1) set.add(domain(i));
  return set;
});
const plain = builtPlain.value;
const plainBytes = memory() - before2;

/** The same suffix walk the DomainSet does, over Set.has. */
function plainMatches(name: string): boolean {
  for (let i = name.length - 1; i >= 0; i -= 1) {
    if ((i === 0 || name.charCodeAt(i - 1) === 46) && plain.has(name.slice(i))) return true;
  }
  return false;
}

function lookups(matches: (name: string) => boolean): { perSecond: number; hits: number } {
  let hits = 0;
  const { ms } = time(() => {
    for (const name of queries) if (matches(name)) hits += 1;
  });
  return { perSecond: (queries.length / ms) * 1000, hits };
}

// Warm up both, then measure in alternation (three rounds each, best kept) so load hits both alike.
lookups((name) => domainSet.matches(name));
lookups(plainMatches);
const ours: number[] = [];
const theirs: number[] = [];
let hitsOurs = 0;
let hitsTheirs = 0;
for (let round = 0; round < 3; round += 1) {
  const a = lookups((name) => domainSet.matches(name));
  const b = lookups(plainMatches);
  ours.push(a.perSecond);
  theirs.push(b.perSecond);
  hitsOurs = a.hits;
  hitsTheirs = b.hits;
}
if (hitsOurs !== hitsTheirs || hitsOurs !== LOOKUPS / 2)
  throw new Error(`hit counts differ: ${hitsOurs} vs ${hitsTheirs}`);

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const best = (values: number[]) => Math.max(...values);
const rows = [
  ["domains", fmt(COUNT), fmt(plain.size), ""],
  ["build", `${fmt(built.ms)} ms`, `${fmt(builtPlain.ms)} ms`, `${(built.ms / builtPlain.ms).toFixed(2)}x`],
  [
    "memory per domain (heap + array buffers)",
    `${(setBytes / COUNT).toFixed(1)} B (typed arrays ${(domainSet.byteLength / COUNT).toFixed(1)} B)`,
    `${(plainBytes / COUNT).toFixed(1)} B`,
    `${(setBytes / plainBytes).toFixed(2)}x`,
  ],
  [
    "suffix lookups/s (www.<name>, half hits)",
    fmt(best(ours)),
    fmt(best(theirs)),
    `${(best(ours) / best(theirs)).toFixed(2)}x`,
  ],
];
process.stdout.write(
  `protect-server blocklist, ${fmt(COUNT)} domains, ${fmt(LOOKUPS)} lookups per round${gc ? "" : " (no --expose-gc: memory figures are rough)"}\n`,
);
process.stdout.write("| measure | DomainSet | Set<string> (same run) | ratio |\n|---|---|---|---|\n");
for (const row of rows) process.stdout.write(`| ${row.join(" | ")} |\n`);
