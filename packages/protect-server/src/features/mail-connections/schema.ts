import { z } from "zod";
import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";
import { emailText, idText, secretText, shortLabelText } from "../../platform/text.ts";
import { hasCurrentConsent } from "./consent.ts";
import { providerOfHost } from "./providers.ts";
import { TITLE_MAX } from "./title.ts";

const timestamp = z.string().nullable();

/** One connection as the app sees it (GET /api/mail/status account shape plus connection fields). */
export const connectionSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  provider: z.string(),
  providerLabel: z.string(),
  isCustomDomain: z.boolean(),
  authMethod: z.string(),
  isActive: z.boolean(),
  pausedAt: timestamp,
  pausedReason: z.string().nullable(),
  consentAt: timestamp,
  consentVersion: z.string().nullable(),
  needsConsent: z.boolean(),
  lastConnectError: z.string().nullable(),
  lastConnectErrorAt: timestamp,
  lastIdleHeartbeatAt: timestamp,
  lastScanAt: timestamp,
  nextScanAt: timestamp,
  createdAt: z.string(),
});
export type ConnectionView = z.infer<typeof connectionSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toConnectionView(row: MailConnectionRow): ConnectionView {
  return {
    id: row.id,
    title: row.title,
    email: row.email,
    ...providerOfHost(row.imapHost),
    authMethod: row.authMethod,
    isActive: row.isActive,
    pausedAt: iso(row.pausedAt),
    pausedReason: row.pausedReason,
    consentAt: iso(row.consentAt),
    consentVersion: row.consentVersion,
    needsConsent: !hasCurrentConsent(row),
    lastConnectError: row.lastConnectError,
    lastConnectErrorAt: iso(row.lastConnectErrorAt),
    lastIdleHeartbeatAt: iso(row.lastIdleHeartbeatAt),
    lastScanAt: iso(row.lastScanAt),
    nextScanAt: iso(row.nextScanAt),
    createdAt: row.createdAt.toISOString(),
  };
}

// The service normalises titles again (normalizeTitle: empty → null) for fronts without a schema.
const titleInput = shortLabelText({ min: 0, max: TITLE_MAX }).nullable().optional();
const consentVersionInput = idText({ max: 100 }).optional();

export const connectBody = z.object({
  email: emailText(),
  /** The app password (never logged, stored encrypted). */
  password: secretText(),
  imapHost: idText({ max: 200 }).optional(),
  imapPort: z.number().int().min(1).max(65_535).optional(),
  title: titleInput,
  consentVersion: consentVersionInput,
});

export const renewBody = z.object({
  consentVersion: consentVersionInput,
  password: secretText().optional(),
  title: titleInput,
});

export const renameBody = z.object({ title: shortLabelText({ min: 0, max: TITLE_MAX }).nullable() });

export const consentBody = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  consentVersion: consentVersionInput,
});

export const idParams = z.object({ id: z.uuid() });

export const statusSchema = z.object({
  consentVersion: z.string(),
  accounts: z.array(connectionSchema),
});

export const connectionListSchema = z.object({ connections: z.array(connectionSchema) });

export const disconnectSchema = z.object({
  deleted: z.literal(true),
  id: z.string(),
  /** For OAuth connections: where the user removes the app's permission (no revoke call exists). */
  removeAppPermission: z.object({ provider: z.string(), instructions: z.string() }).nullable(),
});
