import { Parser } from "htmlparser2";

/** Elements whose start and end break the line, as a browser lays them out as blocks. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "center",
  "dd",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);

/** Elements whose content a reader never sees. */
const HIDDEN = new Set(["head", "script", "style", "title", "template", "noscript", "svg"]);

/** Input beyond this is not read: a marketing mail's HTML is far shorter. */
const MAX_INPUT = 200_000;

/** One link as a reader sees it: its href and its visible text (or its image's alt text). */
export interface HtmlLink {
  href: string;
  text: string;
}

/**
 * Renders HTML as a reader sees it, in one streaming pass of htmlparser2 (no document tree): the
 * visible text with a line break at every block element, whitespace collapsed as a browser does,
 * entities decoded, the content of head, script, style and template left out; and each link's href
 * with its visible text (an image link's alt text). A link inside a link counts once, the inner one.
 */
export function htmlText(html: string): { text: string; links: HtmlLink[] } {
  const lines: string[] = [];
  let line = "";
  let hidden = 0;
  const links: HtmlLink[] = [];
  // Open anchors: their href, their text so far, and how many links were collected when they opened.
  const anchors: { href: string | undefined; text: string; linksBefore: number }[] = [];
  const breakLine = () => {
    const trimmed = line.trim();
    if (trimmed !== "") lines.push(trimmed);
    line = "";
  };
  const addText = (text: string) => {
    const collapsed = text.replace(/\s+/g, " ");
    line += line.endsWith(" ") && collapsed.startsWith(" ") ? collapsed.slice(1) : collapsed;
    for (const anchor of anchors) anchor.text += collapsed;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (HIDDEN.has(name)) hidden += 1;
        if (hidden > 0) return;
        if (BLOCKS.has(name)) breakLine();
        else if (name === "a") anchors.push({ href: attributes.href, text: "", linksBefore: links.length });
        else if (name === "img" && attributes.alt) for (const anchor of anchors) anchor.text += ` ${attributes.alt} `;
      },
      ontext(text) {
        if (hidden === 0) addText(text);
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) {
          hidden = Math.max(0, hidden - 1);
          return;
        }
        if (hidden > 0) return;
        if (BLOCKS.has(name)) breakLine();
        else if (name === "a") {
          const anchor = anchors.pop();
          if (anchor?.href && links.length === anchor.linksBefore) {
            links.push({ href: anchor.href, text: anchor.text.replace(/\s+/g, " ").trim() });
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.end(html.length > MAX_INPUT ? html.slice(0, MAX_INPUT) : html);
  breakLine();
  return { text: lines.join("\n"), links };
}
