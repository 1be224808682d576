import { z } from "zod";
import { cursorText, shortLabelText } from "../../platform/text.ts";

/** An ISO 8601 time with an offset (`2026-06-01T10:00:00Z`, `2026-06-01T12:00:00+02:00`). */
const isoTime = () => z.iso.datetime({ offset: true, message: "must be an ISO 8601 time, e.g. 2026-06-01T10:00:00Z" });

export const auditLogQuery = z.object({
  cursor: cursorText().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  targetUserId: z.uuid().optional(),
  /** The acting admin's user id. */
  actor: z.uuid().optional(),
  /** An exact action name, e.g. `user.update`. */
  action: shortLabelText({ max: 64 }).optional(),
  /** Entries at or after this time. */
  from: isoTime().optional(),
  /** Entries before this time. */
  to: isoTime().optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  adminUserId: z.string(),
  /** The acting admin's e-mail, null once that account is deleted. */
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetUserId: z.string().nullable(),
  /** The affected account's e-mail and nickname (null when none, or once the account is erased). */
  targetEmail: z.string().nullable(),
  targetNickname: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});

export const auditLogResponse = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
