import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { exportAdminAccess } from "../admin/privacy-service.ts";
import { exportAllies } from "../ally/privacy-service.ts";
import { exportApprovals } from "../approvals/privacy-service.ts";
import { exportSessions } from "../auth/privacy-service.ts";
import { exportChat } from "../chat/privacy-service.ts";
import { exportCommunity } from "../community/privacy-service.ts";
import { exportSuggestions } from "../curated-domains/privacy-service.ts";
import { exportCustomDomains } from "../custom-domains/privacy-service.ts";
import { exportAppDevices } from "../devices/privacy-service.ts";
import { exportFollows } from "../following/privacy-service.ts";
import { exportMagicSessions } from "../magic/privacy-service.ts";
import { exportConsentLog, exportMailConnections } from "../mail-connections/privacy-service.ts";
import { exportMailRecords } from "../mail-scan/privacy-service.ts";
import { exportNotifications } from "../notifications/privacy-service.ts";
import { exportPlanGrants } from "../plans/privacy-service.ts";
import { exportProfile } from "../profile/privacy-service.ts";
import { exportProtectedDevices } from "../protected-devices/privacy-service.ts";
import { exportCooldowns } from "../protection/privacy-service.ts";
import { exportPushTokens } from "../push-tokens/privacy-service.ts";
import { exportSubmissions } from "../submissions/privacy-service.ts";
import { EXPORT_FORMAT_VERSION, type PersonalDataExport } from "./schema.ts";

/**
 * Art. 15/20: everything stored about the account as one document (format in docs/privacy.md).
 * Read in one repeatable-read transaction, so the sections agree with each other. Secrets
 * (password hash, tokens, token hashes, the screentime passcode) are never part of it.
 */
export async function exportPersonalData(ctx: AppContext, userId: string): Promise<PersonalDataExport> {
  const generatedAt = ctx.clock.now();
  return ctx.db.transaction(
    async (db) => {
      const profile = await exportProfile(db, userId);
      if (!profile || profile.deletedAt) throw new AppError("not_found", "Account not found");
      const devices = await exportAppDevices(db, userId);
      const mail = await exportMailConnections(db, userId);
      const mailRecords = await exportMailRecords(db, userId);
      const community = await exportCommunity(db, userId);
      const contentIds = [...community.posts, ...community.replies].map((item) => item.id);
      return {
        formatVersion: EXPORT_FORMAT_VERSION,
        generatedAt: generatedAt.toISOString(),
        userId,
        profile,
        devices: {
          appDevices: devices.appDevices,
          deviceLocks: devices.deviceLocks,
          protectedDevices: await exportProtectedDevices(db, userId),
          magicSessions: await exportMagicSessions(db, userId),
          approvalRequests: await exportApprovals(db, userId),
          pushRegistrations: await exportPushTokens(db, userId),
        },
        cooldowns: await exportCooldowns(db, userId),
        allies: await exportAllies(db, userId),
        customDomains: await exportCustomDomains(db, userId),
        submissions: await exportSubmissions(db, userId),
        curatedDomainSuggestions: await exportSuggestions(db, userId),
        mail: { ...mail, ...mailRecords },
        consentLog: await exportConsentLog(db, userId),
        community,
        chat: await exportChat(db, userId),
        follows: await exportFollows(db, userId),
        notifications: await exportNotifications(db, userId),
        planGrants: await exportPlanGrants(db, userId),
        sessions: await exportSessions(db, userId),
        adminAccess: await exportAdminAccess(db, userId, contentIds),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** What the export log line says: section sizes, never values. */
export function exportSummary(document: PersonalDataExport): Record<string, number> {
  const sizes: Record<string, number> = {};
  const walk = (prefix: string, value: unknown) => {
    if (Array.isArray(value)) sizes[prefix] = value.length;
    else if (value && typeof value === "object" && prefix !== "profile") {
      for (const [key, inner] of Object.entries(value)) walk(prefix ? `${prefix}.${key}` : key, inner);
    }
  };
  walk("", document);
  return sizes;
}
