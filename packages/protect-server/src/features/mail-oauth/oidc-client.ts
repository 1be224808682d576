import * as client from "openid-client";
import { AppError } from "../../platform/errors.ts";
import type { OAuthProviderSettings } from "./providers.ts";

const configs = new Map<string, Promise<client.Configuration>>();

function isLoopback(url: URL): boolean {
  return url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
}

/**
 * The provider's discovered configuration (cached per issuer and client), as a public client:
 * no client secret, PKCE S256. Plain http is allowed only for loopback issuers (tests).
 */
export function providerConfiguration(provider: OAuthProviderSettings): Promise<client.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}`;
  let config = configs.get(key);
  if (!config) {
    const issuer = new URL(provider.issuer);
    config = client.discovery(
      issuer,
      provider.clientId,
      undefined,
      client.None(),
      isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    configs.set(key, config);
    // A failed discovery is not cached: the next flow tries again.
    config.catch(() => configs.delete(key));
  }
  return config;
}

export function providerOf(providers: readonly OAuthProviderSettings[], idp: string): OAuthProviderSettings {
  const provider = providers.find((entry) => entry.idp === idp);
  if (!provider) throw new AppError("not_found", `Unknown OAuth provider "${idp}"`);
  return provider;
}

export { client };
