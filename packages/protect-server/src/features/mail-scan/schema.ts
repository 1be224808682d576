import { z } from "zod";
import { idText } from "../../platform/text.ts";

export const scanSummarySchema = z.object({
  connections: z.number().int(),
  scanned: z.number().int(),
  blocked: z.number().int(),
  failed: z.number().int(),
  skippedNoConsent: z.number().int(),
});

const connectionSummarySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  provider: z.string(),
  providerLabel: z.string(),
  isCustomDomain: z.boolean(),
});

export const resultsQuery = z.object({ provider: idText({ max: 40 }).optional() });

export const resultsSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      sender: z.string(),
      subject: z.string(),
      score: z.number().int(),
      triggerSource: z.string(),
      /** Feature names that weighed most, strongest first (e.g. `money-near-gambling-words`, `s:freespins`). */
      reasons: z.array(z.string()),
      blockedAt: z.string(),
      connection: connectionSummarySchema,
    }),
  ),
});

export const byDayQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

export const byDaySchema = z.object({ days: z.array(z.object({ date: z.string(), count: z.number().int() })) });

export const byConnectionSchema = z.object({
  connections: z.array(z.object({ connection: connectionSummarySchema, count: z.number().int() })),
});

/** How many due connections to take (default 100) and how many to scan at once (default 4). */
export const scanInternalQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  concurrency: z.coerce.number().int().min(1).max(20).default(4),
});

export const hiddenMailParams = z.object({ id: z.uuid() });

export const restoreSchema = z.object({
  /** The message's UID in INBOX after the restore, null when the server did not tell or it was gone. */
  inboxUid: z.number().int().nullable(),
});
