// A real OAuth 2.0 / OpenID Connect authorization server for tests: oidc-provider on a free
// loopback port with a public PKCE client (the app), a confidential client Dovecot uses for token
// introspection, and accounts whose subject is their mailbox address. Login and consent are
// granted by the test's interaction handler (no forms), the rest is the provider's own protocol.
import { createServer, type Server } from "node:http";
import Provider from "oidc-provider";

export const APP_CLIENT_ID = "protect-mail";
export const APP_REDIRECT_URI = "protect://mail/oauth/callback";
const INTROSPECTION_CLIENT = { id: "dovecot", secret: "dovecot-introspection-secret" };

export interface TestOauthProvider {
  issuer: string;
  /** For Dovecot's oauth2 passdb: the introspection endpoint with the client's credentials. */
  introspectionUrl: string;
  /** Successful token endpoint calls of each grant type. */
  grants: { authorization_code: number; refresh_token: number };
  /** Logs `email` in (any address): follows the authorization URL to the redirect with the code. */
  authorize(authorizationUrl: string, email: string): Promise<{ code: string; state: string; iss: string | null }>;
  close(): Promise<void>;
}

export async function startOauthProvider(): Promise<TestOauthProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: APP_CLIENT_ID,
        application_type: "native",
        token_endpoint_auth_method: "none",
        redirect_uris: [APP_REDIRECT_URI],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
      {
        client_id: INTROSPECTION_CLIENT.id,
        client_secret: INTROSPECTION_CLIENT.secret,
        redirect_uris: [],
        grant_types: [],
        response_types: [],
      },
    ],
    claims: { email: ["email"], openid: ["sub"] },
    scopes: ["openid", "email", "offline_access"],
    features: { introspection: { enabled: true }, revocation: { enabled: true }, devInteractions: { enabled: false } },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: sub }) }),
    issueRefreshToken: async () => true,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      RefreshToken: 30 * 86_400,
      Interaction: 600,
      Session: 3600,
      Grant: 30 * 86_400,
    },
  });
  const grants = { authorization_code: 0, refresh_token: 0 };
  provider.on("grant.success", (ctx: { oidc: { params?: { grant_type?: string } } }) => {
    const type = ctx.oidc.params?.grant_type;
    if (type === "authorization_code" || type === "refresh_token") grants[type] += 1;
  });
  const pendingLogins = new Map<string, string>();
  const handler = provider.callback();
  server.on("request", async (req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? "");
    if (!match) return handler(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const email = pendingLogins.get(String(details.params.state)) ?? "";
      const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: email }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    introspectionUrl: `http://${INTROSPECTION_CLIENT.id}:${INTROSPECTION_CLIENT.secret}@127.0.0.1:${port}/token/introspection`,
    grants,
    async authorize(authorizationUrl, email) {
      const url = new URL(authorizationUrl);
      pendingLogins.set(url.searchParams.get("state") ?? "", email);
      const cookies = new Map<string, string>();
      let next = url.href;
      for (let hop = 0; hop < 10; hop += 1) {
        const res = await fetch(next, {
          redirect: "manual",
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
        });
        for (const header of res.headers.getSetCookie()) {
          const [pair] = header.split(";");
          const [name, ...value] = (pair ?? "").split("=");
          if (name) cookies.set(name.trim(), value.join("="));
        }
        const location = res.headers.get("location");
        if (!location) throw new Error(`authorization stopped at ${res.status}: ${await res.text()}`);
        const target = new URL(location, next);
        if (target.href.startsWith(APP_REDIRECT_URI)) {
          const code = target.searchParams.get("code");
          if (!code) throw new Error(`authorization failed: ${target.search}`);
          return { code, state: target.searchParams.get("state") ?? "", iss: target.searchParams.get("iss") };
        }
        next = target.href;
      }
      throw new Error("too many redirects");
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
