import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeModelServer, silenceWav, startFakeModelServer } from "../../../test/fake-model-server.ts";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";
import { users } from "../../db/schema/users.ts";
import type { VoiceEngine } from "./engine.ts";
import { espeakEngine } from "./espeak.ts";
import { hostedVoiceEngine } from "./hosted.ts";
import { parseWav } from "./wav.ts";

let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModelServer();
});
afterAll(() => model.close());

describe("espeak-ng (embedded engine)", () => {
  it("speaks a valid WAV whose length grows with the text", async () => {
    const engine = espeakEngine();
    const short = await engine.synthesize("Hallo.", "de");
    const long = await engine.synthesize(
      "Hallo. Heute ist ein guter Tag, um nicht zu spielen. Du schaffst das, Schritt für Schritt.",
      "de",
    );
    for (const speech of [short, long]) {
      const info = parseWav(speech.audio);
      expect(info).toMatchObject({ channels: 1, bitsPerSample: 16 });
      expect(info.sampleRate).toBeGreaterThanOrEqual(16_000);
      expect(speech.audio.readUInt32LE(4)).toBe(speech.audio.length - 8);
      expect(info.seconds).toBe(speech.seconds);
    }
    expect(short.seconds).toBeGreaterThan(0.2);
    expect(short.seconds).toBeLessThan(3);
    expect(long.seconds).toBeGreaterThan(3);
    expect(long.seconds).toBeLessThan(20);
    // Text is read from stdin: leading dashes are words, not options.
    expect((await engine.synthesize("--version", "en-us")).seconds).toBeGreaterThan(0.2);
  });
});

/** An in-memory engine speaking `seconds` of silence per request (quota rules need exact lengths). */
function fixedEngine(name: string, seconds: number, voices = ["v1"]): VoiceEngine {
  return { name, voices, synthesize: async () => ({ audio: silenceWav(seconds), seconds }) };
}

const setPlan = (
  env: () => { ctx: { db: import("../../db/client.ts").Db } },
  user: TestUser,
  plan: "free" | "pro" | "legend",
) => env().ctx.db.update(users).set({ plan }).where(eq(users.id, user.id));

describeEachDb(
  "voice quota",
  (env) => {
    const speak = (user: TestUser, text = "Hallo") =>
      env().request({ method: "POST", url: "/api/voice/speak", headers: user.headers, payload: { text } });

    it("free: 60 s a day, 429 quota_exceeded after, a new day at midnight UTC", async () => {
      const user = await env().signup();
      await setPlan(env, user, "free");
      env().clock.set(new Date("2026-06-01T22:00:00.000Z"));
      const remaining: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await speak(user);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("audio/wav");
        expect(parseWav(res.rawPayload).seconds).toBe(25);
        remaining.push(String(res.headers["x-voice-quota-remaining"]));
      }
      // 25 + 25 = 50 < 60 lets the third clip through; it is charged in full (75).
      expect(remaining).toEqual(["35", "10", "0"]);
      const refused = await speak(user);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: "quota_exceeded",
        limitSeconds: 60,
        usedSeconds: 75,
        resetAt: "2026-06-02T00:00:00.000Z",
      });
      const quota = await env().request({ method: "GET", url: "/api/voice/quota", headers: user.headers });
      expect(quota.json()).toEqual({
        plan: "free",
        limitSeconds: 60,
        usedSeconds: 75,
        remainingSeconds: 0,
        resetAt: "2026-06-02T00:00:00.000Z",
      });
      env().clock.set(new Date("2026-06-02T00:00:00.000Z"));
      expect((await speak(user)).statusCode).toBe(200);
      const [row] = await env().ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ voiceSecondsUsedToday: 25, voiceQuotaResetAt: new Date("2026-06-03T00:00:00.000Z") });
    });

    it("pro: 300 s; legend: unlimited", async () => {
      const pro = await env().signup();
      const legend = await env().signup();
      await setPlan(env, pro, "pro");
      for (let i = 0; i < 12; i += 1) expect((await speak(pro)).statusCode).toBe(200);
      expect((await speak(pro)).statusCode).toBe(429);
      for (let i = 0; i < 20; i += 1) expect((await speak(legend)).statusCode).toBe(200);
      expect((await speak(legend)).headers["x-voice-quota-remaining"]).toBe("unlimited");
    });

    it("concurrent requests for the last remaining second: exactly one is served", async () => {
      const user = await env().signup();
      await setPlan(env, user, "free");
      await speak(user);
      await speak(user);
      await env().ctx.db.update(users).set({ voiceSecondsUsedToday: 59 }).where(eq(users.id, user.id));
      const results = await Promise.all(Array.from({ length: 6 }, () => speak(user)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    });

    it("bad input 400 and nothing charged; anonymous 401", async () => {
      const user = await env().signup();
      for (const payload of [{}, { text: "" }, { text: "x".repeat(1001) }, { text: "a\u0000" }]) {
        const res = await env().request({ method: "POST", url: "/api/voice/speak", headers: user.headers, payload });
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await env().request({ method: "GET", url: "/api/voice/quota", headers: user.headers })).json().usedSeconds,
      ).toBe(0);
      for (const [method, url] of [
        ["POST", "/api/voice/speak"],
        ["GET", "/api/voice/quota"],
        ["GET", "/api/voice/voices"],
        ["PUT", "/api/voice/coach-voice"],
      ] as const) {
        expect((await env().request({ method, url, payload: {} })).statusCode).toBe(401);
      }
    });
  },
  { voice: { embedded: fixedEngine("embedded-test", 25) } },
);

