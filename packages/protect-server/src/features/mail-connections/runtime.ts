import { lookup as dnsLookup } from "node:dns";
import type { LookupFunction } from "node:net";
import { publicOnlyLookup } from "../../platform/public-address.ts";
import { imapflowConnector } from "../mail-imap/imapflow-session.ts";
import type { ImapConnector } from "../mail-imap/session.ts";
import type { OAuthProviderSettings } from "../mail-oauth/providers.ts";
import type { MailLanguageModel } from "../mail-scan/language-model.ts";
import { type MailSenderPolicy, protectionCoreSenderPolicy } from "../mail-scan/sender-policy.ts";
import { type CredentialCipher, createCredentialCipher } from "./credential-cipher.ts";
import type { OperatorImapHosts } from "./endpoint.ts";

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
   * The operator's own IMAP servers a user may name (MAIL_PLAIN_IMAP_HOSTS, MAIL_PRIVATE_IMAP_HOSTS):
   * plain ones are reached without TLS, private ones with TLS; both may be loopback or private
   * addresses. Empty by default; tests list their loopback Dovecot as plain.
   */
  operatorImapHosts: OperatorImapHosts;
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
  privateImapHosts?: readonly string[];
  oauthProviders?: readonly OAuthProviderSettings[];
  oauthRedirectUri?: string;
  scanIntervalMinutes?: number;
  /** Keys of earlier rotations of secrets.tokenEncryptionKey, still accepted for decryption. */
  previousEncryptionKeys?: readonly string[];
}

/**
 * Host-name resolution for IMAP connections: the hosts the operator configured (plain and private
 * IMAP hosts, the OAuth providers' IMAP hosts) resolve as usual; any other name must resolve to public addresses
 * only, so a user-given host cannot point the server into the operator's network.
 */
export function imapHostLookup(trustedHosts: Iterable<string>, resolve?: LookupFunction): LookupFunction {
  const trusted = new Set([...trustedHosts].map((host) => host.toLowerCase()));
  const system = resolve ?? (dnsLookup as LookupFunction);
  const publicOnly = publicOnlyLookup({ allowPrivateNetworks: false, ...(resolve ? { resolve } : {}) });
  return (hostname, lookupOptions, callback) =>
    (trusted.has(hostname.toLowerCase()) ? system : publicOnly)(hostname, lookupOptions, callback);
}

export function createMailRuntime(encryptionKey: string, options: MailOptions = {}): MailRuntime {
  const operatorImapHosts = { plain: options.plainImapHosts ?? [], private: options.privateImapHosts ?? [] };
  const trustedHosts = [
    ...operatorImapHosts.plain,
    ...operatorImapHosts.private,
    ...(options.oauthProviders ?? []).map((provider) => provider.imapHost),
  ];
  return {
    imap: options.imap ?? imapflowConnector({ lookup: imapHostLookup(trustedHosts) }),
    senderPolicy: options.senderPolicy ?? protectionCoreSenderPolicy,
    languageModel: options.languageModel,
    cipher: createCredentialCipher({ currentKey: encryptionKey, previousKeys: options.previousEncryptionKeys ?? [] }),
    hiddenFolder: options.hiddenFolder ?? DEFAULT_HIDDEN_FOLDER,
    operatorImapHosts,
    oauthProviders: options.oauthProviders ?? [],
    oauthRedirectUri: options.oauthRedirectUri ?? "protect://mail/oauth/callback",
    scanIntervalMinutes: options.scanIntervalMinutes ?? 15,
  };
}

declare module "../../platform/app-context.ts" {
  interface AppContext {
    /** Mail protection's IMAP connector, sender policy, cipher and settings. */
    mail: MailRuntime;
  }
}
