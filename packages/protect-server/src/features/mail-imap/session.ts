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

/** A text body part, decoded (transfer encoding and charset), cut at its cap. */
export interface MailTextPart {
  type: "text/plain" | "text/html";
  text: string;
}

export interface MailHeader {
  uid: number;
  /** The sender's address, lower-cased ("" when the message has none). */
  fromAddress: string;
  fromName: string;
  subject: string;
  /** The text/plain and text/html parts a reader sees (attachments left out), in message order. */
  parts: MailTextPart[];
  /** Marketing headers, names lower-cased: list-unsubscribe, list-id, precedence, x-mailer, feedback-id, … */
  headers: Record<string, string>;
}

/** The most bytes fetched of one text/plain part and of one text/html part. */
export const PART_CAP_BYTES = { "text/plain": 16_384, "text/html": 65_536 } as const;

/** The headers fetched beside the envelope: the marks of bulk and ESP mail. */
export const MARKETING_HEADERS = [
  "list-unsubscribe",
  "list-id",
  "precedence",
  "x-mailer",
  "feedback-id",
  "x-campaign",
  "x-mailgun-tag",
  "x-sg-eid",
  "x-mc-user",
  "x-csa-complaints",
] as const;

export interface MailboxSession {
  /** UIDVALIDITY of INBOX. */
  readonly uidValidity: number;
  /**
   * Headers of INBOX messages with a UID above `afterUid`, oldest first. `onBatch` may be handed
   * messages early, each at most once, in batches as they arrive (a bulk fetch), so the caller can
   * work on the first while the rest are still read; the answer holds them all.
   */
  headersAfter(afterUid: number, onBatch?: (batch: MailHeader[]) => void): Promise<MailHeader[]>;
  /**
   * Moves INBOX messages to `folder` (one UID MOVE for the batch), creating the folder first when
   * it is missing; answers each moved UID's UID in the folder when the server tells (UIDPLUS).
   */
  moveToFolder(uids: readonly number[], folder: string): Promise<Map<number, number>>;
  /** Moves one message of `folder` back to INBOX; answers its new INBOX UID, or null when it is gone. */
  moveToInbox(folder: string, uid: number): Promise<number | null>;
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
