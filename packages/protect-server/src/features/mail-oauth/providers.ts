/**
 * An OAuth 2.0 identity provider for mailbox access, configured by its issuer URL (discovery at
 * `<issuer>/.well-known/openid-configuration`, else `/.well-known/oauth-authorization-server`).
 * Public client with PKCE (S256), no client secret: README "OAuth providers" lists the values for
 * Google and Microsoft.
 */
export interface OAuthProviderSettings {
  /** The `<idp>` of the routes and of authMethod `oauth2_<idp>`, e.g. `google`. */
  idp: string;
  issuer: string;
  clientId: string;
  scope: string;
  imapHost: string;
  imapPort: number;
  /** false only for loopback test servers. */
  imapTls: boolean;
  /** The ID token or userinfo claim that holds the mailbox address (default `email`). */
  emailClaim?: string;
}
