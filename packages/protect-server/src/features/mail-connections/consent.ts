/**
 * The version of the Art. 9 consent text the app shows before a mailbox is connected. Changing the
 * text means changing this value: every connection whose consent_version differs is then pending
 * consent again (GET /api/mail-connections/pending-consent) and is skipped by scans until the user
 * consents anew.
 */
export const MAIL_CONSENT_VERSION = "art9-mail-v1-2026-05-13";

/** Whether a connection's recorded consent is the current one. */
export function hasCurrentConsent(row: { consentAt: Date | null; consentVersion: string | null }): boolean {
  return row.consentAt !== null && row.consentVersion === MAIL_CONSENT_VERSION;
}
