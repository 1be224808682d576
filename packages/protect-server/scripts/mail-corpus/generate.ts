/**
 * Generates corpus/mail/generated.jsonl: labelled German and English messages from the templates,
 * varied in layout (plain, multipart/alternative, HTML only, a text part that only points to the
 * HTML), charset (UTF-8, ISO-8859-1, windows-1252), transfer encoding (8bit, quoted-printable,
 * base64), tracking redirects and ESP headers. Deterministic: the same seed writes the same file.
 *
 * Run: `node packages/protect-server/scripts/mail-corpus/generate.ts [count=1100] [seed=33]`
 */
import { writeFileSync } from "node:fs";
import type { CorpusMessage, CorpusPart } from "./corpus.ts";
import { CORPUS_DIR } from "./corpus.ts";
import { CATEGORIES, type Draft, type Lang } from "./templates.ts";

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CP1252: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
};

function encodeCharset(text: string, charset: string): Buffer {
  if (charset === "utf-8") return Buffer.from(text, "utf8");
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    bytes.push(
      charset === "windows-1252" && CP1252[char] !== undefined ? (CP1252[char] as number) : code < 256 ? code : 63,
    );
  }
  return Buffer.from(bytes);
}

function quotedPrintable(bytes: Buffer): string {
  const lines: string[] = [];
  for (const line of bytes.toString("latin1").split("\n")) {
    let out = "";
    let width = 0;
    for (const char of line) {
      const code = char.charCodeAt(0);
      const piece =
        (code >= 33 && code <= 126 && char !== "=") || char === " "
          ? char
          : `=${code.toString(16).toUpperCase().padStart(2, "0")}`;
      if (width + piece.length > 75) {
        out += "=\n";
        width = 0;
      }
      out += piece;
      width += piece.length;
    }
    lines.push(out.replace(/ $/, "=20"));
  }
  return lines.join("\n");
}

function part(type: CorpusPart["type"], text: string, pick: <T>(items: readonly T[]) => T): CorpusPart {
  const canLatin1 = [...text].every((char) => (char.codePointAt(0) ?? 0) < 256);
  const canCp1252 = [...text].every((char) => (char.codePointAt(0) ?? 0) < 256 || CP1252[char] !== undefined);
  const charset = pick([
    "utf-8",
    "utf-8",
    "utf-8",
    ...(canLatin1 ? ["iso-8859-1"] : []),
    ...(canCp1252 ? ["windows-1252"] : []),
  ]);
  const encoding =
    charset === "utf-8"
      ? pick(["8bit", "quoted-printable", "base64"] as const)
      : pick(["quoted-printable", "base64"] as const);
  if (encoding === "8bit") return { type, charset, encoding, body: text };
  const bytes = encodeCharset(text, charset);
  const body =
    encoding === "base64" ? (bytes.toString("base64").match(/.{1,76}/g) ?? []).join("\n") : quotedPrintable(bytes);
  return { type, charset, encoding, body };
}

const ESP_HOSTS = [
  "click.mlsend.example",
  "links.sendpulse.example",
  "t.mc-track.example",
  "trk.emarsys.example",
  "email.mg.example",
];

function tracked(url: string, pick: <T>(items: readonly T[]) => T, n: () => number): string {
  if (n() < 0.45) return url;
  const host = pick(ESP_HOSTS);
  return n() < 0.5
    ? `https://${host}/r?u=${encodeURIComponent(url)}&id=${Math.floor(n() * 1e6)}`
    : `https://${host}/l/${Buffer.from(url).toString("base64url")}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function html(draft: Draft, pick: <T>(items: readonly T[]) => T, n: () => number, lang: Lang): string {
  const button = draft.cta
    ? `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#e4002b;border-radius:4px;padding:12px 24px"><a href="${tracked(draft.cta.url, pick, n)}" style="color:#fff;text-decoration:none;font-weight:bold">${escapeHtml(draft.cta.text)}</a></td></tr></table>`
    : "";
  const extra = draft.links
    .map(
      (url) =>
        `<a href="${tracked(url, pick, n)}"><img src="https://img.cdn.example/logo.png" alt="${escapeHtml(draft.fromName)}" width="120"></a>`,
    )
    .join(" ");
  const unsubscribe = draft.bulk
    ? `<p style="font-size:11px;color:#888"><a href="https://${pick(ESP_HOSTS)}/unsub?x=${Math.floor(n() * 1e6)}">${lang === "de" ? "Abmelden" : "Unsubscribe"}</a></p>`
    : "";
  return [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><style>td{font-family:Arial,sans-serif}</style></head><body>',
    n() < 0.5 ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(draft.subject)}</div>` : "",
    `<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">${extra}</td></tr><tr><td>`,
    ...draft.paragraphs.map((text) => `<p style="font-size:16px;line-height:1.4">${escapeHtml(text)}</p>`),
    button,
    draft.footer ? `<p style="font-size:11px;color:#888">${escapeHtml(draft.footer)}</p>` : "",
    unsubscribe,
    "</td></tr></table></body></html>",
  ].join("\n");
}

