/**
 * Turns a MIME body part as it travels (transfer encoding, charset) into text. The IMAP session
 * and the labelled corpus both go through here, so the classifier is trained on what it sees live.
 */

/** The value of an ASCII hex digit, or -1. */
function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/** Quoted-printable (RFC 2045 §6.7): soft line breaks go, `=XX` becomes the byte; bad escapes stay. */
function decodeQuotedPrintable(raw: Buffer): Buffer {
  const out = Buffer.allocUnsafe(raw.length);
  let length = 0;
  for (let i = 0; i < raw.length; i += 1) {
    const byte = raw[i] as number;
    if (byte !== 0x3d) {
      out[length++] = byte;
      continue;
    }
    // A soft line break: "=" at the end of a line (CRLF or LF).
    if (raw[i + 1] === 0x0a) {
      i += 1;
      continue;
    }
    if (raw[i + 1] === 0x0d && raw[i + 2] === 0x0a) {
      i += 2;
      continue;
    }
    const high = hexValue(raw[i + 1]);
    const low = high < 0 ? -1 : hexValue(raw[i + 2]);
    if (low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else {
      out[length++] = byte;
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
