import { describe, expect, it } from "vitest";
import { structureOf } from "./bulk-fetch.ts";
import {
  ImapProtocolError,
  type ImapResponse,
  MAX_RESPONSE_BYTES,
  parseResponse,
  ResponseReader,
  ResponseSplitter,
} from "./imap-response.ts";
import { textPartsOf } from "./text-parts.ts";

const STREAM = Buffer.from(
  [
    "* OK [CAPABILITY IMAP4rev1 SASL-IR AUTH=PLAIN] ready\r\n",
    '* 1 FETCH (UID 7 ENVELOPE ("Mon, 1 Jan 2026 10:00:00 +0000" "=?utf-8?Q?Gr=C3=BC=C3=9Fe?=" (("Casino \\"Royal\\"" NIL "promo" "casino.example")) NIL NIL NIL NIL NIL NIL "<a@b>") ',
    'BODYSTRUCTURE (("text" "plain" ("charset" "iso-8859-1") NIL NIL "quoted-printable" 12 1 NIL NIL NIL NIL)("text" "html" ("charset" "utf-8") NIL NIL "base64" 40 1 NIL ("inline" NIL) NIL NIL) "alternative" ("boundary" "x") NIL NIL NIL) ',
    "BODY[HEADER.FIELDS (LIST-ID X-MAILER)] {24}\r\nList-ID: <news.casino>\r\n)\r\n",
    "* 2 FETCH (UID 8 BODY[1]<0> {5}\r\nab\r\nc BODY[2]<0> NIL)\r\n",
    "* 3 EXPUNGE\r\n",
    "+ \r\n",
    "B1 OK [READ-ONLY] done\r\n",
  ].join(""),
);

function drain(splitter: ResponseSplitter): Buffer[] {
  const out: Buffer[] = [];
  for (let next = splitter.next(); next; next = splitter.next()) out.push(Buffer.from(next));
  return out;
}

describe("ResponseSplitter", () => {
  it("cuts the same responses whatever the chunks, a literal's length and bytes split anywhere", () => {
    const whole = new ResponseSplitter();
    whole.push(STREAM);
    const expected = drain(whole).map((b) => b.toString("latin1"));
    expect(expected).toHaveLength(6);
    expect(expected[2]).toBe("* 2 FETCH (UID 8 BODY[1]<0> {5}\r\nab\r\nc BODY[2]<0> NIL)");
    for (let size = 1; size <= 17; size += 1) {
      const split = new ResponseSplitter();
      const got: string[] = [];
      for (let at = 0; at < STREAM.length; at += size) {
        split.push(STREAM.subarray(at, at + size));
        got.push(...drain(split).map((b) => b.toString("latin1")));
      }
      expect(got, `chunks of ${size}`).toEqual(expected);
    }
  });

  it("refuses a response larger than the limit instead of buffering it", () => {
    const splitter = new ResponseSplitter();
    splitter.push(Buffer.from(`* 1 FETCH (BODY[1] {${MAX_RESPONSE_BYTES + 1}}\r\n`));
    expect(() => splitter.next()).toThrow(ImapProtocolError);
    const endless = new ResponseSplitter();
    const block = Buffer.alloc(1024 * 1024, 0x61);
    expect(() => {
      for (let i = 0; i < 20; i += 1) {
        endless.push(block);
        endless.next();
      }
    }).toThrow(ImapProtocolError);
  });
});

