import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../platform/errors.ts";

/** One member of an Accept header: a media range, its parameters and its weight (RFC 9110 §12.5.1). */
interface MediaRange {
  type: string;
  subtype: string;
  parameters: Map<string, string>;
  quality: number;
  /** Position in the header: among equals, the client's first choice wins. */
  position: number;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Splits on `separator` outside quoted strings (a parameter value may hold commas and semicolons). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === "\\" && i + 1 < text.length) {
      current += char + text[i + 1];
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, "$1")
    : value;
}

/** One media type or range with its parameters (names lower-cased), or undefined when malformed. */
function parseMediaType(text: string): { type: string; subtype: string; parameters: Map<string, string> } | undefined {
  const [essence = "", ...rest] = splitOutsideQuotes(text, ";");
  const [type, subtype, extra] = essence.trim().toLowerCase().split("/");
  if (!type || !subtype || extra !== undefined || !TOKEN.test(type) || !TOKEN.test(subtype)) return undefined;
  if (type === "*" && subtype !== "*") return undefined;
  const parameters = new Map<string, string>();
  for (const parameter of rest) {
    if (parameter.trim() === "") continue;
    const equals = parameter.indexOf("=");
    if (equals <= 0) return undefined;
    const name = parameter.slice(0, equals).trim().toLowerCase();
    const value = parameter.slice(equals + 1).trim();
    if (!TOKEN.test(name) || value === "") return undefined;
    parameters.set(name, unquote(value));
  }
  return { type, subtype, parameters };
}

/**
 * The media ranges of an Accept header. A member that does not parse (or whose q is not a qvalue)
 * is left out; parameters after `q` are accept extensions and take no part in matching.
 */
function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const [position, member] of splitOutsideQuotes(header, ",").entries()) {
    if (member.trim() === "") continue;
    const parsed = parseMediaType(member);
    if (!parsed) continue;
    const parameters = new Map<string, string>();
    let quality = 1;
    let weighted = false;
    let valid = true;
    for (const [name, value] of parsed.parameters) {
      if (weighted) continue;
      if (name === "q") {
        if (!QVALUE.test(value)) valid = false;
        quality = Number(value);
        weighted = true;
      } else {
        parameters.set(name, value);
      }
    }
    if (valid) ranges.push({ type: parsed.type, subtype: parsed.subtype, parameters, quality, position });
  }
  return ranges;
}

/** How specific a range is when it matches: exact type beats type/*, which beats *\/*; parameters add. */
function specificityOf(range: MediaRange): number {
  if (range.type === "*") return 0;
  if (range.subtype === "*") return 1;
  return 2 + range.parameters.size;
}

function matches(range: MediaRange, offer: { type: string; subtype: string; parameters: Map<string, string> }) {
  if (range.type !== "*" && range.type !== offer.type) return false;
  if (range.subtype !== "*" && range.subtype !== offer.subtype) return false;
  for (const [name, value] of range.parameters) {
    if (offer.parameters.get(name)?.toLowerCase() !== value.toLowerCase()) return false;
  }
  return true;
}

/**
 * The offer an Accept header prefers (RFC 9110 §12.5.1), or undefined when it accepts none.
 *
 * Each offer takes the weight of the most specific range that matches it (`text/html;q=0` excludes
 * text/html even beside `*\/*`); q=0 means "not acceptable". The highest weight wins; among equal
 * weights the offer named by a more specific range, then by the range the client listed first, then
 * the server's order (`offers`, first = default). No header, an empty one or one with no valid member
 * accepts anything: the first offer.
 *
 * @example
 * negotiateMediaType("application/x-apple-aspen-config, application/json;q=0.9, *\/*;q=0.8",
 *   ["application/json", "application/x-apple-aspen-config"]) // → "application/x-apple-aspen-config"
 */
export function negotiateMediaType(accept: string | undefined, offers: readonly string[]): string | undefined {
  const ranges = accept === undefined ? [] : parseAccept(accept);
  if (ranges.length === 0) return offers[0];
  let best: { offer: string; quality: number; specificity: number; position: number } | undefined;
  for (const offer of offers) {
    const parsed = parseMediaType(offer);
    if (!parsed) throw new Error(`Offered media type "${offer}" is malformed`);
    let chosen: MediaRange | undefined;
    for (const range of ranges) {
      if (!matches(range, parsed)) continue;
      if (!chosen || specificityOf(range) > specificityOf(chosen)) chosen = range;
    }
    if (!chosen || chosen.quality === 0) continue;
    const candidate = {
      offer,
      quality: chosen.quality,
      specificity: specificityOf(chosen),
      position: chosen.position,
    };
    if (
      !best ||
      candidate.quality > best.quality ||
      (candidate.quality === best.quality &&
        (candidate.specificity > best.specificity ||
          (candidate.specificity === best.specificity && candidate.position < best.position)))
    ) {
      best = candidate;
    }
  }
  return best?.offer;
}

/**
 * The representation a route answers with: the offer the request's Accept header prefers, or 406
 * not_acceptable (before the route does anything) when it accepts none. Sets `Vary: Accept`.
 * Routes that answer in one media type only do not call this: they disregard Accept, as RFC 9110
 * allows, and answer that type.
 */
export function chooseRepresentation<const T extends string>(
  request: FastifyRequest,
  reply: FastifyReply,
  offers: readonly [T, ...T[]],
): T {
  const vary = reply.getHeader("vary");
  if (vary === undefined) reply.header("vary", "accept");
  else if (
    !String(vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes("accept")
  )
    reply.header("vary", `${vary}, accept`);
  const accept = request.headers.accept;
  const chosen = negotiateMediaType(accept, offers);
  if (chosen === undefined) {
    const shown = accept !== undefined && accept.length > 200 ? `${accept.slice(0, 200)}…` : accept;
    throw new AppError(
      "not_acceptable",
      `Cannot answer in a type the Accept header "${shown}" allows: this route answers ${offers.map((offer) => `"${offer}"`).join(" or ")}`,
    );
  }
  return chosen as T;
}
