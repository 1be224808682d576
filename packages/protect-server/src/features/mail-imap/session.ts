/**
 * The IMAP edge of mail protection: what scanning, connecting and the IDLE daemon need from a
 * mailbox, as a small interface. imapflow-session.ts is the real one (tests run it against Dovecot);
 * memory-session.ts serves rule tests that need no server.
 */
export interface ImapLogin {
  host: string;
  port: number;
  /** Implicit TLS. */
  tls: boolean;
  user: string;
  /** An app password, or an OAuth 2.0 access token (SASL XOAUTH2). */
  secret: { kind: "password"; password: string } | { kind: "oauth2"; accessToken: string };
}

export interface MailHeader {
  uid: number;
  /** The sender's address, lower-cased ("" when the message has none). */
  fromAddress: string;
  fromName: string;
  subject: string;
  /** The start of the first body part (at most SNIPPET_BYTES), for content features. */
  snippet: string;
}

export const SNIPPET_BYTES = 2048;

export interface MailboxSession {
  /** UIDVALIDITY of INBOX. */
  readonly uidValidity: number;
  /** Headers of INBOX messages with a UID above `afterUid`, oldest first. */
  headersAfter(afterUid: number): Promise<MailHeader[]>;
  /** Moves INBOX messages to `folder`, creating the folder first when it is missing. */
  moveToFolder(uids: readonly number[], folder: string): Promise<void>;
  /** Calls back whenever INBOX gains messages (IMAP IDLE); returns the unsubscribe function. */
  onNewMail(listener: () => void): () => void;
  /** Calls back once when the connection is lost or closed. */
  onClose(listener: (error?: Error) => void): void;
  /** A cheap round trip (NOOP): fails when the connection is gone. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ImapConnector {
  /** Logs in and opens INBOX; rejects with ImapLoginError when the server refuses the login. */
  open(login: ImapLogin): Promise<MailboxSession>;
}

/** The server refused the credentials (as opposed to the server being unreachable). */
export class ImapLoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImapLoginError";
  }
}