function plain(draft: Draft, pick: <T>(items: readonly T[]) => T, n: () => number): string {
  const lines = [...draft.paragraphs];
  if (draft.cta) lines.push(`${draft.cta.text}: ${tracked(draft.cta.url, pick, n)}`);
  if (draft.footer) lines.push(draft.footer);
  return lines.join("\n\n");
}

const PLACEHOLDER = {
  de: [
    "Diese E-Mail enthält HTML. Bitte verwenden Sie ein HTML-fähiges E-Mail-Programm.",
    "Falls diese E-Mail nicht richtig angezeigt wird, im Browser ansehen.",
  ],
  en: ["This email contains HTML. View it in your browser.", "Your email client does not support HTML messages."],
};

export function generate(count: number, seed: number): CorpusMessage[] {
  const n = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(n() * items.length)] as T;
  const total = CATEGORIES.reduce((sum, category) => sum + category.share, 0);
  const messages: CorpusMessage[] = [];
  for (let i = 0; i < count; i += 1) {
    let roll = n() * total;
    let category = CATEGORIES[0] as (typeof CATEGORIES)[0];
    for (const candidate of CATEGORIES) {
      roll -= candidate.share;
      category = candidate;
      if (roll < 0) break;
    }
    const lang: Lang = n() < 0.6 ? "de" : "en";
    const full = category.draft(pick, lang, n);
    // Real mail is often terse: a subject and a line, no footer, no button. The model must not lean
    // on the template's furniture (a responsible-gambling footer, a CTA) alone.
    const terse = n() < 0.25;
    const draft: Draft = terse
      ? {
          ...full,
          paragraphs: [
            pick(
              lang === "de"
                ? ["Hallo", "Hallo!", "Jetzt holen", "Mehr dazu im Link.", "Bis bald", ""]
                : ["Hi", "Hello!", "Grab it now", "More inside.", "See you", ""],
            ),
          ],
          links: [],
          bulk: full.bulk && n() < 0.5,
          ...(n() < 0.5 ? {} : { cta: undefined }),
          footer: undefined,
        }
      : { ...full, ...(category.gambling && n() < 0.35 ? { footer: undefined } : {}) };
    const marketing = draft.bulk || (category.gambling && n() < 0.5);
    const layout = marketing
      ? pick(["alternative", "alternative", "html-only", "html-only", "placeholder", "plain"] as const)
      : pick(["plain", "plain", "plain", "alternative"] as const);
    const parts: CorpusPart[] =
      layout === "plain"
        ? [part("text/plain", plain(draft, pick, n), pick)]
        : layout === "html-only"
          ? [part("text/html", html(draft, pick, n, lang), pick)]
          : [
              part("text/plain", layout === "placeholder" ? pick(PLACEHOLDER[lang]) : plain(draft, pick, n), pick),
              part("text/html", html(draft, pick, n, lang), pick),
            ];
    const headers: Record<string, string> = {};
    if (draft.bulk) {
      headers["List-Unsubscribe"] = `<https://${pick(ESP_HOSTS)}/unsub/${Math.floor(n() * 1e8)}>`;
      if (n() < 0.6) headers["Feedback-ID"] = `${Math.floor(n() * 1e6)}:campaign:${pick(["promo", "news", "weekly"])}`;
      if (n() < 0.3) headers.Precedence = "bulk";
      if (n() < 0.3) headers["X-Mailer"] = pick(["Emarsys", "SendPulse", "Mailchimp Mailer", "Optimizely Campaign"]);
    }
    messages.push({
      id: `g${String(i).padStart(4, "0")}`,
      gambling: category.gambling,
      category: category.name,
      lang,
      fromAddress: draft.fromAddress,
      fromName: draft.fromName,
      subject: draft.subject,
      headers,
      parts,
    });
  }
  return messages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 1100);
  const seed = Number(process.argv[3] ?? 33);
  const messages = generate(count, seed);
  writeFileSync(new URL("generated.jsonl", CORPUS_DIR), `${messages.map((m) => JSON.stringify(m)).join("\n")}\n`);
  const positives = messages.filter((m) => m.gambling).length;
  process.stderr.write(`wrote ${messages.length} messages (${positives} gambling) with seed ${seed}\n`);
}
