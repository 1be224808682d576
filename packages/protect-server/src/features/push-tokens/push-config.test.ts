import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { configFromEnv, parseConfig } from "../../config.ts";
import { configuredPushSender } from "./configured-sender.ts";

describe("push configuration", () => {
  const keys = webpush.generateVAPIDKeys();

  it("defaults to Expo's API with Web Push off; all three VAPID settings switch Web Push on", () => {
    const plain = parseConfig(configFromEnv({}));
    expect(plain.push.expoUrl).toBe("https://exp.host/--/api/v2/push/send");
    expect(configuredPushSender(plain.push).services).toEqual(["expo"]);
    const full = parseConfig(
      configFromEnv({
        PUSH_EXPO_URL: "none",
        PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
        PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
        PUSH_VAPID_SUBJECT: "mailto:ops@example.test",
      }),
    );
    expect(configuredPushSender(full.push).services).toEqual(["web-push"]);
  });

  it("refuses part of the VAPID settings, malformed keys and a non-URL Expo address", () => {
    expect(() => parseConfig(configFromEnv({ PUSH_VAPID_PUBLIC_KEY: keys.publicKey }))).toThrow(/go together/);
    expect(() =>
      parseConfig(
        configFromEnv({
          PUSH_VAPID_PUBLIC_KEY: "short",
          PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
          PUSH_VAPID_SUBJECT: "mailto:a@b.c",
        }),
      ),
    ).toThrow(/push.vapidPublicKey/);
    expect(() => parseConfig(configFromEnv({ PUSH_EXPO_URL: "exp.host" }))).toThrow(/push.expoUrl/);
  });
});
