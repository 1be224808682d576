import { createECDH, randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import webpush from "web-push";
import { FAKE_PUSH_HOST, type FakePush, resolveFakePushHost, startFakePush } from "../../../test/fake-push.ts";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";
import { captureLog } from "../../../test/log-capture.ts";
import { pushTokens } from "../../db/schema/push-tokens.ts";
import { expoPushSender } from "./expo-sender.ts";
import { type PushSender, routedPushSender } from "./push-sender.ts";
import { upsertPushToken } from "./repo.ts";
import { webPushSender } from "./web-push-sender.ts";

let fake: FakePush;
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:push@example.test" };
/** Senders built lazily: the fake's ports and certificate are known only after beforeAll. */
const sender: PushSender = {
  send: (messages) =>
    routedPushSender({
      apps: expoPushSender({ url: fake.expoUrl }),
      web: webPushSender({ vapid, ca: fake.ca, allowPrivateNetworks: true, resolve: resolveFakePushHost }),
    }).send(messages),
};
/** Production settings (PUSH_ALLOW_PRIVATE_NETWORKS off), with FAKE_PUSH_HOST resolving to 127.0.0.1. */
const strictLog = captureLog("warn");
const strictSender: PushSender = {
  send: (messages) =>
    webPushSender({
      vapid,
      ca: fake.ca,
      allowPrivateNetworks: false,
      resolve: resolveFakePushHost,
      log: strictLog.logger,
    }).send(messages),
};

beforeAll(async () => {
  fake = await startFakePush();
});
afterAll(async () => {
  await fake.close();
});

/** A browser's PushSubscription JSON with real P-256 and auth keys. */
function subscription(id: string, base = fake.webBase): string {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint: `${base}/${id}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  });
}

describeEachDb(
  "chat pushes",
  (env) => {
    const register = (user: TestUser, token: string, platform: "ios" | "android" | "web") =>
      env().request({
        method: "POST",
        url: "/api/users/me/push-token",
        headers: user.headers,
        payload: { token, platform },
      });
    const dm = (from: TestUser, to: TestUser) =>
      env().request({
        method: "POST",
        url: `/api/chat/dm/${to.id}`,
        headers: from.headers,
        payload: { content: "secret text" },
      });
    const sentTo = (token: string) => fake.received.filter((r) => r.to === token || token.includes(r.to));

    it("a direct message is pushed to the recipient's enabled tokens (Expo and Web Push), without its text", async () => {
      const sender = await env().signup({ nickname: "Sam" });
      const recipient = await env().signup();
      const expoToken = `ExponentPushToken[${randomBytes(8).toString("hex")}]`;
      const webToken = subscription(`ok-${randomBytes(4).toString("hex")}`);
      await register(recipient, expoToken, "ios");
      await register(recipient, webToken, "web");
      expect((await dm(sender, recipient)).statusCode).toBe(201);
      await env().app.pushIdle();
      const [expo] = sentTo(expoToken);
      expect(expo).toMatchObject({ service: "expo", title: "Sam", body: "sent you a message" });
      const web = fake.received.find((r) => r.service === "web" && webToken.includes(r.to));
      expect(web?.headers["content-encoding"]).toBe("aes128gcm");
      expect(web?.headers.authorization).toMatch(/^vapid t=/);
      expect(JSON.stringify(fake.received)).not.toContain("secret text");
    });

    it("with PUSH_ALLOW_PRIVATE_NETWORKS on, an endpoint named by a host that resolves to loopback is delivered", async () => {
      const sender = await env().signup();
      const recipient = await env().signup();
      const id = `named-${randomBytes(4).toString("hex")}`;
      expect((await register(recipient, subscription(id, fake.webNamedBase), "web")).statusCode).toBe(200);
      await dm(sender, recipient);
      await env().app.pushIdle();
      expect(fake.received.filter((r) => r.to.endsWith(id))).toHaveLength(1);
    });

    it("tokens the services report as gone are disabled; the others stay enabled", async () => {
      const sender = await env().signup();
      const recipient = await env().signup();
      const good = `ExponentPushToken[${randomBytes(8).toString("hex")}]`;
      const goneExpo = `ExponentPushToken[gone-${randomBytes(8).toString("hex")}]`;
      const goneWeb = subscription(`gone-${randomBytes(4).toString("hex")}`);
      for (const [token, platform] of [
        [good, "android"],
        [goneExpo, "ios"],
        [goneWeb, "web"],
      ] as const) {
        await register(recipient, token, platform);
      }
      // Stored before registration checked endpoints: refused at send time.
      const malformedWeb = JSON.stringify({ endpoint: "http://10.0.0.1/x", keys: { p256dh: "a", auth: "b" } });
      await upsertPushToken(env().ctx.db, {
        userId: recipient.id,
        token: malformedWeb,
        platform: "web",
        now: env().clock.now(),
      });
      await dm(sender, recipient);
      await env().app.pushIdle();
      const rows = await env().ctx.db.select().from(pushTokens);
      const enabled = Object.fromEntries(rows.map((row) => [row.token, row.enabled]));
      expect(enabled).toEqual({ [good]: true, [goneExpo]: false, [goneWeb]: false, [malformedWeb]: false });
      // The disabled ones are not tried again.
      const before = fake.received.length;
      await dm(sender, recipient);
      await env().app.pushIdle();
      expect(fake.received.slice(before).map((r) => r.to)).toEqual([good]);
    });

    it("chatPushEnabled off: no push; room messages reach the other members only", async () => {
      const a = await env().signup();
      const quiet = await env().signup();
      const member = await env().signup();
      const quietToken = `ExponentPushToken[${randomBytes(8).toString("hex")}]`;
      const memberToken = `ExponentPushToken[${randomBytes(8).toString("hex")}]`;
      const aToken = `ExponentPushToken[${randomBytes(8).toString("hex")}]`;
      await register(quiet, quietToken, "ios");
      await register(member, memberToken, "ios");
      await register(a, aToken, "ios");
      const off = await env().request({
        method: "POST",
        url: "/api/me/chat-push-enabled",
        headers: quiet.headers,
        payload: { enabled: false },
      });
      expect(off.json().chatPushEnabled).toBe(false);
      await dm(a, quiet);
      const rooms = (await env().request({ method: "GET", url: "/api/chat/rooms", headers: a.headers })).json().rooms;
      const roomId = rooms[0].id;
      for (const user of [quiet, member]) {
        await env().request({ method: "PUT", url: `/api/chat/rooms/${roomId}/membership`, headers: user.headers });
      }
      await env().request({
        method: "POST",
        url: `/api/chat/rooms/${roomId}/messages`,
        headers: a.headers,
        payload: { content: "hi all" },
      });
      await env().app.pushIdle();
      expect(sentTo(quietToken)).toEqual([]);
      expect(sentTo(aToken)).toEqual([]);
      expect(sentTo(memberToken)).toHaveLength(1);
      expect(sentTo(memberToken)[0]?.title).toBe(rooms[0].name);
    });

    it("chat-push-enabled: bad input 400, anonymous 401", async () => {
      const user = await env().signup();
      const bad = await env().request({
        method: "POST",
        url: "/api/me/chat-push-enabled",
        headers: user.headers,
        payload: { enabled: "yes" },
      });
      expect(bad.statusCode).toBe(400);
      expect(
        (await env().request({ method: "POST", url: "/api/me/chat-push-enabled", payload: { enabled: true } }))
          .statusCode,
      ).toBe(401);
    });
  },
  { pushSender: sender, pushAllowPrivateNetworks: true },
);

describeEachDb(
  "web pushes to non-public addresses (PUSH_ALLOW_PRIVATE_NETWORKS off)",
  (env) => {
    it("a name resolving to 127.0.0.1 is refused at connect time: nothing is sent, one log line, the token is disabled", async () => {
      const sender = await env().signup();
      const recipient = await env().signup();
      const id = `rebound-${randomBytes(6).toString("hex")}`;
      // Default port on a public-looking name: registration accepts it; only the answer of DNS is wrong.
      const token = subscription(id, `https://${FAKE_PUSH_HOST}/push`);
      expect(
        (
          await env().request({
            method: "POST",
            url: "/api/users/me/push-token",
            headers: recipient.headers,
            payload: { token, platform: "web" },
          })
        ).statusCode,
      ).toBe(200);
      const before = fake.received.length;
      const logged = strictLog.lines.length;
      await env().request({
        method: "POST",
        url: `/api/chat/dm/${recipient.id}`,
        headers: sender.headers,
        payload: { content: "hello" },
      });
      await env().app.pushIdle();
      expect(fake.received.length).toBe(before);
      const lines = strictLog.lines.slice(logged);
      expect(lines).toEqual([
        expect.objectContaining({
          event: "push_endpoint_refused",
          host: FAKE_PUSH_HOST,
          reason: "non_public_address",
          address: "127.0.0.1",
        }),
      ]);
      const keys = (JSON.parse(token) as { keys: { p256dh: string; auth: string } }).keys;
      for (const personal of [id, keys.p256dh, keys.auth]) expect(JSON.stringify(lines)).not.toContain(personal);
      const rows = await env().ctx.db.select().from(pushTokens);
      expect(rows.map((row) => [row.token, row.enabled])).toEqual([[token, false]]);
    });

    it("the fake's own loopback endpoints are refused at registration", async () => {
      const recipient = await env().signup();
      for (const base of [fake.webBase, fake.webNamedBase]) {
        const res = await env().request({
          method: "POST",
          url: "/api/users/me/push-token",
          headers: recipient.headers,
          payload: { token: subscription("x", base), platform: "web" },
        });
        expect(res.json()).toMatchObject({ error: "invalid_push_endpoint" });
      }
    });
  },
  { pushSender: strictSender },
);
