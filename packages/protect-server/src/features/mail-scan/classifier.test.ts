import { expect, it } from "vitest";
import type { MailHeader } from "../mail-imap/session.ts";
import { classifyByRules, compileBrands, isBorderline } from "./classifier.ts";

const brands = compileBrands(["Tipico", "Mr Green", "bet-at-home"]);
const none = new Map<string, "sender_blocklist" | "custom_domain">();
const mail = (overrides: Partial<MailHeader>): MailHeader => ({
  uid: 1,
  fromAddress: "someone@firma.example",
  fromName: "Someone",
  subject: "Hallo",
  snippet: "",
  ...overrides,
});

it("a listed sender domain scores 100 with the list that listed it", () => {
  const listed = new Map([["news.casino.example", "custom_domain" as const]]);
  expect(classifyByRules(mail({ fromAddress: "a@news.casino.example" }), listed, brands)).toMatchObject({
    score: 100,
    triggerSource: "custom_domain",
  });
});

it("brands count as whole words, in any case: sender name 80, subject 30", () => {
  expect(classifyByRules(mail({ fromName: "MR GREEN Casino" }), none, brands)).toMatchObject({
    score: 80,
    triggerSource: "brand",
  });
  expect(classifyByRules(mail({ fromName: "bet-at-home.com" }), none, brands).features).toContain("brand:bet-at-home");
  expect(classifyByRules(mail({ subject: "Neu bei Tipico" }), none, brands)).toMatchObject({ score: 30 });
  expect(classifyByRules(mail({ fromName: "Tipicon GmbH" }), none, brands).score).toBe(0);
});

it("German and English vocabulary: full weight in the subject, half in the body, capped at 100", () => {
  expect(classifyByRules(mail({ subject: "50 Freispiele" }), none, brands)).toMatchObject({
    score: 30,
    triggerSource: "content",
    features: ["keyword:freispiele"],
  });
  expect(classifyByRules(mail({ snippet: "Claim your free spins" }), none, brands).score).toBe(15);
  const heavy = mail({ subject: "Casino Jackpot: Freispiele, Sportwetten und Einzahlungsbonus" });
  expect(classifyByRules(heavy, none, brands).score).toBe(100);
  expect(classifyByRules(mail({ subject: "Protokoll der Sitzung" }), none, brands)).toEqual({
    score: 0,
    triggerSource: null,
    features: [],
  });
});

it("25 to 75 is borderline", () => {
  expect([24, 25, 75, 76].map(isBorderline)).toEqual([false, true, true, false]);
});
