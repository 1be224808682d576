import { z } from "zod";
import { DOMAIN_TYPES } from "../../db/schema/blocklists.ts";
import {
  type DomainSubmissionRow,
  SUBMISSION_ORIGINS,
  SUBMISSION_STATUSES,
} from "../../db/schema/domain-submissions.ts";
import { PLANS } from "../../platform/config.ts";
import { domainText } from "../blocklists/domain-input.ts";

export const submitBody = z.object({ domain: domainText(), type: z.enum(DOMAIN_TYPES).default("web") });

export const submissionSchema = z.object({
  id: z.string(),
  domain: z.string(),
  type: z.enum(DOMAIN_TYPES),
  status: z.enum(SUBMISSION_STATUSES),
  origin: z.enum(SUBMISSION_ORIGINS),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export function toSubmission(row: DomainSubmissionRow): z.infer<typeof submissionSchema> {
  return {
    id: row.id,
    domain: row.domain,
    type: row.type,
    status: row.status,
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export const submissionListSchema = z.object({ submissions: z.array(submissionSchema) });

export const approvedDomainsSchema = z.object({
  domains: z.array(
    z.object({ submissionId: z.string(), domain: z.string(), type: z.enum(DOMAIN_TYPES), approvedAt: z.string() }),
  ),
});

export const reviewQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const reviewRowSchema = submissionSchema.extend({
  /** null for a discovered name. */
  userId: z.string().nullable(),
  nickname: z.string().nullable(),
  plan: z.enum(PLANS).nullable(),
  /** A discovered name's evidence (score, vocabulary, look-alike, co-hosting, addresses); null for a user's. */
  evidence: z.record(z.string(), z.unknown()).nullable(),
  planPriority: z.number().int(),
  deadlineAt: z.string(),
  msUntilDeadline: z.number().int(),
});

export const reviewListSchema = z.object({ submissions: z.array(reviewRowSchema) });
export const submissionParams = z.object({ id: z.uuid() });
