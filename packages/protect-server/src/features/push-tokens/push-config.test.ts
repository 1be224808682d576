import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { configFromEnv, parseConfig } from "../../platform/config.ts";
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

  it("PUSH_ALLOW_PRIVATE_NETWORKS is off by default, takes only true/false and is refused in production", () => {
    expect(parseConfig(configFromEnv({})).push.allowPrivateNetworks).toBe(false);
    expect(parseConfig(configFromEnv({ PUSH_ALLOW_PRIVATE_NETWORKS: "true" })).push.allowPrivateNetworks).toBe(true);
    expect(parseConfig(configFromEnv({ PUSH_ALLOW_PRIVATE_NETWORKS: "false" })).push.allowPrivateNetworks).toBe(false);
    for (const bad of ["yes", "1", "TRUE"]) {
      expect(() => parseConfig(configFromEnv({ PUSH_ALLOW_PRIVATE_NETWORKS: bad }))).toThrow(
        /push\.allowPrivateNetworks \(PUSH_ALLOW_PRIVATE_NETWORKS\): must be "true" or "false"/,
      );
    }
    expect(() => parseConfig(configFromEnv({ NODE_ENV: "production", PUSH_ALLOW_PRIVATE_NETWORKS: "true" }))).toThrow(
      /PUSH_ALLOW_PRIVATE_NETWORKS\): is for tests and development/,
    );
  });
});

describe("coach and voice configuration", () => {
  it("rules and espeak-ng by default; the hosted settings go together", async () => {
    const { configuredCoach, configuredVoice } = await import("../coach/configured.ts");
    const plain = parseConfig(configFromEnv({}));
    expect(configuredCoach(plain.coach).kind).toBe("rule_based");
    expect(configuredVoice(plain.voice).hosted).toBeUndefined();
    const hosted = parseConfig(
      configFromEnv({
        COACH_API_URL: "http://127.0.0.1:9/v1",
        COACH_MODEL: "m",
        VOICE_HOSTED_URL: "http://127.0.0.1:9/v1",
        VOICE_HOSTED_MODEL: "tts",
        VOICE_HOSTED_VOICES: "alloy,nova",
      }),
    );
    expect(configuredCoach(hosted.coach)).toMatchObject({ kind: "openai_compatible", model: "m" });
    expect(configuredVoice(hosted.voice).hosted?.voices).toEqual(["alloy", "nova"]);
    expect(() => parseConfig(configFromEnv({ COACH_API_URL: "http://127.0.0.1:9/v1" }))).toThrow(/go together/);
    expect(() => parseConfig(configFromEnv({ VOICE_HOSTED_VOICES: "a b" }))).toThrow(/voice.hostedVoices/);
  });
});
