import type { Agent } from "node:https";
import { isIP } from "node:net";
import webpush from "web-push";
import type { PushMessage, PushOutcome, PushSender } from "./push-sender.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact of the sender, as VAPID requires. */
  subject: string;
}

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A browser's token is its PushSubscription as JSON; anything else is an invalid token. */
function parseSubscription(token: string, allowLoopback: boolean): Subscription | undefined {
  try {
    const value = JSON.parse(token) as Subscription;
    const url = new URL(value.endpoint);
    if (url.protocol !== "https:" || typeof value.keys?.p256dh !== "string" || typeof value.keys?.auth !== "string") {
      return undefined;
    }
    // The endpoint comes from a client: the server must not be made to post into its own network.
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!allowLoopback && (host === "localhost" || isIP(host) !== 0)) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/**
 * Web Push (RFC 8030/8291/8292) with VAPID through the `web-push` library; 404 or 410 from the push
 * service means the subscription is gone. Endpoints must be https and named by a host name (no IP
 * literals, no localhost) unless `allowLoopback` (tests).
 */
export function webPushSender(options: { vapid: VapidKeys; agent?: Agent; allowLoopback?: boolean }): PushSender {
  return {
    async send(messages) {
      return Promise.all(
        messages.map(async (message: PushMessage): Promise<PushOutcome> => {
          const subscription = parseSubscription(message.token, options.allowLoopback === true);
          if (!subscription) return "invalid_token";
          try {
            await webpush.sendNotification(
              subscription,
              JSON.stringify({ title: message.title, body: message.body, data: message.data }),
              {
                vapidDetails: options.vapid,
                TTL: 3600,
                timeout: 10_000,
                ...(options.agent ? { agent: options.agent } : {}),
              },
            );
            return "sent";
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            return status === 404 || status === 410 ? "invalid_token" : "failed";
          }
        }),
      );
    },
  };
}
