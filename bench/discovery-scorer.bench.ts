// The discovery scorer on the held-out split of the labelled set (issue 28): precision and recall at
// the chosen threshold, the threshold choice on a validation part of the train split, and the cost
// per candidate against a same-run baseline (normalising the name, which the server does anyway).
// Run: node bench/discovery-scorer.bench.ts (Node 24)
import { performance } from "node:perf_hooks";
import { normaliseDomain } from "../packages/protect-server/src/features/blocklists/domain-name.ts";
import {
  DISCOVERY_THRESHOLD,
  DiscoveryScorer,
  readLabelledSet,
} from "../packages/protect-server/src/features/discovery/scorer.ts";

const train = readLabelledSet();
const test = readLabelledSet(new URL("./discovery-set/test.tsv", import.meta.url));
// The curated seed's brands would be "known" in production; here only the training names are.
const known: string[] = [];

function measure(scorer: DiscoveryScorer, set: readonly { domain: string; label: 0 | 1 }[], threshold: number) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const wrong: string[] = [];
  for (const { domain, label } of set) {
    const positive = scorer.score(domain).score >= threshold;
    if (positive && label === 1) tp++;
    else if (positive) {
      fp++;
      wrong.push(`FP ${domain}`);
    } else if (label === 1) {
      fn++;
      wrong.push(`FN ${domain}`);
    }
  }
  return { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), tp, fp, fn, wrong };
}

// Threshold choice: train on 80 % of the train split, pick on the other 20 %.
const validation = train.filter((_, index) => index % 5 === 0);
const fit = train.filter((_, index) => index % 5 !== 0);
const trial = DiscoveryScorer.train(fit, known);
const curve: string[] = [];
// The rule: the lowest threshold whose validation precision is at least 0.98 (the goal, 0.95, plus a
// margin for names unlike the training ones: new brands).
let chosen: number | null = null;
for (const threshold of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
  const { precision, recall } = measure(trial, validation, threshold);
  if (chosen === null && precision >= 0.98) chosen = threshold;
  curve.push(`  ${threshold.toFixed(2)}: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`);
}
process.stdout.write(
  `validation (${validation.length} names, 20 % of train):\n${curve.join("\n")}\nchosen by the rule: ${chosen} (DISCOVERY_THRESHOLD in scorer.ts: ${DISCOVERY_THRESHOLD})\n`,
);

const started = performance.now();
const scorer = DiscoveryScorer.train(train, known);
const trainMs = performance.now() - started;
const result = measure(scorer, test, DISCOVERY_THRESHOLD);
const positives = test.filter((entry) => entry.label === 1).length;
process.stdout.write(
  `test split: ${positives} gambling, ${test.length - positives} not; threshold ${DISCOVERY_THRESHOLD}\n` +
    `precision ${result.precision.toFixed(4)} (${result.fp} false positives), recall ${result.recall.toFixed(4)} (${result.fn} missed)\n` +
    `training on ${train.length} names: ${trainMs.toFixed(0)} ms\n`,
);
if (process.argv.includes("--errors")) process.stdout.write(`${result.wrong.join("\n")}\n`);

// Real names nobody composed (hand-written, bench/discovery-set/real-names-*.tsv): does what the model
// learnt from the composed set carry over? The dev file's errors may be read (--errors); the test file
// is sealed and only measured.
for (const file of ["real-names-dev", "real-names-test"]) {
  const real = readLabelledSet(new URL(`./discovery-set/${file}.tsv`, import.meta.url));
  const realPositives = real.filter((entry) => entry.label === 1).length;
  const at = (threshold: number) => measure(scorer, real, threshold);
  const chosenResult = at(DISCOVERY_THRESHOLD);
  process.stdout.write(
    `${file}: ${realPositives} gambling, ${real.length - realPositives} not; at ${DISCOVERY_THRESHOLD}: precision ${chosenResult.precision.toFixed(3)} (${chosenResult.fp} false positives), recall ${chosenResult.recall.toFixed(3)} (${chosenResult.fn} missed)` +
      `; at 0.5: ${at(0.5).precision.toFixed(3)}/${at(0.5).recall.toFixed(3)}\n`,
  );
  if (file === "real-names-dev" && process.argv.includes("--errors"))
    process.stdout.write(`${chosenResult.wrong.join("\n")}\n`);
}

// Cost per candidate: score every test name, rounds alternating with the baseline.
const names = test.map((entry) => entry.domain);
let sink = 0;
const timeOf = (work: (name: string) => void) => {
  const start = performance.now();
  for (const name of names) work(name);
  return ((performance.now() - start) * 1000) / names.length;
};
const scoreUs: number[] = [];
const baseUs: number[] = [];
for (let round = 0; round < 7; round++) {
  scoreUs.push(timeOf((name) => (sink += scorer.score(name).score)));
  baseUs.push(timeOf((name) => (sink += normaliseDomain(name).ok ? 1 : 0)));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
process.stdout.write(
  `cost per candidate: ${median(scoreUs).toFixed(2)} µs; baseline normaliseDomain ${median(baseUs).toFixed(2)} µs; ratio ${(median(scoreUs) / median(baseUs)).toFixed(2)}x (median of 7 rounds, ${names.length} names)\n`,
);
// Keeps the scored values alive, so the work is not optimised away.
if (Number.isNaN(sink)) process.stdout.write("NaN score\n");
