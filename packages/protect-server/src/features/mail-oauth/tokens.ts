import type { MailConnectionRow } from "../../db/schema/mail-connections.ts";
import type { AppContext } from "../../platform/app-context.ts";
import { client, providerConfiguration, providerOf } from "./oidc-client.ts";
import {
  claimRefresh,
  countRefreshFailure,
  findConnectionRow,
  REVOKED_AFTER_FAILURES,
  storeRotatedTokens,
} from "./repo.ts";

/** Refresh ahead of expiry when less than this remains (seed §5). */
export const REFRESH_AHEAD_MS = 5 * 60_000;

/** The access token's AAD: bound to the row and to its role, so tokens cannot be swapped. */
export const accessTokenAad = (id: string) => `${id}:access`;
export const refreshTokenAad = (id: string) => `${id}:refresh`;

/** A refresh failed or could not run: the caller records the connection error. */
export class TokenRefreshError extends Error {
  /** `auth_revoked` after the third failed refresh in a row, else `auth_failed`. */
  readonly code: "auth_failed" | "auth_revoked";
  constructor(message: string, code: "auth_failed" | "auth_revoked" = "auth_failed") {
    super(message);
    this.name = "TokenRefreshError";
    this.code = code;
  }
}

function expiresAtOf(now: Date, expiresIn: number | undefined): Date | null {
  return expiresIn === undefined ? null : new Date(now.getTime() + expiresIn * 1000);
}

/** Refreshes in flight per app (runtime) and connection: concurrent callers in one app share one. */
const inFlight = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * Rotates the tokens once, whoever else tries at the same time: in this process concurrent callers
 * share one refresh; across processes the row's oauth_token_version is claimed first (UPDATE …
 * WHERE version = seen), and only the claimant calls the provider. A loser keeps using the current
 * access token while it is still valid.
 */
async function refresh(ctx: AppContext, row: MailConnectionRow): Promise<string> {
  const now = ctx.clock.now();
  if (!(await claimRefresh(ctx.db, row.id, row.oauthTokenVersion))) {
    const current = await findConnectionRow(ctx.db, row.id);
    if (current?.oauthAccessTokenEncrypted && (current.oauthTokenExpiresAt?.getTime() ?? 0) > now.getTime()) {
      return ctx.mail.cipher.decrypt(current.oauthAccessTokenEncrypted, accessTokenAad(row.id));
    }
    throw new TokenRefreshError("Another instance is refreshing this connection's tokens");
  }
  if (!row.oauthRefreshTokenEncrypted) throw new TokenRefreshError("No refresh token stored");
  const provider = providerOf(ctx.mail.oauthProviders, row.authMethod.slice("oauth2_".length));
  let tokens: Awaited<ReturnType<typeof client.refreshTokenGrant>>;
  try {
    const config = await providerConfiguration(provider);
    tokens = await client.refreshTokenGrant(
      config,
      ctx.mail.cipher.decrypt(row.oauthRefreshTokenEncrypted, refreshTokenAad(row.id)),
    );
  } catch (error) {
    const failures = await countRefreshFailure(ctx.db, row.id, now);
    throw new TokenRefreshError(
      `The provider refused the refresh: ${(error as Error).message}`,
      failures >= REVOKED_AFTER_FAILURES ? "auth_revoked" : "auth_failed",
    );
  }
  await storeRotatedTokens(
    ctx.db,
    row.id,
    {
      access: ctx.mail.cipher.encrypt(tokens.access_token, accessTokenAad(row.id)),
      refresh: tokens.refresh_token ? ctx.mail.cipher.encrypt(tokens.refresh_token, refreshTokenAad(row.id)) : null,
      expiresAt: expiresAtOf(now, tokens.expiresIn()),
      scope: tokens.scope ?? null,
    },
    now,
  );
  return tokens.access_token;
}

function shared(ctx: AppContext, row: MailConnectionRow): Promise<string> {
  let byId = inFlight.get(ctx.mail);
  if (!byId) {
    byId = new Map();
    inFlight.set(ctx.mail, byId);
  }
  const running = byId;
  let pending = running.get(row.id);
  if (!pending) {
    pending = refresh(ctx, row).finally(() => running.delete(row.id));
    running.set(row.id, pending);
  }
  return pending;
}

/** The connection's access token, refreshed first when under 5 minutes remain. */
export async function freshAccessToken(ctx: AppContext, row: MailConnectionRow): Promise<string> {
  if (!row.oauthAccessTokenEncrypted) throw new TokenRefreshError("No access token stored");
  const expiresAt = row.oauthTokenExpiresAt?.getTime();
  if (expiresAt === undefined || expiresAt - ctx.clock.now().getTime() >= REFRESH_AHEAD_MS) {
    return ctx.mail.cipher.decrypt(row.oauthAccessTokenEncrypted, accessTokenAad(row.id));
  }
  return shared(ctx, row);
}

/**
 * A reactive refresh: the mail server refused the access token before its expiry. Every failed one
 * counts; the third in a row records `auth_revoked` on the connection.
 */
export async function refreshRejectedToken(ctx: AppContext, row: MailConnectionRow): Promise<string> {
  const current = (await findConnectionRow(ctx.db, row.id)) ?? row;
  return shared(ctx, current);
}
