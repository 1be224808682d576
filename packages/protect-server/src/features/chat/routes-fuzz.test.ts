// Every route of the community, chat, following, presence, coach and voice features with random
// bodies, queries and path segments: whatever arrives, the answer is never a 5xx.
import fc from "fast-check";
import { expect, it } from "vitest";
import { describeEachDb } from "../../../test/harness.ts";
import type { VoiceEngine } from "../voice/engine.ts";

const ROUTES = [
  ["POST", "/api/community/post"],
  ["GET", "/api/community/posts"],
  ["GET", "/api/community/posts/:id"],
  ["POST", "/api/community/posts/:id/replies"],
  ["POST", "/api/community/posts/:id/like"],
  ["POST", "/api/community/replies/:id/like"],
  ["POST", "/api/community/posts/:id/report"],
  ["POST", "/api/community/replies/:id/report"],
  ["DELETE", "/api/community/posts/:id"],
  ["DELETE", "/api/community/replies/:id"],
  ["GET", "/api/chat/rooms"],
  ["PUT", "/api/chat/rooms/:id/membership"],
  ["DELETE", "/api/chat/rooms/:id/membership"],
  ["GET", "/api/chat/rooms/:id/messages"],
  ["POST", "/api/chat/rooms/:id/messages"],
  ["POST", "/api/chat/dm/:id"],
  ["GET", "/api/chat/dm/:id"],
  ["POST", "/api/chat/reaction"],
  ["POST", "/api/chat/delete-message"],
  ["GET", "/api/chat/can-call/:id"],
  ["PUT", "/api/users/:id/follow"],
  ["DELETE", "/api/users/:id/follow"],
  ["GET", "/api/me/following"],
  ["GET", "/api/presence/last-seen"],
  ["POST", "/api/me/chat-push-enabled"],
  ["GET", "/api/coach"],
  ["POST", "/api/coach/message"],
  ["POST", "/api/voice/speak"],
  ["GET", "/api/voice/quota"],
  ["GET", "/api/voice/voices"],
  ["PUT", "/api/voice/coach-voice"],
] as const;

const silent: VoiceEngine = {
  name: "silent",
  voices: ["v"],
  synthesize: async () => {
    const audio = Buffer.alloc(44 + 32_000);
    audio.write("RIFFxxxxWAVEfmt ", 0, "ascii");
    audio.writeUInt32LE(16, 16);
    audio.writeUInt16LE(1, 20);
    audio.writeUInt16LE(1, 22);
    audio.writeUInt32LE(16_000, 24);
    audio.writeUInt32LE(32_000, 28);
    audio.writeUInt16LE(2, 32);
    audio.writeUInt16LE(16, 34);
    audio.write("data", 36, "ascii");
    audio.writeUInt32LE(32_000, 40);
    return { audio, seconds: 1 };
  },
};

describeEachDb(
  "issue 16 routes under random input",
  (env) => {
    it("never answer 5xx", async () => {
      const user = await env().signup();
      const { id: postId } = (
        await env().request({
          method: "POST",
          url: "/api/community/post",
          headers: user.headers,
          payload: { content: "seed" },
        })
      ).json();
      const segment = fc.oneof(
        fc.constant(postId as string),
        fc.constant(user.id),
        fc.uuid(),
        fc.string({ maxLength: 40 }),
      );
      const body = fc.oneof(
        fc.jsonValue(),
        fc.record({
          content: fc.oneof(fc.string({ maxLength: 50 }), fc.jsonValue()),
          category: fc.oneof(fc.constantFrom("story", "game_share", "coach"), fc.string()),
          gameName: fc.oneof(fc.string({ maxLength: 100 }), fc.constant(null)),
          kind: fc.oneof(fc.constantFrom("direct", "room"), fc.string()),
          messageId: fc.oneof(fc.uuid(), fc.string()),
          emoji: fc.oneof(fc.constantFrom("👍", "❤️"), fc.string()),
          enabled: fc.jsonValue(),
          message: fc.string({ maxLength: 50 }),
          text: fc.string({ maxLength: 50 }),
          voiceId: fc.jsonValue(),
        }),
      );
      const query = fc.oneof(
        fc.constant(""),
        fc.string({ maxLength: 30 }).map((s) => `?cursor=${encodeURIComponent(s)}&limit=${encodeURIComponent(s)}`),
        fc
          .array(fc.oneof(fc.uuid(), fc.string({ maxLength: 10 })), { maxLength: 5 })
          .map((ids) => `?userIds=${encodeURIComponent(ids.join(","))}`),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          segment,
          body,
          query,
          async ([method, path], id, payload, search) => {
            const url = `${path.replace(":id", encodeURIComponent(id))}${method === "GET" ? search : ""}`;
            const res = await env().request({
              method,
              url,
              headers: user.headers,
              ...(method === "GET"
                ? {}
                : {
                    payload: JSON.stringify(payload),
                    headers: { ...user.headers, "content-type": "application/json" },
                  }),
            });
            expect(
              res.statusCode,
              `${method} ${url} ${JSON.stringify(payload)} → ${res.body.slice(0, 200)}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 300 },
      );
    });
  },
  { voice: { embedded: silent } },
);
