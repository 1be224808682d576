import type { Config } from "../../platform/config.ts";
import { expoPushSender } from "./expo-sender.ts";
import { memoryPushSender, type PushSender, routedPushSender } from "./push-sender.ts";
import { type PushLog, webPushSender } from "./web-push-sender.ts";

/**
 * The push sender of a configuration: Expo for app tokens (unless `none`), Web Push for browser
 * subscriptions when VAPID keys are set. A switched-off service drops its messages as failed, so
 * their tokens stay enabled. Refused Web Push endpoints are reported to `log`.
 */
export function configuredPushSender(
  push: Config["push"],
  options: { log?: PushLog } = {},
): { sender: PushSender; services: string[] } {
  const off: PushSender = memoryPushSender(() => "failed").sender;
  const apps =
    push.expoUrl === "none"
      ? off
      : expoPushSender({ url: push.expoUrl, ...(push.expoAccessToken ? { accessToken: push.expoAccessToken } : {}) });
  const { vapidPublicKey: publicKey, vapidPrivateKey: privateKey, vapidSubject: subject } = push;
  const web =
    publicKey && privateKey && subject
      ? webPushSender({
          vapid: { publicKey, privateKey, subject },
          allowPrivateNetworks: push.allowPrivateNetworks,
          ...(options.log ? { log: options.log } : {}),
        })
      : off;
  const services = [...(apps === off ? [] : ["expo"]), ...(web === off ? [] : ["web-push"])];
  return { sender: routedPushSender({ apps, web }), services };
}
