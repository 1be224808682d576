/**
 * Retrains the mail classifier: logistic regression over the features of the labelled corpus's
 * training split (corpus/mail, held-out fifth left out), written to
 * src/features/mail-scan/model-weights.json. Evaluate with `node bench/mail-classifier.bench.ts`.
 * Users' "not gambling" corrections join the training examples when given (scripts/mail-corpus/corrections.ts):
 * `--corrections FILE` (an export of mail_classification_corrections, JSON array or lines; repeatable)
 * and/or `--corrections-from POSTGRES_URL` (the table itself).
 *
 * Run: `node packages/protect-server/scripts/train-mail-model.ts [--corrections FILE] [--corrections-from URL]`
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { FEATURE_NAMES } from "../src/features/mail-scan/features.ts";
import { trainLogistic } from "../src/features/mail-scan/linear-model.ts";
import { CORPUS_DIR, loadCorpus } from "./mail-corpus/corpus.ts";
import {
  type Correction,
  correctionExamples,
  readCorrectionsFile,
  readCorrectionsFromDatabase,
} from "./mail-corpus/corrections.ts";
import { evaluate, featurize, isHeldOut, seedLists, trainingExamples } from "./mail-corpus/evaluation.ts";

/** The training settings: the bench uses the same for its cross-validation. */
export const TRAINING = { epochs: 3000, learningRate: 0.5, l2: 0.0003 } as const;

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      corrections: { type: "string", multiple: true, default: [] },
      "corrections-from": { type: "string" },
    },
  });
  const corrections: Correction[] = args.corrections.flatMap((path) => readCorrectionsFile(path));
  const url = args["corrections-from"];
  if (url) corrections.push(...(await readCorrectionsFromDatabase(url)));
  const fromCorrections = correctionExamples(corrections);
  const seeds = await seedLists();
  const messages = loadCorpus();
  const train = featurize(
    messages.filter((m) => !isHeldOut(m)),
    seeds,
  );
  const model = trainLogistic([...trainingExamples(train), ...fromCorrections], FEATURE_NAMES, TRAINING);
  const hash = createHash("sha256")
    .update(readFileSync(new URL("generated.jsonl", CORPUS_DIR)))
    .update(readFileSync(new URL("hard-cases.jsonl", CORPUS_DIR)));
  // Corrections change the model, so they change its version (as a count and in the hash).
  if (fromCorrections.length > 0) hash.update(JSON.stringify(corrections));
  const suffix = fromCorrections.length > 0 ? `+c${fromCorrections.length}` : "";
  const sorted = Object.fromEntries(Object.entries(model.weights).sort(([a], [b]) => a.localeCompare(b)));
  // The weights too: a change of features or vocabulary on the same corpus is a different model.
  hash.update(JSON.stringify([model.bias, sorted]));
  model.version = `logreg-${train.length}${suffix}-${hash.digest("hex").slice(0, 12)}`;
  const out = new URL("../src/features/mail-scan/model-weights.json", import.meta.url);
  writeFileSync(out, `${JSON.stringify({ ...model, weights: sorted }, null, 2)}\n`);
  const fit = evaluate(train, model, seeds);
  process.stderr.write(
    `trained ${model.version} on ${train.length} messages and ${fromCorrections.length} of ${corrections.length} corrections: training precision ${fit.precision.toFixed(3)}, recall ${fit.recall.toFixed(3)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
