import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCorpus, rfc822Of } from "../../../scripts/mail-corpus/corpus.ts";
import { startDovecot, type TestDovecot } from "../../../test/dovecot.ts";
import { imapAs } from "../../../test/mail-fixture.ts";
import { BulkFetchUnavailable, bulkHeadersAfter } from "./bulk-fetch.ts";
import { ImapProtocolError } from "./imap-response.ts";
import { imapflowConnector } from "./imapflow-session.ts";
import { type ImapLogin, ImapLoginError, type MailHeader } from "./session.ts";

const mailbox = { user: "bulk@mail.example.test", password: "bulk-app-password" };
let dovecot: TestDovecot;
let login: ImapLogin;
/** The labelled corpus (HTML, multipart, charsets, encodings) delivered once. */
const corpus = loadCorpus();

beforeAll(async () => {
  dovecot = await startDovecot({ users: [mailbox] });
  login = {
    host: dovecot.host,
    port: dovecot.port,
    tls: false,
    user: mailbox.user,
    secret: { kind: "password", password: mailbox.password },
  };
  const client = await imapAs(dovecot, mailbox);
  for (const [index, message] of corpus.entries()) await client.append("INBOX", rfc822Of(message, index));
  await client.logout();
});
afterAll(async () => {
  await dovecot?.close();
});

describe("bulk fetch against Dovecot", () => {
  it("reads every message as the imapflow session does, each handed over once as its range is in", async () => {
    const session = await imapflowConnector({ bulkFetchMin: Number.POSITIVE_INFINITY }).open(login);
    try {
      const viaImapflow = await session.headersAfter(0);
      expect(viaImapflow).toHaveLength(corpus.length);
      const handed: MailHeader[][] = [];
      const bulk = await bulkHeadersAfter(login, session.uidValidity, 0, {
        timeoutMs: 10_000,
        onBatch: (batch) => handed.push(batch),
      });
      expect(bulk).toEqual(viaImapflow);
      expect(handed.length).toBeGreaterThan(1);
      const uids = handed.flat().map((header) => header.uid);
      expect(new Set(uids).size).toBe(uids.length);
      expect(uids.sort((a, b) => a - b)).toEqual(bulk.map((header) => header.uid));
      // HTML, charsets and encodings came through decoded: the corpus' HTML-only promotions have text.
      expect(bulk.filter((header) => header.parts.some((part) => part.type === "text/html")).length).toBeGreaterThan(0);
      expect(bulk.every((header) => header.parts.every((part) => !part.text.includes("=3D")))).toBe(true);

      const after = await bulkHeadersAfter(login, session.uidValidity, 1_000, { timeoutMs: 10_000 });
      expect(after.map((header) => header.uid)).toEqual(viaImapflow.filter((h) => h.uid > 1_000).map((h) => h.uid));
      // Past the newest UID: `n:*` still names the newest message, which is left out.
      expect(await bulkHeadersAfter(login, session.uidValidity, corpus.length + 5, { timeoutMs: 10_000 })).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("the session reads a large backlog over the bulk connection and a few new messages over imapflow, the same way", async () => {
    const viaBulk = await imapflowConnector({ bulkFetchMin: 1 }).open(login);
    const viaImapflow = await imapflowConnector({ bulkFetchMin: Number.POSITIVE_INFINITY }).open(login);
    try {
      const handed: number[] = [];
      const headers = await viaBulk.headersAfter(corpus.length - 300, (batch) =>
        handed.push(...batch.map((h) => h.uid)),
      );
      expect(handed.sort((a, b) => a - b)).toEqual(headers.map((header) => header.uid));
      expect(headers).toEqual(await viaImapflow.headersAfter(corpus.length - 300));
    } finally {
      await viaBulk.close();
      await viaImapflow.close();
    }
  });

  it("a refused login is ImapLoginError; a mailbox whose UIDVALIDITY changed is BulkFetchUnavailable", async () => {
    await expect(
      bulkHeadersAfter({ ...login, secret: { kind: "password", password: "wrong" } }, 1, 0, { timeoutMs: 10_000 }),
    ).rejects.toBeInstanceOf(ImapLoginError);
    await expect(bulkHeadersAfter(login, 12_345, 0, { timeoutMs: 10_000 })).rejects.toBeInstanceOf(
      BulkFetchUnavailable,
    );
  });
});

/** A server on loopback that greets, accepts any login and EXAMINE, then answers FETCH as `onFetch` says. */
async function fakeServer(onFetch: (socket: Socket, tag: string) => void): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.on("error", () => undefined);
    socket.write("* OK [CAPABILITY IMAP4rev1 SASL-IR AUTH=PLAIN] fake\r\n");
    let buffered = "";
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      for (let end = buffered.indexOf("\r\n"); end >= 0; end = buffered.indexOf("\r\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const [tag, command] = line.split(" ");
        if (command === "AUTHENTICATE") socket.write(`${tag} OK logged in\r\n`);
        else if (command === "EXAMINE")
          socket.write(`* OK [UIDVALIDITY 7] ok\r\n* OK [UIDNEXT 3] ok\r\n${tag} OK done\r\n`);
        else if (command === "UID") onFetch(socket, tag ?? "");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { server, port: typeof address === "object" && address ? address.port : 0 };
}

describe("bulk fetch against a misbehaving server", () => {
  const cases: [string, (socket: Socket, tag: string) => void, new (...args: never[]) => Error][] = [
    ["garbage instead of FETCH responses", (socket) => socket.write('* 1 FETCH (UID "unclosed\r\n'), ImapProtocolError],
    [
      "a literal longer than the limit",
      (socket) => socket.write("* 1 FETCH (UID 1 BODY[1] {999999999}\r\n"),
      ImapProtocolError,
    ],
    ["the connection dropped mid-fetch", (socket) => socket.end("* 1 FETCH (UID 1 ENVELOPE (NIL"), Error],
    ["a NO to the FETCH", (socket, tag) => socket.write(`${tag} NO [SERVERBUG] broken\r\n`), Error],
  ];
  for (const [name, onFetch, kind] of cases) {
    it(`${name}: the fetch rejects with a clear error, nothing hangs or crashes`, async () => {
      const { server, port } = await fakeServer(onFetch);
      try {
        const fake = { ...login, host: "127.0.0.1", port };
        await expect(bulkHeadersAfter(fake, 7, 0, { timeoutMs: 10_000 })).rejects.toBeInstanceOf(kind);
      } finally {
        server.close();
      }
    });
  }

  it("a server that goes quiet times out", async () => {
    const { server, port } = await fakeServer(() => undefined);
    try {
      await expect(bulkHeadersAfter({ ...login, port }, 7, 0, { timeoutMs: 300 })).rejects.toThrow(/did not answer/);
    } finally {
      server.close();
    }
  });
});
