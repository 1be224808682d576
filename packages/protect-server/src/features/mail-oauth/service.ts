import { createHash } from "node:crypto";
import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { createConnection, requireCurrentConsent, verifyImapLogin } from "../mail-connections/service.ts";
import { normalizeTitle } from "../mail-connections/title.ts";
import { client, providerConfiguration, providerOf } from "./oidc-client.ts";
import { insertPendingState, takePendingState } from "./repo.ts";
import { accessTokenAad, refreshTokenAad } from "./tokens.ts";

/** A started flow must be finished within this time (OAuthPendingState TTL). */
export const PENDING_STATE_TTL_MS = 10 * 60_000;

const hashState = (state: string) => createHash("sha256").update(state).digest("base64url");

async function configurationOf(ctx: AppContext, idp: string) {
  const provider = providerOf(ctx.mail.oauthProviders, idp);
  try {
    return { provider, config: await providerConfiguration(provider) };
  } catch {
    throw new AppError("oauth_failed", `The OAuth provider "${idp}" could not be reached`);
  }
}

/**
 * POST /api/mail/oauth/{idp}/init: consent first (412), then a PKCE S256 public-client flow. The
 * state is stored only as a hash and the verifier only encrypted; both expire after 10 minutes.
 */
export async function startOauthFlow(
  ctx: AppContext,
  userId: string,
  idp: string,
  input: { consentVersion?: string | undefined; title?: string | null | undefined },
  ip: string | null,
): Promise<{ authorizationUrl: string; state: string; expiresAt: Date }> {
  const consentVersion = requireCurrentConsent(input.consentVersion);
  const title = normalizeTitle(input.title);
  const { provider, config } = await configurationOf(ctx, idp);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const stateHash = hashState(state);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PENDING_STATE_TTL_MS);
  await insertPendingState(ctx.db, {
    stateHash,
    userId,
    idp,
    codeVerifierEncrypted: ctx.mail.cipher.encrypt(verifier, stateHash),
    redirectUri: ctx.mail.oauthRedirectUri,
    title,
    consentVersion,
    consentIpAddress: ip,
    expiresAt,
    createdAt: now,
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: ctx.mail.oauthRedirectUri,
    scope: provider.scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    prompt: "consent",
  });
  return { authorizationUrl: url.href, state, expiresAt };
}

/**
 * POST /api/mail/oauth/{idp}/callback: consumes the pending state (once), exchanges the code with
 * its verifier, proves the access token by an IMAP login (XOAUTH2) and stores the connection with
 * encrypted tokens and the consent recorded at init.
 */
export async function finishOauthFlow(
  ctx: AppContext,
  userId: string,
  idp: string,
  input: { state: string; code: string; iss?: string | undefined },
): Promise<MailConnectionRow> {
  const now = ctx.clock.now();
  const stateHash = hashState(input.state);
  const pending = await takePendingState(ctx.db, stateHash, userId, idp, now);
  if (!pending) throw new AppError("oauth_failed", "Unknown, expired or already used OAuth state");
  const { provider, config } = await configurationOf(ctx, idp);
  const callback = new URL(pending.redirectUri);
  callback.searchParams.set("code", input.code);
  callback.searchParams.set("state", input.state);
  if (input.iss) callback.searchParams.set("iss", input.iss);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: ctx.mail.cipher.decrypt(pending.codeVerifierEncrypted, stateHash),
      expectedState: input.state,
    });
  } catch (error) {
    throw new AppError("oauth_failed", `The provider refused the authorization code: ${(error as Error).message}`);
  }
  const claims = tokens.claims();
  const claimName = provider.emailClaim ?? "email";
  let emailClaim = claims?.[claimName];
  // Providers that keep scope claims out of the ID token answer them at the userinfo endpoint.
  if (emailClaim === undefined && claims?.sub) {
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => undefined);
    emailClaim = info?.[claimName];
  }
  if (typeof emailClaim !== "string" || !emailClaim.includes("@")) {
    throw new AppError("oauth_failed", "The provider did not tell the mailbox address (email claim)");
  }
  const email = emailClaim.toLowerCase();
  const endpoint = { host: provider.imapHost, port: provider.imapPort, tls: provider.imapTls };
  await verifyImapLogin(ctx, {
    ...endpoint,
    user: email,
    secret: { kind: "oauth2", accessToken: tokens.access_token },
  });
  const expiresIn = tokens.expiresIn();
  return createConnection(ctx, userId, {
    email,
    endpoint,
    title: pending.title,
    authMethod: `oauth2_${idp}`,
    consentVersion: pending.consentVersion,
    consentIp: pending.consentIpAddress,
    secrets: (id) => ({
      oauthAccessTokenEncrypted: ctx.mail.cipher.encrypt(tokens.access_token, accessTokenAad(id)),
      oauthRefreshTokenEncrypted: tokens.refresh_token
        ? ctx.mail.cipher.encrypt(tokens.refresh_token, refreshTokenAad(id))
        : null,
      oauthTokenExpiresAt: expiresIn === undefined ? null : new Date(now.getTime() + expiresIn * 1000),
      oauthScope: tokens.scope ?? null,
    }),
  });
}
