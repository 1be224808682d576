/**
 * Training and evaluation on the labelled corpus, shared by scripts/train-mail-model.ts and
 * bench/mail-classifier.bench.ts: the global lists and brand names come from the migrated seed data
 * (what a fresh server has), messages go through the live decoding, rendering and features.
 */
import { createHash } from "node:crypto";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { blocklistEntries } from "../../src/db/schema/blocklists.ts";
import { globalMailDisplayNames } from "../../src/db/schema/mail-records.ts";
import { classifyContent, compileBrands } from "../../src/features/mail-scan/classifier.ts";
import {
  type BrandMatcher,
  domainsToLookUp,
  extractFeatures,
  type FeatureVector,
} from "../../src/features/mail-scan/features.ts";
import type { LinearModel, TrainingExample } from "../../src/features/mail-scan/linear-model.ts";
import { contentOf, type MailContent } from "../../src/features/mail-scan/mail-content.ts";
import { coveringDomains, type SenderListing } from "../../src/features/mail-scan/sender-policy.ts";
import { type CorpusMessage, headerOf } from "./corpus.ts";

/** Categories whose mail must never be hidden (issue 33): news about gambling, help, self-exclusion. */
export const PROTECTED_CATEGORIES = new Set(["news", "help", "self-exclusion", "lottery-help"]);

export interface Seeds {
  listed: Set<string>;
  brands: BrandMatcher;
}

/** The seeded global lists (every list, as on a paid plan) and brand names of a freshly migrated server. */
export async function seedLists(): Promise<Seeds> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(database);
    const entries = await database.db.select({ domain: blocklistEntries.domain }).from(blocklistEntries);
    const names = await database.db.select({ name: globalMailDisplayNames.displayName }).from(globalMailDisplayNames);
    return { listed: new Set(entries.map((e) => e.domain)), brands: compileBrands(names.map((n) => n.name)) };
  } finally {
    await database.close();
  }
}

export function listingsOf(content: MailContent, listed: ReadonlySet<string>): Map<string, SenderListing> {
  const listings = new Map<string, SenderListing>();
  for (const domain of domainsToLookUp(content)) {
    const entry = coveringDomains(domain).find((name) => listed.has(name));
    if (entry) listings.set(domain, { listedBy: "sender_blocklist", globalEntry: entry });
  }
  return listings;
}

export interface Featurized {
  message: CorpusMessage;
  content: MailContent;
  listings: Map<string, SenderListing>;
  vector: FeatureVector;
}

export function featurize(messages: readonly CorpusMessage[], seeds: Seeds): Featurized[] {
  return messages.map((message) => {
    const content = contentOf(headerOf(message));
    const listings = listingsOf(content, seeds.listed);
    return { message, content, listings, vector: extractFeatures(content, listings, seeds.brands) };
  });
}

/** Held-out: a fifth of the corpus chosen by a hash of the id (stable when the corpus grows). */
export function isHeldOut(message: CorpusMessage): boolean {
  return (createHash("sha256").update(message.id).digest()[0] ?? 0) % 5 === 0;
}

/** Protected categories weigh more in training: a hidden news or help mail costs more than a missed promo. */
export function trainingExamples(items: readonly Featurized[]): TrainingExample[] {
  return items.map((item) => ({
    vector: item.vector,
    gambling: item.message.gambling,
    weight: PROTECTED_CATEGORIES.has(item.message.category) ? 3 : 1,
  }));
}

export interface Metrics {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  /** Protected-category mails (news, help, self-exclusion, lottery help) that were hidden. */
  protectedHidden: number;
  /** Ids of the mistakes, for reading. */
  falsePositives: string[];
  falseNegatives: string[];
}

/** Classifies each item with the model (the live path: listings, brands, classifyContent) and counts. */
export function evaluate(items: readonly Featurized[], model: LinearModel, seeds: Seeds): Metrics {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let protectedHidden = 0;
  const falsePositives: string[] = [];
  const falseNegatives: string[] = [];
  for (const item of items) {
    const hidden = classifyContent(item.content, item.listings, seeds.brands, model).score >= 50;
    if (hidden && item.message.gambling) tp += 1;
    if (hidden && !item.message.gambling) {
      fp += 1;
      falsePositives.push(`${item.message.id} ${item.message.category}: ${item.message.subject}`);
      if (PROTECTED_CATEGORIES.has(item.message.category)) protectedHidden += 1;
    }
    if (!hidden && item.message.gambling) {
      fn += 1;
      falseNegatives.push(`${item.message.id} ${item.message.category}: ${item.message.subject}`);
    }
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { n: items.length, tp, fp, fn, precision, recall, f1, protectedHidden, falsePositives, falseNegatives };
}
