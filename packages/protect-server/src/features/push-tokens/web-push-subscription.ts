import { isIP } from "node:net";
import { z } from "zod";
import { tokenText, urlText } from "../../platform/text.ts";

/** A browser's PushSubscription (its `toJSON()`), the token of a `web` install. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Why an endpoint is refused; the `reason` of a 400 invalid_push_endpoint. */
export type WebPushEndpointProblem = "malformed" | "not_https" | "userinfo" | "ip_literal" | "port" | "local_name";

export type WebPushSubscriptionCheck =
  | { ok: true; subscription: WebPushSubscription; host: string }
  | { ok: false; reason: WebPushEndpointProblem; message: string; host?: string };

export interface WebPushEndpointOptions {
  /** Tests and development with push services on loopback: IP literals, local names and any port pass. */
  allowPrivateNetworks: boolean;
}

// Length and character caps come from the one text schema (url: 2,048; token: 1,024).
const subscriptionSchema = z.object({
  endpoint: urlText(),
  keys: z.object({ p256dh: tokenText(), auth: tokenText() }),
});

const refuse = (reason: WebPushEndpointProblem, message: string, host?: string): WebPushSubscriptionCheck => ({
  ok: false,
  reason,
  message,
  ...(host === undefined ? {} : { host }),
});

/**
 * The rule for Web Push tokens, applied when a client registers one and again before each send
 * (tokens stored before the rule existed). The endpoint comes from a client and the server POSTs to
 * it, so it must be `https` on the default port, named by a public-looking host name (no IP literal,
 * no `localhost`, no single-label name) and carry no user info. Where the name resolves to is checked
 * when connecting (public-address.ts), not here.
 */
export function checkWebPushSubscription(token: string, options: WebPushEndpointOptions): WebPushSubscriptionCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return refuse("malformed", "A web push token must be the browser's PushSubscription as JSON");
  }
  const subscription = subscriptionSchema.safeParse(parsed);
  if (!subscription.success) {
    return refuse("malformed", "A web push token needs an endpoint URL and the keys p256dh and auth");
  }
  const url = new URL(subscription.data.endpoint);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  if (url.protocol !== "https:") return refuse("not_https", "The push endpoint must be an https:// URL", host);
  if (url.username !== "" || url.password !== "") {
    return refuse("userinfo", "The push endpoint must not carry a user name or password", host);
  }
  if (!options.allowPrivateNetworks) {
    // The URL parser has already turned 2130706433, 0x7f.1 and the like into dotted IPv4.
    if (isIP(host) !== 0) return refuse("ip_literal", "The push endpoint must name a host, not an IP address", host);
    if (url.port !== "") return refuse("port", "The push endpoint must use the default https port (443)", host);
    if (host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) {
      return refuse("local_name", `The push endpoint's host "${host}" is not a public name`, host);
    }
  }
  return { ok: true, subscription: subscription.data, host };
}
