import { expect, it } from "vitest";
import { decodePart } from "../mail-imap/part-decoding.ts";
import type { MailHeader } from "../mail-imap/session.ts";
import { classifyContent, compileBrands, isBorderline } from "./classifier.ts";
import { contentOf, linkTarget } from "./mail-content.ts";
import type { SenderListing } from "./sender-policy.ts";
import { tokensOf } from "./vocabulary.ts";

const brands = compileBrands(["Tipico", "Mr Green", "bet-at-home"]);
const none = new Map<string, SenderListing>();
const mail = (overrides: Partial<MailHeader> & { text?: string; html?: string }): MailHeader => {
  const { text, html, ...rest } = overrides;
  return {
    uid: 1,
    fromAddress: "someone@firma.example",
    fromName: "Someone",
    subject: "Hallo",
    parts: [
      ...(text !== undefined ? [{ type: "text/plain" as const, text }] : []),
      ...(html !== undefined ? [{ type: "text/html" as const, text: html }] : []),
    ],
    headers: {},
    ...rest,
  };
};
const scoreOf = (header: MailHeader, listings = none) => classifyContent(contentOf(header), listings, brands).score;

it("a listed sender scores 100 with the list that listed it; only a global entry is kept as a domain", () => {
  const custom = new Map([["news.casino.example", { listedBy: "custom_domain" as const, globalEntry: null }]]);
  const result = classifyContent(contentOf(mail({ fromAddress: "a@news.casino.example" })), custom, brands);
  expect(result).toMatchObject({ score: 100, triggerSource: "custom_domain" });
  expect(result.reasons[0]).toBe("sender-listed-custom");
  expect(result.features.join(" ")).not.toContain("casino.example");
  const global = new Map([["news.tipico.com", { listedBy: "sender_blocklist" as const, globalEntry: "tipico.com" }]]);
  const listed = classifyContent(contentOf(mail({ fromAddress: "a@news.tipico.com" })), global, brands);
  expect(listed.features).toContain("domain:tipico.com");
  expect(listed.features.join(" ")).not.toContain("news.tipico.com");
});

it("German promotions the rules missed are hidden; news, help and self-exclusion mail about gambling is not", () => {
  for (const subject of [
    "Felix, dein 100 % Einzahlungsbonus bis 500 € wartet!",
    "200 Freispiele für dich – nur heute",
    "EuroJackpot: 120 Mio. € – Tippschein jetzt sichern",
  ]) {
    expect(
      scoreOf(
        mail({
          fromAddress: "promo@neutral-mailer.example",
          subject,
          text: `${subject}\nJetzt spielen und Bonus sichern. 18+`,
        }),
      ),
      subject,
    ).toBeGreaterThanOrEqual(50);
  }
  const news = mail({
    fromAddress: "newsletter@tagesblick.example",
    subject: "Glücksspielstaatsvertrag: Länder gehen gegen illegale Online-Casinos vor",
    text: "Laut der Glücksspielbehörde GGL werden Zahlungen an illegale Online-Casinos gesperrt. Kritiker halten das Verbot für schwer durchsetzbar.",
  });
  expect(scoreOf(news)).toBeLessThan(50);
  const exclusion = mail({
    fromAddress: "noreply@oasis.example",
    subject: "Ihre Spielersperre wurde eingetragen",
    text: "Ihre Selbstsperre gilt für Sportwetten, Online-Casinos und Spielhallen.",
  });
  expect(scoreOf(exclusion)).toBeLessThan(50);
  expect(scoreOf(mail({ subject: "Protokoll der Sitzung", text: "Anbei das Protokoll." }))).toBeLessThan(25);
});

it("the words only in the HTML part count: it is rendered, and its links lead through redirects to their targets", () => {
  const html =
    '<p>Nur heute: <b>150 Freispiele</b> und 200 % Bonus bis 300 €.</p><a href="https://click.esp.example/r?u=https%3A%2F%2Fwww.royalspins.example%2Fpromo">Bonus sichern</a>';
  const header = mail({ subject: "Dein Angebot", text: "Diese E-Mail enthält HTML.", html });
  const content = contentOf(header);
  expect(content.htmlOnly).toBe(true);
  expect(content.text).toContain("150 Freispiele");
  expect(content.links).toEqual([{ domain: "www.royalspins.example", redirected: true, text: "Bonus sichern" }]);
  const result = classifyContent(content, none, brands);
  expect(result.score).toBeGreaterThanOrEqual(50);
  expect(result.reasons.length).toBeGreaterThan(0);
});

