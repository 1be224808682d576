import { z } from "zod";

/** Bumped on every change of the export document's shape (docs/privacy.md, "Export format"). */
export const EXPORT_FORMAT_VERSION = 2;

const rows = (description: string) =>
  z.array(z.record(z.string(), z.unknown())).describe(`${description} One object per row, timestamps as ISO 8601.`);

/** The Art. 15/20 export: every section is always present (empty arrays when there is nothing). */
export const exportSchema = z
  .object({
    formatVersion: z.literal(EXPORT_FORMAT_VERSION),
    generatedAt: z.iso.datetime(),
    userId: z.uuid(),
    profile: z
      .record(z.string(), z.unknown())
      .describe("The account row without the password hash; the screentime passcode only as screentimePasscodeSet."),
    devices: z.object({
      appDevices: rows("App installs and desktop companions."),
      deviceLocks: rows("Installation ids locked to the account."),
      protectedDevices: rows("DNS-protected devices, without their DNS tokens."),
      magicSessions: rows("Desktop-companion sessions, without token hashes."),
      approvalRequests: rows("New-device approval requests, without code hashes."),
      pushRegistrations: rows("Push registrations (platform, enabled), without the push token."),
    }),
    cooldowns: rows("Cooldown history."),
    allies: z.object({
      allies: rows("Allies invited, without the invitation hash."),
      sharedWithAllies: rows("Events stored for those allies (kind, the one value shared, when mailed)."),
      approvals: rows("Two-person-rule requests."),
      allyOf: rows("Relationships in which this account is the ally (the name the user chose)."),
      sharedWithMe: rows("Events those users shared with this account."),
    }),
    customDomains: rows("The account's own blocked domains."),
    submissions: rows("Domains proposed for the global blocklist."),
    curatedDomainSuggestions: rows("Web-content domains suggested for a country list."),
    mail: z.object({
      connections: rows("Connected mailboxes, without password or OAuth tokens."),
      pendingOauthFlows: rows("Started OAuth sign-ins, without the PKCE verifier."),
      hiddenMail: rows("Hidden mails of the last 24 hours (sender, subject, score)."),
      statistics: rows("Hidden mails per day and connection."),
    }),
    consentLog: rows("Art. 9 consent grants and revocations."),
    community: z.object({
      posts: rows("Community posts."),
      replies: rows("Replies."),
      likes: z.object({ posts: rows("Liked posts."), replies: rows("Liked replies.") }),
      reports: rows("Reports filed."),
    }),
    chat: z.object({
      roomMessages: rows("Room messages sent."),
      directMessagesSent: rows("Direct messages sent."),
      reactions: z.object({ room: rows("Reactions to room messages."), direct: rows("Reactions to direct messages.") }),
      roomMemberships: rows("Rooms joined."),
    }),
    follows: z.object({ following: rows("Accounts followed."), followers: rows("Accounts following.") }),
    notifications: rows("In-app notifications."),
    planGrants: rows("Why the account has its plan: trial, subscription, DiGA code, admin, founding."),
    sessions: rows("Sign-in sessions, without token hashes."),
    adminAccess: rows(
      "Admin actions on and reads of this account: at, adminUserId (the admin's account id), action, details.",
    ),
  })
  .describe("Everything protect-server stores about the caller (GDPR Art. 15 and 20).");

export type PersonalDataExport = z.infer<typeof exportSchema>;
