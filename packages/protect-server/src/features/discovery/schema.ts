import { isIP } from "node:net";
import { z } from "zod";

/** Names per report request: protect-dns's DISCOVERY_BATCH_MAX (docs/decisions/protect-dns-contract.md). */
export const DISCOVERY_BATCH_MAX = 5000;

export const discoveryReportBody = z.object({
  day: z.iso.date(),
  k: z.number().int().min(2).max(1000),
  names: z
    .array(
      z.object({
        name: z.string().min(1).max(253),
        addresses: z
          .array(
            z
              .string()
              .max(45)
              .refine((value) => isIP(value) !== 0, "must be an IP address"),
          )
          .max(8),
      }),
    )
    .max(DISCOVERY_BATCH_MAX),
});

export const discoveryReportResponse = z.object({
  received: z.number().int(),
  /** Names scored (new, or reported again without a decision). */
  scored: z.number().int(),
  /** Names that entered the admin queue with this report. */
  queued: z.number().int(),
});