describe("parseResponse", () => {
  const responses = (() => {
    const splitter = new ResponseSplitter();
    splitter.push(STREAM);
    return drain(splitter).map(parseResponse);
  })();

  it("reads greetings, FETCH items, literals, NIL, escapes and status responses", () => {
    expect(responses[0]).toEqual({
      kind: "untagged",
      name: "OK",
      text: "[CAPABILITY IMAP4rev1 SASL-IR AUTH=PLAIN] ready",
    });
    const fetch = responses[1] as ImapResponse & { kind: "fetch" };
    expect(fetch.kind).toBe("fetch");
    expect(fetch.items.get("UID")).toBe("7");
    const envelope = fetch.items.get("ENVELOPE") as unknown[];
    expect(envelope[1]).toBe("=?utf-8?Q?Gr=C3=BC=C3=9Fe?=");
    expect(envelope[2]).toEqual([['Casino "Royal"', null, "promo", "casino.example"]]);
    expect(String(fetch.items.get("BODY[HEADER.FIELDS (LIST-ID X-MAILER)]"))).toBe("List-ID: <news.casino>\r\n");
    const parts = responses[2] as ImapResponse & { kind: "fetch" };
    expect(String(parts.items.get("BODY[1]<0>"))).toBe("ab\r\nc");
    expect(parts.items.get("BODY[2]<0>")).toBeNull();
    expect(responses[3]).toEqual({ kind: "untagged", name: "EXPUNGE", text: "3" });
    expect(responses[4]).toEqual({ kind: "continuation", text: "" });
    expect(responses[5]).toEqual({ kind: "tagged", tag: "B1", status: "OK", text: "[READ-ONLY] done" });
  });

  it("numbers a BODYSTRUCTURE's parts as imapflow does and finds the parts a reader sees", () => {
    const fetch = responses[1] as ImapResponse & { kind: "fetch" };
    expect(textPartsOf(structureOf(fetch.items.get("BODYSTRUCTURE") ?? null))).toEqual([
      { key: "1", type: "text/plain", encoding: "quoted-printable", charset: "iso-8859-1" },
      { key: "2", type: "text/html", encoding: "base64", charset: "utf-8" },
    ]);
    const single = new ResponseReader(
      Buffer.from('("TEXT" "HTML" ("CHARSET" "windows-1252") NIL NIL "7BIT" 10 1 NIL NIL NIL)'),
    ).value();
    expect(textPartsOf(structureOf(single))).toEqual([
      { key: "1", type: "text/html", encoding: "7bit", charset: "windows-1252" },
    ]);
    const attachment = new ResponseReader(
      Buffer.from('(("text" "plain" NIL NIL NIL "7bit" 1 1 NIL ("attachment" ("filename" "a.txt")) NIL NIL) "mixed")'),
    ).value();
    expect(textPartsOf(structureOf(attachment))).toEqual([]);
  });

  it("answers malformed input with ImapProtocolError only: cut, unbalanced, too deep, random bytes", () => {
    const bad = [
      "* 1 FETCH (UID 1",
      '* 1 FETCH (UID "open)',
      "* 1 FETCH (BODY[1 {3}\r\nabc)",
      "* 1 FETCH (BODY[1] {9}\r\nabc)",
      "* 1 FETCH UID 1",
      "* 1 FETCH (UID)",
      `* 1 FETCH (X ${"(".repeat(100)}${")".repeat(100)})`,
      "",
    ];
    for (const input of bad)
      expect(() => parseResponse(Buffer.from(input)), JSON.stringify(input)).toThrow(ImapProtocolError);
    expect(() => structureOf("text")).toThrow(ImapProtocolError);
    // Random bytes (seeded): parsing ends, and anything it throws is the protocol error.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const alphabet = Buffer.from('* 1FETCH()"\\{}[]<>~+ \r\nNILabc0');
    for (let round = 0; round < 3000; round += 1) {
      const bytes = Buffer.from(
        Array.from({ length: random() % 60 }, () => alphabet[random() % alphabet.length] as number),
      );
      try {
        const splitter = new ResponseSplitter();
        splitter.push(Buffer.concat([Buffer.from("* 1 FETCH "), bytes, Buffer.from("\r\n")]));
        for (let next = splitter.next(); next; next = splitter.next()) parseResponse(next);
      } catch (error) {
        expect(error, bytes.toString("latin1")).toBeInstanceOf(ImapProtocolError);
      }
    }
  });
});
