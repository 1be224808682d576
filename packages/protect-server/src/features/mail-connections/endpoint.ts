import { isIP } from "node:net";
import { AppError } from "../../platform/errors.ts";
import { isPublicAddress } from "../../platform/public-address.ts";
import { providerOfAddress } from "./providers.ts";

export interface ImapEndpoint {
  host: string;
  port: number;
  tls: boolean;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** IPv6 literals are refused outright (providers publish names); IPv4 ones unless public (public-address.ts). */
function isInternalAddress(host: string): boolean {
  return isIP(host) === 6 || !isPublicAddress(host);
}

/** The operator's own IMAP servers (config): reached without TLS (plain) or with it (private). */
export interface OperatorImapHosts {
  plain: readonly string[];
  private: readonly string[];
}

/**
 * The IMAP server of a new connection: the given host (TLS on 993) or the known provider of the
 * address's domain. User-given hosts that are IP literals of internal networks, or `localhost`, are
 * refused, so the server cannot be pointed at itself — unless the operator listed the host as one
 * of theirs: a plain host is reached without TLS (143), a private host with TLS (993).
 */
export function resolveImapEndpoint(
  email: string,
  given: { imapHost?: string | undefined; imapPort?: number | undefined },
  operatorHosts: OperatorImapHosts,
): ImapEndpoint {
  if (given.imapHost === undefined) {
    const provider = providerOfAddress(email);
    if (!provider) {
      throw new AppError("invalid_input", `Unknown mail provider for "${email}": imapHost is required`);
    }
    return { host: provider.imapHost, port: given.imapPort ?? 993, tls: true };
  }
  const host = given.imapHost.trim().toLowerCase();
  if (operatorHosts.plain.includes(host)) return { host, port: given.imapPort ?? 143, tls: false };
  if (operatorHosts.private.includes(host)) return { host, port: given.imapPort ?? 993, tls: true };
  if (isIP(host) ? isInternalAddress(host) : !HOSTNAME.test(host) || host === "localhost") {
    throw new AppError("invalid_input", `IMAP host "${host}" is not allowed: give the provider's public host name`);
  }
  return { host, port: given.imapPort ?? 993, tls: true };
}