it("link targets are found in plain, percent-encoded and base64url redirect URLs", () => {
  expect(linkTarget("https://shop.example/x")).toEqual({ domain: "shop.example", redirected: false });
  const inner = "https://casino.example/p";
  expect(linkTarget(`https://t.esp.example/l/${Buffer.from(inner).toString("base64url")}`)).toEqual({
    domain: "casino.example",
    redirected: true,
  });
  expect(linkTarget("mailto:a@b.example")).toBeUndefined();
});

it("parts decode from quoted-printable and base64 in ISO-8859-1, windows-1252 and UTF-8", () => {
  expect(
    decodePart(Buffer.from("Gr=FC=DFe =80 5=\r\n0"), { encoding: "quoted-printable", charset: "windows-1252" }),
  ).toBe("Grüße € 50");
  // Soft breaks after LF too, lower-case hex; a bad or cut escape stays as it is.
  expect(decodePart(Buffer.from("a=\nb=e4 =ZZ =4"), { encoding: "quoted-printable", charset: "iso-8859-1" })).toBe(
    "abä =ZZ =4",
  );
  expect(decodePart(Buffer.from("x="), { encoding: "quoted-printable", charset: "utf-8" })).toBe("x=");
  expect(
    decodePart(Buffer.from(Buffer.from("Spielhalle für", "latin1").toString("base64")), {
      encoding: "base64",
      charset: "ISO-8859-1",
    }),
  ).toBe("Spielhalle für");
  expect(decodePart(Buffer.from("Einzahlung 10 €"), { encoding: "8bit", charset: "utf-8" })).toBe("Einzahlung 10 €");
  expect(decodePart(Buffer.from("abc"), { encoding: "7bit", charset: "x-unknown" })).toBe("abc");
});

it("brands count as whole words, in any case", () => {
  const brand = classifyContent(contentOf(mail({ fromName: "MR GREEN Casino", subject: "Nur heute" })), none, brands);
  expect(brand.features).toContain("brand-sender");
  const notBrand = classifyContent(contentOf(mail({ fromName: "Tipicon GmbH" })), none, brands);
  expect(notBrand.features).not.toContain("brand-sender");
});

it("25 to 75 is borderline", () => {
  expect([24, 25, 75, 76].map(isBorderline)).toEqual([false, true, true, false]);
});

it("help mail that names gambling is read as help: abstinence, a help service as sender, shop words", () => {
  const features = (header: MailHeader) => classifyContent(contentOf(header), none, brands).features;
  const recovery = mail({
    fromAddress: "info@gamblers-anonymous-group.example.net",
    fromName: "Selbsthilfegruppe",
    subject: "Treffen am Donnerstag",
    text: "Seit 100 Tagen ohne Sportwetten! Die Gruppe erzählt, wie sie Casino-Seiten blockiert hat.",
  });
  expect(features(recovery)).toEqual(expect.arrayContaining(["abstinence-pattern", "sender-protective"]));
  expect(scoreOf(recovery)).toBeLessThan(50);
  // "ohne Einzahlung" is the no-deposit bonus, not abstinence.
  const promo = mail({
    subject: "50 Freispiele ohne Einzahlung – jetzt sichern",
    text: "Hol dir 50 Freispiele ohne Einzahlung.",
  });
  expect(features(promo)).not.toContain("abstinence-pattern");
  expect(scoreOf(promo)).toBeGreaterThanOrEqual(50);
  expect(features(mail({ subject: "Gratisversand für Mitglieder", text: "Dein Gutschein im Warenkorb" }))).toContain(
    "b:shop",
  );
});

it("tokens are the runs of letters, digits and + of any script, surrogate pairs and lone halves included", () => {
  // Pieces chosen to sit at the edges: ASCII, umlauts, Greek, CJK, digits of other scripts,
  // mathematical bold letters and an emoji (astral), lone surrogates, punctuation and spaces.
  const pieces = [
    "a",
    "Z",
    "9",
    "+",
    "-",
    " ",
    "\n",
    "ä",
    "ß",
    "é",
    "Σ",
    "ς",
    "中",
    "٣",
    "𝐂",
    "𝐚",
    "😀",
    "\ud800",
    "\udc00",
    "€",
    "_",
    "\u0301",
  ];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let round = 0; round < 500; round += 1) {
    const text = Array.from({ length: 1 + (next() % 40) }, () => pieces[next() % pieces.length]).join("");
    expect(tokensOf(text), JSON.stringify(text)).toEqual(text.match(/[\p{L}\p{N}+]+/gu) ?? []);
  }
});
