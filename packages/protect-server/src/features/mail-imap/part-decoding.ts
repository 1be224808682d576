/**
 * Turns a MIME body part as it travels (transfer encoding, charset) into text. The IMAP session
 * and the labelled corpus both go through here, so the classifier is trained on what it sees live.
 */

/** Quoted-printable (RFC 2045 §6.7): soft line breaks go, `=XX` becomes the byte; bad escapes stay. */
function decodeQuotedPrintable(raw: Buffer): Buffer {
  const text = raw.toString("latin1").replace(/=\r?\n/g, "");
  const out = Buffer.alloc(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === "=" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      out[length++] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      out[length++] = text.charCodeAt(i) & 0xff;
    }
  }
  return out.subarray(0, length);
}

/** The bytes of a part after its Content-Transfer-Encoding; a capped (cut) part decodes as far as it goes. */
export function decodeTransfer(raw: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      // Node's decoder skips line breaks and stops at a cut quantum.
      return Buffer.from(raw.toString("latin1").replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(raw);
    default:
      return raw;
  }
}

/** Charset labels mail uses that the WHATWG decoder knows under another name. */
const CHARSET_ALIASES: Record<string, string> = { latin1: "iso-8859-1", "iso_8859-1": "iso-8859-1", ascii: "utf-8" };

/**
 * Text of decoded bytes in the part's charset (any the WHATWG Encoding Standard knows: the
 * ISO-8859 family, windows-125x, KOI8, Shift_JIS, GBK, …); an unknown label is read as UTF-8.
 */
export function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? "utf-8").trim().toLowerCase();
  try {
    return new TextDecoder(CHARSET_ALIASES[label] ?? label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

export function decodePart(
  raw: Buffer,
  options: { encoding?: string | undefined; charset?: string | undefined },
): string {
  return decodeCharset(decodeTransfer(raw, options.encoding), options.charset);
}
