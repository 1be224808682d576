import { createECDH, randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import webpush from "web-push";
import { FAKE_PUSH_HOST, type FakePush, resolveFakePushHost, startFakePush } from "../../../test/fake-push.ts";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";
import { captureLog } from "../../../test/log-capture.ts";
import { pushReceipts, pushTokens } from "../../db/schema/push-tokens.ts";
import { pushReceiptsJob } from "../../jobs/push-receipts.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { expoPushSender } from "./expo-sender.ts";
import { type PushSender, routedPushSender } from "./push-sender.ts";
import { upsertPushToken } from "./repo.ts";
import { checkPushReceiptsInTx, type ReceiptCheck } from "./service.ts";
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
  receipts: (ids) => {
    const { receipts } = routedPushSender({ apps: expoPushSender({ url: fake.expoUrl }), web: strictSender });
    if (!receipts) throw new Error("the routed sender lost the Expo receipts");
    return receipts(ids);
  },
};
const MINUTE = 60_000;
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

    /** The recipient's tokens by value → row id, and the tokens that still have a receipt to read. */
    const tokenRows = async (userId: string) => {
      const rows = await env().ctx.db.select().from(pushTokens);
      return rows.filter((row) => row.userId === userId);
    };
    const pendingReceiptsOf = async (userId: string) => {
      const rows = await tokenRows(userId);
      const byId = new Map(rows.map((row) => [row.id, row.token]));
      const pending = await env()
        .ctx.db.select()
        .from(pushReceipts)
        .where(inArray(pushReceipts.tokenId, [...byId.keys()]));
      return pending.map((row) => byId.get(row.tokenId)).sort();
    };

    it("Expo receipts, read 15 minutes after the send, disable tokens whose device is gone; unanswered ones wait, then drop after a day", async () => {
      const from = await env().signup();
      const to = await env().signup();
      const tag = randomBytes(6).toString("hex");
      const tokens = {
        ok: `ExponentPushToken[ok-${tag}]`,
        uninstalled: `ExponentPushToken[uninstalled-${tag}]`,
        toobig: `ExponentPushToken[toobig-${tag}]`,
        late: `ExponentPushToken[late-${tag}]`,
      };
      for (const token of Object.values(tokens)) await register(to, token, "android");
      expect((await dm(from, to)).statusCode).toBe(201);
      await env().app.pushIdle();
      expect(await pendingReceiptsOf(to.id)).toEqual(Object.values(tokens).sort());

      const db = env().ctx.db;
      const start = env().clock.now().getTime();
      const checks: ReceiptCheck[] = [];
      const job = pushReceiptsJob(sender, (check) => checks.push(check));
      const asked = fake.receiptRequests.length;
      // Not due yet: Expo is not asked.
      expect(await runJobOnce(db, job, new Date(start + 10 * MINUTE))).toBe(true);
      expect(fake.receiptRequests.length).toBe(asked);
      // Expo unreachable: every receipt stays for the next run, no token changes.
      fake.receiptsDown = true;
      try {
        expect(await runJobOnce(db, job, new Date(start + 20 * MINUTE))).toBe(true);
      } finally {
        fake.receiptsDown = false;
      }
      expect(checks.at(-1)).toMatchObject({ unreachable: true, checked: 0 });
      expect(await pendingReceiptsOf(to.id)).toHaveLength(4);
      expect((await tokenRows(to.id)).every((row) => row.enabled)).toBe(true);

      expect(await runJobOnce(db, job, new Date(start + 40 * MINUTE))).toBe(true);
      const enabled = Object.fromEntries((await tokenRows(to.id)).map((row) => [row.token, row.enabled]));
      expect(enabled).toEqual({
        [tokens.ok]: true,
        [tokens.uninstalled]: false,
        [tokens.toobig]: true,
        [tokens.late]: true,
      });
      expect(checks.at(-1)).toMatchObject({ unreachable: false, disabledTokens: 1, failed: { MessageTooBig: 1 } });
      expect(await pendingReceiptsOf(to.id)).toEqual([tokens.late]);
      // The ids went to Expo's receipts endpoint only: no token or message text.
      expect(JSON.stringify(fake.receiptRequests)).not.toContain(tag);

      // A day later the unanswered receipt is dropped.
      expect(await runJobOnce(db, job, new Date(start + 25 * 60 * MINUTE))).toBe(true);
      expect(await pendingReceiptsOf(to.id)).toEqual([]);
      expect(checks.at(-1)?.expired).toBeGreaterThanOrEqual(1);
    });

    it("a receipt saying the device is gone leaves a token registered again after the send enabled", async () => {
      const from = await env().signup();
      const to = await env().signup();
      const token = `ExponentPushToken[uninstalled-${randomBytes(6).toString("hex")}]`;
      await register(to, token, "ios");
      await dm(from, to);
      await env().app.pushIdle();
      const sentAt = env().clock.now().getTime();
      // The app was reinstalled and registered the same token again five minutes later.
      await upsertPushToken(env().ctx.db, {
        userId: to.id,
        token,
        platform: "ios",
        now: new Date(sentAt + 5 * MINUTE),
      });
      const check = await checkPushReceiptsInTx(env().ctx.db, sender, new Date(sentAt + 20 * MINUTE));
      expect(check.disabledTokens).toBe(0);
      expect((await tokenRows(to.id)).map((row) => row.enabled)).toEqual([true]);
      expect(await pendingReceiptsOf(to.id)).toEqual([]);
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
