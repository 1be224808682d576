import { z } from "zod";
import { GLOBAL_LIST_NAMES } from "./protection-view.ts";

export const policyQuery = z.object({
  since: z
    .string()
    .regex(/^\d{1,16}$/, "must be a non-negative integer")
    .transform(Number)
    .refine(Number.isSafeInteger, "must be at most 2^53 - 1")
    .optional(),
  wait: z
    .string()
    .regex(/^\d{1,6}$/, "must be a non-negative integer")
    .transform((value) => Math.min(Number(value), 60))
    .optional(),
});

const userRecord = z.union([
  z.object({
    id: z.string(),
    protection: z.enum(["on", "off"]),
    cooldownEndsAt: z.string().nullable(),
    blocklistMode: z.enum(["curated", "full"]),
    graceUntil: z.string().nullable(),
    customDomains: z.array(z.string()),
    devices: z.array(z.object({ tokenHash: z.string(), status: z.enum(["pending", "active", "degraded"]) })),
  }),
  z.object({ id: z.string(), removed: z.literal(true) }),
]);

const listAnnouncement = z.object({ etag: z.string(), count: z.number().int() });

export const policyDocument = z.object({
  version: z.number().int(),
  full: z.boolean(),
  lists: z.object({ curated: listAnnouncement, full: listAnnouncement, bypass: listAnnouncement }),
  users: z.array(userRecord),
});

/** A list name (`curated`, `full`); another well-formed name is 404, anything else 400. */
export const listParams = z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a list name") });
export const LIST_NAMES: readonly string[] = GLOBAL_LIST_NAMES;
