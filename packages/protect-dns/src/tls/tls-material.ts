// The certificate and key of the DoH and DoT listeners: from files in production, or a
// self-signed wildcard generated once into the data folder in development.
import { X509Certificate } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join } from "node:path";
import { createSelfSigned } from "./self-signed.ts";

export interface TlsMaterial {
  key: string;
  cert: string;
}

/** Reads PEM files; throws a message naming the file that is missing or unreadable. */
export function readTlsMaterial(files: { certFile: string; keyFile: string }): TlsMaterial {
  const read = (file: string, what: string) => {
    try {
      return readFileSync(file, "utf8");
    } catch (error) {
      throw new Error(`Cannot read the TLS ${what} "${file}": ${(error as Error).message}`);
    }
  };
  return { cert: read(files.certFile, "certificate"), key: read(files.keyFile, "key") };
}

/** Names a development certificate covers: the DoT wildcard, the DoH host, loopback. */
export function developmentNames(dotDomain: string, dohHost: string): string[] {
  return [...new Set([`*.${dotDomain}`, dotDomain, dohHost, "localhost", "127.0.0.1", "::1"])];
}

function covers(cert: X509Certificate, names: readonly string[], now: Date): boolean {
  const alt = cert.subjectAltName ?? "";
  const valid = new Date(cert.validTo).getTime() - now.getTime() > 7 * 86_400_000;
  return (
    valid && names.every((entry) => (isIP(entry) ? cert.checkIP(entry) !== undefined : alt.includes(`DNS:${entry}`)))
  );
}

/**
 * The development certificate in `<dataDir>/tls/`: reused while it covers `names` and has more
 * than a week left, otherwise generated anew (key file mode 0600).
 */
export function developmentTlsMaterial(dataDir: string, names: readonly string[], now: Date): TlsMaterial {
  const dir = join(dataDir, "tls");
  const certFile = join(dir, "dev-cert.pem");
  const keyFile = join(dir, "dev-key.pem");
  if (existsSync(certFile) && existsSync(keyFile)) {
    const material = readTlsMaterial({ certFile, keyFile });
    if (covers(new X509Certificate(material.cert), names, now)) return material;
  }
  const material = createSelfSigned({ names, notBefore: new Date(now.getTime() - 3_600_000), days: 365 });
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyFile, material.key, { mode: 0o600 });
  writeFileSync(certFile, material.cert);
  return material;
}
