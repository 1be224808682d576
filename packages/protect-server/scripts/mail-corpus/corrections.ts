/**
 * Users' "not gambling" corrections (`mail_classification_corrections`) as labelled examples for the
 * next training (scripts/train-mail-model.ts `--corrections`, `--corrections-from`). A correction
 * holds feature names only — the closed vocabulary and `domain:X` global list entries, no value of
 * the mail (docs/privacy.md, "mail_classification_corrections") — so its example is the presence of
 * each known feature (value 1) rather than the damped count the live mail had; names the current
 * vocabulary no longer has (an older model's) and list entries (not model features) are dropped.
 * Corrections only ever train: they are not corpus messages, so cross-validation and the held-out
 * split stay the corpus's alone and remain comparable between trainings.
 */
import { readFileSync } from "node:fs";
import { openDatabase } from "../../src/db/client.ts";
import { mailClassificationCorrections } from "../../src/db/schema/mail-records.ts";
import { FEATURE_NAMES, type FeatureVector } from "../../src/features/mail-scan/features.ts";
import type { TrainingExample } from "../../src/features/mail-scan/linear-model.ts";

export interface Correction {
  features: string[];
  gambling: boolean;
}

const KNOWN = new Set(FEATURE_NAMES);

/** A correction with no feature the model knows teaches nothing and is left out. */
export function correctionExamples(corrections: readonly Correction[]): TrainingExample[] {
  const examples: TrainingExample[] = [];
  for (const correction of corrections) {
    const vector: FeatureVector = new Map();
    for (const name of correction.features) if (KNOWN.has(name)) vector.set(name, 1);
    if (vector.size > 0) examples.push({ vector, gambling: correction.gambling, weight: 1 });
  }
  return examples;
}

function isCorrection(value: unknown): value is Correction {
  if (typeof value !== "object" || value === null) return false;
  const { features, gambling } = value as Record<string, unknown>;
  return Array.isArray(features) && features.every((f) => typeof f === "string") && typeof gambling === "boolean";
}

/**
 * Reads an export of the table: a JSON array or JSON lines of `{ features, gambling }` (other
 * columns are ignored). Export on the server with
 * `psql -At -c "SELECT json_build_object('features', features, 'gambling', gambling) FROM mail_classification_corrections" > corrections.jsonl`.
 */
export function parseCorrections(text: string, source = "corrections"): Correction[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  const values: unknown[] = trimmed.startsWith("[")
    ? (JSON.parse(trimmed) as unknown[])
    : trimmed.split("\n").flatMap((line) => (line.trim() === "" ? [] : [JSON.parse(line) as unknown]));
  return values.map((value, i) => {
    if (!isCorrection(value))
      throw new Error(`${source}: entry ${i + 1} is not { features: string[], gambling: boolean }`);
    return { features: value.features, gambling: value.gambling };
  });
}

export function readCorrectionsFile(path: string): Correction[] {
  return parseCorrections(readFileSync(path, "utf8"), path);
}

/** Reads the table directly (a PostgreSQL URL, e.g. a restored backup or a read replica). */
export async function readCorrectionsFromDatabase(url: string): Promise<Correction[]> {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  try {
    return await database.db
      .select({ features: mailClassificationCorrections.features, gambling: mailClassificationCorrections.gambling })
      .from(mailClassificationCorrections);
  } finally {
    await database.close();
  }
}
