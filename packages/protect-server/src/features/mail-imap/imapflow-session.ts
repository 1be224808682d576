import type { LookupFunction } from "node:net";
import { ImapFlow } from "imapflow";
import { bulkHeadersAfter } from "./bulk-fetch.ts";
import { headerFields } from "./header-fields.ts";
import { decodePart } from "./part-decoding.ts";
import {
  type ImapConnector,
  ImapLoginError,
  MARKETING_HEADERS,
  type MailboxSession,
  type MailHeader,
  PART_CAP_BYTES,
} from "./session.ts";
import { byPartLayout, type TextPartRef, textPartsOf } from "./text-parts.ts";
import { uidRanges } from "./uid-ranges.ts";

const CONNECT_TIMEOUT_MS = 20_000;
const AUTO_IDLE_DELAY_MS = 1_000;
const MOVE_BATCH = 1_000;
/**
 * New messages from which a scan reads them over a connection of its own (bulk-fetch.ts): a first
 * scan of a full INBOX, not the few messages the IDLE daemon finds at a time.
 */
export const BULK_FETCH_MIN = 200;

/**
 * The real IMAP connector: imapflow, IDLE started automatically whenever the connection is quiet.
 * `lookup` resolves host names for the connection (plain and TLS alike): the mail runtime passes one
 * that refuses addresses outside the public internet for hosts users gave (server-side request
 * forgery into the operator's network); IP literals are not looked up, the endpoint rule refuses them.
 */
export function imapflowConnector(
  options: {
    connectTimeoutMs?: number;
    autoIdleDelayMs?: number;
    lookup?: LookupFunction;
    /** New messages from which headersAfter uses the bulk fetch (default BULK_FETCH_MIN; Infinity: never). */
    bulkFetchMin?: number;
  } = {},
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
      const uidValidity = Number(mailbox.uidValidity);
      const timeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
      return sessionOf(client, uidValidity, options.bulkFetchMin ?? BULK_FETCH_MIN, (afterUid, onBatch) =>
        bulkHeadersAfter(login, uidValidity, afterUid, { lookup: options.lookup, timeoutMs, onBatch }),
      );
    },
  };
}

function sessionOf(
  client: ImapFlow,
  uidValidity: number,
  bulkFetchMin: number,
  bulk: (afterUid: number, onBatch?: (batch: MailHeader[]) => void) => Promise<MailHeader[]>,
): MailboxSession {
  const existingFolders = new Set<string>();
  return {
    uidValidity,
    async headersAfter(afterUid, onBatch) {
      // Many new messages (UIDNEXT as of opening INBOX tells): over the bulk connection. Should it
      // not serve (a server that allows one connection, a login it cannot send), imapflow reads them.
      const uidNext = Number(client.mailbox ? client.mailbox.uidNext : 0);
      if (uidNext - 1 - afterUid >= bulkFetchMin) {
        // Once a batch went to onBatch, a failure is the scan's: reading again would hand it twice.
        let delivered = false;
        try {
          return await bulk(
            afterUid,
            onBatch &&
              ((batch) => {
                delivered = true;
                onBatch(batch);
              }),
          );
        } catch (error) {
          if (delivered) throw error;
          // read below, over this session
        }
      }
      // Round 1: envelope, structure and the marketing headers of every new message.
      const found: { header: MailHeader; parts: TextPartRef[] }[] = [];
      for await (const message of client.fetch(
        `${afterUid + 1}:*`,
        { uid: true, envelope: true, bodyStructure: true, headers: [...MARKETING_HEADERS] },
        { uid: true },
      )) {
        // `n:*` always matches the newest message, even when its UID is below n.
        if (message.uid <= afterUid) continue;
        const from = message.envelope?.from?.[0];
        found.push({
          header: {
            uid: message.uid,
            fromAddress: (from?.address ?? "").toLowerCase(),
            fromName: from?.name ?? "",
            subject: message.envelope?.subject ?? "",
            parts: [],
            headers: headerFields(message.headers),
          },
          parts: textPartsOf(message.bodyStructure),
        });
      }
      // Round 2: only the text parts, capped, one FETCH per part layout (most mail shares a few).
      // One command at a time: imapflow serialises commands on the connection anyway.
      for (const entries of byPartLayout(found).values()) {
        const byUid = new Map(entries.map((entry) => [entry.header.uid, entry]));
        const first = entries[0]?.parts ?? [];
        const bodyParts = first.map((part) => ({ key: part.key, maxLength: PART_CAP_BYTES[part.type] }));
        for await (const message of client.fetch(
          entries.map((entry) => entry.header.uid).join(","),
          { uid: true, bodyParts },
          { uid: true },
        )) {
          const entry = byUid.get(message.uid);
          if (!entry) continue;
          entry.header.parts = entry.parts.flatMap((part) => {
            const raw = message.bodyParts?.get(part.key);
            return raw ? [{ type: part.type, text: decodePart(raw, part) }] : [];
          });
        }
      }
      return found.map((entry) => entry.header).sort((a, b) => a.uid - b.uid);
    },
    async moveToFolder(uids, folder) {
      if (uids.length === 0) return new Map();
      if (!existingFolders.has(folder)) {
        const listed = await client.list();
        if (!listed.some((entry) => entry.path === folder)) await client.mailboxCreate(folder);
        existingFolders.add(folder);
      }
      // UID MOVE in batches of compact ranges ("3:9,12"): one command per 1,000 messages.
      const map = new Map<number, number>();
      const sorted = [...uids].sort((a, b) => a - b);
      for (let i = 0; i < sorted.length; i += MOVE_BATCH) {
        const moved = await client.messageMove(uidRanges(sorted.slice(i, i + MOVE_BATCH)), folder, { uid: true });
        for (const [from, to] of moved ? (moved.uidMap ?? []) : []) map.set(from, to);
      }
      return map;
    },
    async moveToInbox(folder, uid) {
      const listed = await client.list();
      if (!listed.some((entry) => entry.path === folder)) return null;
      await client.mailboxOpen(folder);
      try {
        const moved = await client.messageMove(String(uid), "INBOX", { uid: true });
        return moved ? (moved.uidMap?.get(uid) ?? null) : null;
      } finally {
        await client.mailboxOpen("INBOX");
      }
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
