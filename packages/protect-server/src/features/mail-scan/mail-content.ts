import type { MailHeader } from "../mail-imap/session.ts";
import { type HtmlLink, htmlText } from "./html-text.ts";

/** One link of a mail: where it finally points (through tracking redirects) and its visible text. */
export interface MailLink {
  /** Host name of the final target, lower-cased. */
  domain: string;
  /** True when the target was found inside a tracking or redirect URL. */
  redirected: boolean;
  text: string;
}

/** What a person sees of a mail, for the classifier. */
export interface MailContent {
  fromName: string;
  senderDomain: string;
  subject: string;
  /** The visible text: text parts as they are, HTML parts rendered, at most TEXT_CAP characters. */
  text: string;
  links: MailLink[];
  /** Only HTML parts, or a text part that merely says to look at the HTML. */
  htmlOnly: boolean;
  headers: Record<string, string>;
}

const TEXT_CAP = 20_000;
const LINK_CAP = 60;

export function senderDomainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

const HTTP_URL = /^https?:\/\/[^\s/]+/i;
const BASE64ISH = /^[A-Za-z0-9+/_=-]{16,}$/;
/** The base64 of "htt" in each mix of cases: how a base64(url)-encoded http(s) URL starts. */
const BASE64_HTTP = /^(?:aHR0|aHRU|aFR0|aFRU|SHR0|SHRU|SFR0|SFRU)/;

/** The candidate when it is an http(s) URL with a host. */
function asUrl(candidate: string): string | undefined {
  return HTTP_URL.test(candidate) && hostOf(candidate) !== undefined ? candidate : undefined;
}

/** An http(s) URL hidden in a value: plain, percent-encoded or base64(url)-encoded. */
function embeddedUrl(value: string): string | undefined {
  const plain = asUrl(value);
  if (plain !== undefined) return plain;
  if (value.includes("%")) {
    try {
      const decoded = asUrl(decodeURIComponent(value));
      if (decoded !== undefined) return decoded;
    } catch {
      // not percent-encoded
    }
  }
  // Decoded only when it can start with "http" (its first three letters in any case).
  if (BASE64_HTTP.test(value) && BASE64ISH.test(value)) {
    return asUrl(Buffer.from(value, "base64url").toString("latin1"));
  }
  return undefined;
}

/**
 * Where a link leads: tracking and redirect services (ESP click trackers, `?url=`, `?u=`, `/r/<base64>`)
 * carry the target inside the URL; it is followed up to three levels, without any request.
 */
export function linkTarget(href: string): { domain: string; redirected: boolean } | undefined {
  let current = href.trim();
  let redirected = false;
  for (let depth = 0; depth < 3; depth += 1) {
    let parsed: URL;
    try {
      parsed = new URL(current);
    } catch {
      break;
    }
    const values = [...parsed.searchParams.values(), ...parsed.pathname.split("/"), parsed.hash.slice(1)];
    const inner = values.map(embeddedUrl).find((url) => url !== undefined);
    if (!inner) break;
    current = inner;
    redirected = true;
  }
  const domain = hostOf(current);
  return domain === undefined ? undefined : { domain, redirected };
}

const PLAIN_URL = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
/** A text/plain alternative that only points at the HTML part ("Diese E-Mail enthält HTML…"). */
const HTML_PLACEHOLDER =
  /(enthält html|html-ansicht|im browser (ansehen|anzeigen|öffnen)|html version|view (it )?in (your )?browser|does not support html|html-fähig)/i;

/** The reader's view of a fetched message. */
export function contentOf(header: MailHeader): MailContent {
  const texts: string[] = [];
  const hrefs: HtmlLink[] = [];
  let hasHtml = false;
  let meaningfulPlain = false;
  const html = header.parts.filter((part) => part.type === "text/html");
  for (const part of header.parts) {
    if (part.type === "text/html") {
      hasHtml = true;
      const rendered = htmlText(part.text);
      texts.push(rendered.text);
      hrefs.push(...rendered.links);
    } else {
      const isPlaceholder = part.text.length < 400 && HTML_PLACEHOLDER.test(part.text);
      if (!isPlaceholder) meaningfulPlain = true;
      // Of multipart/alternative, the HTML is what is shown: the plain twin would count twice.
      if (html.length > 0 && !isPlaceholder) continue;
      texts.push(part.text);
      if (html.length === 0)
        for (const match of part.text.matchAll(PLAIN_URL)) hrefs.push({ href: match[0], text: "" });
    }
  }
  const links: MailLink[] = [];
  for (const { href, text } of hrefs.slice(0, LINK_CAP)) {
    const target = linkTarget(href);
    if (target) links.push({ ...target, text });
  }
  return {
    fromName: header.fromName,
    senderDomain: senderDomainOf(header.fromAddress),
    subject: header.subject,
    text: texts.join("\n").slice(0, TEXT_CAP),
    links,
    htmlOnly: hasHtml && !meaningfulPlain,
    headers: header.headers,
  };
}
