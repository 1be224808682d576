import { imapflowConnector } from "../mail-imap/imapflow-session.ts";
import type { ImapConnector } from "../mail-imap/session.ts";
import type { OAuthProviderSettings } from "../mail-oauth/providers.ts";
import type { MailLanguageModel } from "../mail-scan/language-model.ts";
import { type MailSenderPolicy, protectionCoreSenderPolicy } from "../mail-scan/sender-policy.ts";
import { type CredentialCipher, createCredentialCipher } from "./credential-cipher.ts";

/** Where hidden mail goes (created on first use): moved out of the inbox, never deleted. */
export const DEFAULT_HIDDEN_FOLDER = "Glücksspiel-Schutz";

/** Mail protection's IO and settings, built once per app from options (server.ts passes config). */
export interface MailRuntime {
  imap: ImapConnector;
  senderPolicy: MailSenderPolicy;
  /** Borderline scores go here when configured; otherwise the rule score stands. */
  languageModel: MailLanguageModel | undefined;
  cipher: CredentialCipher;
  hiddenFolder: string;
  /**
   * Hosts a user may connect without TLS and even when they are loopback or private addresses:
   * empty in production; tests list their loopback Dovecot.
   */
  plainImapHosts: readonly string[];
  oauthProviders: readonly OAuthProviderSettings[];
  /** Where the OAuth provider sends the browser back (the app's deep link or web page). */
  oauthRedirectUri: string;
  /** Minutes between scheduled scans of a connection that the IDLE daemon does not watch. */
  scanIntervalMinutes: number;
}

export interface MailOptions {
  imap?: ImapConnector;
  senderPolicy?: MailSenderPolicy;
  languageModel?: MailLanguageModel;
  hiddenFolder?: string;
  plainImapHosts?: readonly string[];
  oauthProviders?: readonly OAuthProviderSettings[];
  oauthRedirectUri?: string;
  scanIntervalMinutes?: number;
  /** Keys of earlier rotations of secrets.tokenEncryptionKey, still accepted for decryption. */
  previousEncryptionKeys?: readonly string[];
}

export function createMailRuntime(encryptionKey: string, options: MailOptions = {}): MailRuntime {
  return {
    imap: options.imap ?? imapflowConnector(),
    senderPolicy: options.senderPolicy ?? protectionCoreSenderPolicy,
    languageModel: options.languageModel,
    cipher: createCredentialCipher({ currentKey: encryptionKey, previousKeys: options.previousEncryptionKeys ?? [] }),
    hiddenFolder: options.hiddenFolder ?? DEFAULT_HIDDEN_FOLDER,
    plainImapHosts: options.plainImapHosts ?? [],
    oauthProviders: options.oauthProviders ?? [],
    oauthRedirectUri: options.oauthRedirectUri ?? "protect://mail/oauth/callback",
    scanIntervalMinutes: options.scanIntervalMinutes ?? 15,
  };
}