describeEachDb(
  "voice dispatch by plan",
  (env) => {
    const hostedOk = () => {
      model.fail = false;
    };

    it("free speaks with espeak-ng, pro with the hosted provider, legend in the picked voice", async () => {
      hostedOk();
      const free = await env().signup();
      const pro = await env().signup();
      const legend = await env().signup();
      await setPlan(env, free, "free");
      await setPlan(env, pro, "pro");
      const engineOf = async (user: TestUser) => {
        const res = await env().request({
          method: "POST",
          url: "/api/voice/speak",
          headers: user.headers,
          payload: { text: "Guten Abend" },
        });
        expect(res.statusCode).toBe(200);
        expect(parseWav(res.rawPayload).seconds).toBeGreaterThan(0.2);
        return res.headers["x-voice-engine"];
      };
      expect(await engineOf(free)).toBe("espeak-ng");
      expect(await engineOf(pro)).toBe("hosted:tts-test");
      expect(model.requests.at(-1)?.body).toMatchObject({
        voice: "alloy",
        response_format: "wav",
        input: "Guten Abend",
      });
      const pick = await env().request({
        method: "PUT",
        url: "/api/voice/coach-voice",
        headers: legend.headers,
        payload: { voiceId: "nova" },
      });
      expect(pick.json()).toEqual({
        engine: "hosted:tts-test",
        voices: ["alloy", "nova"],
        voice: "nova",
        canPick: true,
      });
      expect(await engineOf(legend)).toBe("hosted:tts-test");
      expect(model.requests.at(-1)?.body).toMatchObject({ voice: "nova" });
    });

    it("the voice picker is legend-only (403) and takes only offered voices (400)", async () => {
      const pro = await env().signup();
      const legend = await env().signup();
      await setPlan(env, pro, "pro");
      const pick = (user: TestUser, voiceId: unknown) =>
        env().request({ method: "PUT", url: "/api/voice/coach-voice", headers: user.headers, payload: { voiceId } });
      expect((await pick(pro, "nova")).statusCode).toBe(403);
      expect((await pick(legend, "darth")).statusCode).toBe(400);
      expect((await pick(legend, 5)).statusCode).toBe(400);
      expect((await pick(legend, null)).json()).toMatchObject({ voice: "alloy" });
      const voices = await env().request({ method: "GET", url: "/api/voice/voices", headers: pro.headers });
      expect(voices.json()).toEqual({
        engine: "hosted:tts-test",
        voices: ["alloy", "nova"],
        voice: "alloy",
        canPick: false,
      });
    });

    it("when the hosted provider fails espeak-ng speaks and the header says so", async () => {
      model.fail = true;
      const pro = await env().signup();
      await setPlan(env, pro, "pro");
      const res = await env().request({
        method: "POST",
        url: "/api/voice/speak",
        headers: pro.headers,
        payload: { text: "Hallo" },
      });
      model.fail = false;
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-voice-engine"]).toBe("espeak-ng");
    });
  },
  {
    voice: {
      embedded: espeakEngine(),
      hosted: {
        name: "hosted:tts-test",
        voices: ["alloy", "nova"],
        synthesize: (text, voice) =>
          hostedVoiceEngine({ baseUrl: model.url, model: "tts-test", voices: ["alloy", "nova"] }).synthesize(
            text,
            voice,
          ),
      },
    },
  },
);
