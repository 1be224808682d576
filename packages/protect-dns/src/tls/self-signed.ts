// A self-signed X.509 v3 certificate for development, written with Node's crypto and a small DER
// encoder (no dependency): ECDSA P-256, the given DNS names and IP addresses as subjectAltName,
// serverAuth only.
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

const sequence = (...content: Buffer[]) => tlv(0x30, ...content);

function oid(dotted: string): Buffer {
  const arcs = dotted.split(".").map(Number);
  const bytes = [40 * arcs[0]! + arcs[1]!];
  for (const arc of arcs.slice(2)) {
    const chunk = [arc & 0x7f];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) chunk.unshift(0x80 | (rest & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function integer(value: Buffer): Buffer {
  return tlv(0x02, value[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
}

function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const year = date.getUTCFullYear();
  return year < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
}

function name(commonName: string): Buffer {
  return sequence(tlv(0x31, sequence(oid("2.5.4.3"), tlv(0x0c, Buffer.from(commonName, "utf8")))));
}

function ipBytes(address: string): Buffer {
  if (isIPv4(address)) return Buffer.from(address.split(".").map(Number));
  const [head = "", tail = ""] = address.split("::");
  const parts = (s: string) => (s === "" ? [] : s.split(":"));
  const groups = [...parts(head), ...Array(8 - parts(head).length - parts(tail).length).fill("0"), ...parts(tail)];
  const out = Buffer.alloc(16);
  for (const [i, group] of groups.entries()) out.writeUInt16BE(Number.parseInt(group, 16), i * 2);
  return out;
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return sequence(oid(id), ...(critical ? [tlv(0x01, Buffer.from([0xff]))] : []), tlv(0x04, value));
}

export interface SelfSignedOptions {
  /** DNS names (wildcards allowed) and IP addresses the certificate is valid for. */
  names: readonly string[];
  notBefore: Date;
  days: number;
}

/**
 * Creates a key and a self-signed certificate, both PEM.
 *
 * @example createSelfSigned({ names: ["*.dot.localhost", "localhost", "127.0.0.1"], notBefore: new Date(), days: 365 })
 */
export function createSelfSigned(options: SelfSignedOptions): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const ecdsaSha256 = sequence(oid("1.2.840.10045.4.3.2"));
  const subject = name(options.names[0] ?? "localhost");
  const notAfter = new Date(options.notBefore.getTime() + options.days * 86_400_000);
  const altNames = options.names.map((entry) =>
    isIPv4(entry) || isIPv6(entry) ? tlv(0x87, ipBytes(entry)) : tlv(0x82, Buffer.from(entry, "ascii")),
  );
  const serial = randomBytes(16);
  // Positive (top bit clear) and minimal: a leading 0x00 byte followed by a byte below 0x80 is an
  // illegally padded DER INTEGER, which OpenSSL refuses (1 certificate in 256 before this).
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    ecdsaSha256,
    subject,
    sequence(time(options.notBefore), time(notAfter)),
    subject,
    publicKey.export({ type: "spki", format: "der" }),
    tlv(
      0xa3,
      sequence(
        extension("2.5.29.19", true, sequence()),
        extension("2.5.29.15", true, tlv(0x03, Buffer.from([0x07, 0x80]))),
        extension("2.5.29.37", false, sequence(oid("1.3.6.1.5.5.7.3.1"))),
        extension("2.5.29.17", false, sequence(...altNames)),
      ),
    ),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = sequence(tbs, ecdsaSha256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = der
    .toString("base64")
    .match(/.{1,64}/g)!
    .join("\n");
  return {
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${pem}\n-----END CERTIFICATE-----\n`,
  };
}
