import type { LookupFunction } from "node:net";
import { ImapFlow } from "imapflow";
import { type ImapConnector, ImapLoginError, type MailboxSession, type MailHeader, SNIPPET_BYTES } from "./session.ts";

const CONNECT_TIMEOUT_MS = 20_000;
const AUTO_IDLE_DELAY_MS = 1_000;

/**
 * The real IMAP connector: imapflow, IDLE started automatically whenever the connection is quiet.
 * `lookup` resolves host names for the connection (plain and TLS alike): the mail runtime passes one
 * that refuses addresses outside the public internet for hosts users gave (server-side request
 * forgery into the operator's network); IP literals are not looked up, the endpoint rule refuses them.
 */
export function imapflowConnector(
  options: { connectTimeoutMs?: number; autoIdleDelayMs?: number; lookup?: LookupFunction } = {},
): ImapConnector {
  return {
    async open(login) {
      const client = new ImapFlow({
        host: login.host,
        port: login.port,
        secure: login.tls,
        auth:
          login.secret.kind === "password"
            ? { user: login.user, pass: login.secret.password }
            : { user: login.user, accessToken: login.secret.accessToken },
        logger: false,
        connectionTimeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
        greetingTimeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
        // IDLE starts after this much quiet (imapflow's default is 15 s); mail that arrives before
        // is reported when IDLE starts, so a short delay only makes the daemon react sooner.
        autoIdleDelay: options.autoIdleDelayMs ?? AUTO_IDLE_DELAY_MS,
        // Plain IMAP is only used towards hosts the config allows it for (loopback test servers).
        doSTARTTLS: login.tls ? undefined : false,
        ...(options.lookup ? { tls: { lookup: options.lookup } } : {}),
      });
      // Errors surface through connect() or the close listener; an unhandled 'error' would crash.
      client.on("error", () => undefined);
      try {
        await client.connect();
      } catch (error) {
        client.close();
        if ((error as { authenticationFailed?: boolean }).authenticationFailed) {
          throw new ImapLoginError(`The IMAP server refused the login of "${login.user}"`);
        }
        throw error;
      }
      const mailbox = await client.mailboxOpen("INBOX");
      return sessionOf(client, Number(mailbox.uidValidity));
    },
  };
}

function sessionOf(client: ImapFlow, uidValidity: number): MailboxSession {
  const existingFolders = new Set<string>();
  return {
    uidValidity,
    async headersAfter(afterUid) {
      const headers: MailHeader[] = [];
      for await (const message of client.fetch(
        `${afterUid + 1}:*`,
        { uid: true, envelope: true, bodyParts: [{ key: "1", maxLength: SNIPPET_BYTES }] },
        { uid: true },
      )) {
        // `n:*` always matches the newest message, even when its UID is below n.
        if (message.uid <= afterUid) continue;
        const from = message.envelope?.from?.[0];
        headers.push({
          uid: message.uid,
          fromAddress: (from?.address ?? "").toLowerCase(),
          fromName: from?.name ?? "",
          subject: message.envelope?.subject ?? "",
          snippet: message.bodyParts?.get("1")?.toString("utf8") ?? "",
        });
      }
      return headers.sort((a, b) => a.uid - b.uid);
    },
    async moveToFolder(uids, folder) {
      if (uids.length === 0) return;
      if (!existingFolders.has(folder)) {
        const listed = await client.list();
        if (!listed.some((entry) => entry.path === folder)) await client.mailboxCreate(folder);
        existingFolders.add(folder);
      }
      await client.messageMove(uids.join(","), folder, { uid: true });
    },
    onNewMail(listener) {
      const onExists = (event: { count: number; prevCount: number }) => {
        if (event.count > event.prevCount) listener();
      };
      client.on("exists", onExists);
      return () => client.off("exists", onExists);
    },
    onClose(listener) {
      client.once("close", () => listener());
    },
    async ping() {
      await client.noop();
    },
    async close() {
      try {
        await client.logout();
      } catch {
        client.close();
      }
    },
  };
}

export { ImapLoginError };
