import { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { NonPublicAddressError, publicOnlyLookup } from "../../platform/public-address.ts";
import type { PushMessage, PushOutcome, PushSender } from "./push-sender.ts";
import { checkWebPushSubscription } from "./web-push-subscription.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact of the sender, as VAPID requires. */
  subject: string;
}

/** Where refused endpoints are reported (a pino or Fastify logger). */
export interface PushLog {
  warn(entry: Record<string, unknown>, message: string): void;
}

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** PUSH_ALLOW_PRIVATE_NETWORKS (tests, development): endpoints on loopback and private networks pass. */
  allowPrivateNetworks?: boolean;
  /** Extra certificate authorities to trust (tests: the fake push service's self-signed certificate). */
  ca?: string | Buffer;
  /** The resolver behind the public-address check (default dns.lookup); tests inject one. */
  resolve?: LookupFunction;
  log?: PushLog;
}

/**
 * Web Push (RFC 8030/8291/8292) with VAPID through the `web-push` library; 404 or 410 from the push
 * service means the subscription is gone. The endpoint comes from a client, so it is checked again
 * before each send (web-push-subscription.ts), and the agent's lookup connects only to public
 * addresses (public-address.ts). A refused endpoint is logged by host and reason, never by its path
 * or keys, and its token is disabled like a gone one.
 */
export function webPushSender(options: WebPushSenderOptions): PushSender {
  const allowPrivateNetworks = options.allowPrivateNetworks === true;
  // Never the global agent: this one's lookup is the guard, run for every connection it opens.
  const agent = new Agent({
    lookup: publicOnlyLookup({ allowPrivateNetworks, ...(options.resolve ? { resolve: options.resolve } : {}) }),
    ...(options.ca ? { ca: options.ca } : {}),
  });
  const refused = (host: string | undefined, reason: string, address?: string): PushOutcome => {
    options.log?.warn(
      { event: "push_endpoint_refused", host, reason, ...(address === undefined ? {} : { address }) },
      "web push endpoint refused",
    );
    return "invalid_token";
  };

  return {
    async send(messages) {
      return Promise.all(
        messages.map(async (message: PushMessage): Promise<PushOutcome> => {
          const check = checkWebPushSubscription(message.token, { allowPrivateNetworks });
          if (!check.ok) return refused(check.host, check.reason);
          try {
            await webpush.sendNotification(
              check.subscription,
              JSON.stringify({ title: message.title, body: message.body, data: message.data }),
              { vapidDetails: options.vapid, TTL: 3600, timeout: 10_000, agent },
            );
            return "sent";
          } catch (error) {
            if (error instanceof NonPublicAddressError) return refused(check.host, "non_public_address", error.address);
            const status = (error as { statusCode?: number }).statusCode;
            return status === 404 || status === 410 ? "invalid_token" : "failed";
          }
        }),
      );
    },
  };
}
