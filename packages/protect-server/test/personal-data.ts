// A user with a distinctive value in every table that can hold one (the privacy tests): made through
// the real routes where there is one, inserted through the owning feature's repo otherwise.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { deviceApprovalRequests } from "../src/db/schema/device-approvals.ts";
import { mailOauthPendingStates } from "../src/db/schema/mail-connections.ts";
import { mailOutbox } from "../src/db/schema/mail-outbox.ts";
import { notifications } from "../src/db/schema/notifications.ts";
import { insertFollow } from "../src/features/following/repo.ts";
import { MAIL_CONSENT_VERSION } from "../src/features/mail-connections/consent.ts";
import { appendConsentLog, insertConnection } from "../src/features/mail-connections/repo.ts";
import { classifyContent, compileBrands } from "../src/features/mail-scan/classifier.ts";
import { contentOf } from "../src/features/mail-scan/mail-content.ts";
import { addToStats, insertBlocked, insertSamples } from "../src/features/mail-scan/records-repo.ts";
import { protectionCoreSenderPolicy } from "../src/features/mail-scan/sender-policy.ts";
import { sampleOf } from "../src/features/mail-scan/service.ts";
import { sealSecret } from "../src/platform/secret-box.ts";
import { post, reply, reportItem } from "./community-fixtures.ts";
import { deviceOf } from "./devices.ts";
import { type TestEnv, type TestUser, testSecrets } from "./harness.ts";

export interface SeededPerson {
  user: TestUser;
  /** Values the export must contain (lower case). */
  exported: string[];
  /** Values stored but deliberately left out of the export (secrets such as the push token). */
  notExported: string[];
  /** The protected device's DNS token (shown once at enrolment). */
  dnsToken: string;
}

async function ok(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const done = await res;
  expect(done.statusCode, `${what}: ${done.body}`).toBeLessThan(300);
  return JSON.parse(done.body || "null");
}

/**
 * Seeds one person: profile, demographics, devices, protection, domains, mail, community, chat,
 * follows, notifications and admin traces. `peer` is the other side of conversations and likes.
 */
export async function seedPerson(env: TestEnv, peer: TestUser, admin: TestUser): Promise<SeededPerson> {
  const tag = `zq${randomBytes(4).toString("hex")}`;
  const v = (name: string) => `${name}${tag}`.toLowerCase();
  const user = await env.signup({ email: `${tag}-person@example.test`, nickname: `Nick${tag}` });
  await env.setPlan(user.id, "legend");
  const { request } = env;
  const h = user.headers;
  const adminH = { ...admin.headers, "x-admin-secret": testSecrets.adminSecret };

  await ok(
    request({ method: "PATCH", url: "/api/profile/me/demographics", headers: h, payload: { city: `City${tag}` } }),
    "demographics",
  );
  await ok(
    request({
      method: "POST",
      url: "/api/users/me/push-token",
      headers: h,
      payload: { token: `push-${tag}-token`, platform: "ios" },
    }),
    "push token",
  );
  await deviceOf(env, user, `install-${tag}`, { name: `Phone${tag}`, model: `Model${tag}`, osVersion: "iOS 19" });
  const enrolled = await ok(
    request({
      method: "POST",
      url: "/api/devices/enroll",
      headers: h,
      payload: { name: `Laptop${tag}`, platform: "macos" },
    }),
    "enroll",
  );
  const pairing = await ok(request({ method: "POST", url: "/api/magic/pair/create", headers: h }), "pair create");
  await ok(request({ method: "POST", url: "/api/magic/pair/redeem", payload: { code: pairing.code } }), "pair redeem");
  // An ally holding the two-person rule (accepted through the page's link): the cooldown below asks them.
  const allyEmail = `${tag}-ally@example.test`;
  await ok(
    request({
      method: "POST",
      url: "/api/allies",
      headers: h,
      payload: { email: allyEmail, fromName: `From${tag}`, events: ["cooldown_started"], twoPersonRule: true },
    }),
    "ally invite",
  );
  const inviteToken = (await env.sentMail()).find((mail) => mail.to === allyEmail)?.text.match(/#invite=([\w-]+)/)?.[1];
  await ok(request({ method: "POST", url: "/api/ally-links/accept", payload: { token: inviteToken } }), "ally accept");
  await ok(request({ method: "POST", url: "/api/cooldown/request", headers: h }), "cooldown");
  await ok(
    request({ method: "POST", url: "/api/custom-domains", headers: h, payload: { domain: `${tag}-own.net` } }),
    "custom domain",
  );
  await ok(
    request({
      method: "POST",
      url: "/api/domain-submissions",
      headers: h,
      payload: { domain: `${tag}-submitted.net` },
    }),
    "submission",
  );
  await ok(
    request({
      method: "POST",
      url: "/api/curated-domains/suggest",
      headers: h,
      payload: { country: "DE", domain: `${tag}-suggested.net` },
    }),
    "suggestion",
  );

  const { db } = env.ctx;
  const now = env.clock.now();
  await db.insert(deviceApprovalRequests).values({
    userId: user.id,
    deviceId: `approval-install-${tag}`,
    name: `Tablet${tag}`,
    model: `TabModel${tag}`,
    osVersion: "iPadOS 19",
    description: `Tablet${tag} (TabModel${tag})`,
    codeHash: `hash-${tag}`,
    expiresAt: new Date(now.getTime() + 600_000),
    createdAt: now,
  });
  const connection = await insertConnection(db, {
    userId: user.id,
    title: `Mailbox${tag}`,
    email: `${tag}-mailbox@mail.test`,
    imapHost: `imap.${tag}.test`,
    imapPort: 993,
    consentAt: now,
    consentVersion: MAIL_CONSENT_VERSION,
  });
  const connectionId = connection?.id ?? "";
  await appendConsentLog(db, [
    {
      userId: user.id,
      connectionId,
      action: "grant",
      consentVersion: MAIL_CONSENT_VERSION,
      ipAddress: null,
      createdAt: now,
    },
  ]);
  await insertBlocked(db, [
    {
      userId: user.id,
      connectionId,
      uidValidity: 1,
      uid: 1,
      sender: `promo@${tag}-casino.net`,
      subject: `Subject${tag}`,
      score: 100,
      triggerSource: "sender_blocklist",
      blockedAt: now,
    },
  ]);
  await addToStats(db, user.id, connectionId, now.toISOString().slice(0, 10), 1);
  // A mail from the person's own mail_domain entry, classified and sampled as a scan does: the
  // sample (kept a year, past erasure) must hold nothing of it (issue 33).
  await ok(
    request({
      method: "POST",
      url: "/api/custom-domains",
      headers: h,
      payload: { domain: `${tag}-mailhide.net`, type: "mail_domain" },
    }),
    "mail_domain custom domain",
  );
  const received = contentOf({
    uid: 2,
    fromAddress: `promo@news.${tag}-mailhide.net`,
    fromName: `Sender${tag}`,
    subject: `Hello${tag}`,
    parts: [{ type: "text/html", text: `<a href="https://${tag}-linked.net/x">Freispiele holen</a>` }],
    headers: {},
  });
  const listings = (await protectionCoreSenderPolicy.forUser(env.ctx, user.id))([
    received.senderDomain,
    ...received.links.map((link) => link.domain),
  ]);
  const classified = classifyContent(received, listings, compileBrands([]));
  await insertSamples(db, [
    sampleOf(connectionId, received, listings, {
      rules: classified,
      result: { ...classified, usedModel: false },
      blocked: true,
      at: now,
    }),
  ]);
  await db.insert(mailOauthPendingStates).values({
    stateHash: `state-${tag}`,
    userId: user.id,
    idp: "test",
    codeVerifierEncrypted: "x",
    redirectUri: "protect://cb",
    title: `Pending${tag}`,
    consentVersion: MAIL_CONSENT_VERSION,
    expiresAt: new Date(now.getTime() + 600_000),
  });
  // A mail about the person still queued (the relay refused it; the next attempt is an hour away).
  await db.insert(mailOutbox).values({
    userId: user.id,
    envelopeEncrypted: sealSecret(testSecrets.tokenEncryptionKey, JSON.stringify({ to: user.email, text: tag })),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
    nextAttemptAt: new Date(now.getTime() + 3_600_000),
    attempts: 1,
    lastError: "smtp_451",
  });
  await db.insert(notifications).values({
    userId: user.id,
    kind: "domain_submission_rejected",
    data: { domain: `${tag}-notified.net` },
    createdAt: now,
  });
  await insertFollow(db, user.id, peer.id, now);
  await insertFollow(db, peer.id, user.id, now);

  // Community: an own post (with a game), a reply and a like and a report on the peer's post.
  await ok(
    request({
      method: "POST",
      url: "/api/community/post",
      headers: h,
      payload: { content: `Post${tag} about my week`, gameName: `Game${tag}`, category: "story" },
    }),
    "post",
  );
  const peerPost = await post(env, peer, "A post by the peer");
  const peerReply = await reply(env, peer, peerPost, "A reply by the peer");
  await reply(env, user, peerPost, `Reply${tag} to the peer`);
  await ok(request({ method: "POST", url: `/api/community/posts/${peerPost}/like`, headers: h }), "like post");
  await ok(request({ method: "POST", url: `/api/community/replies/${peerReply}/like`, headers: h }), "like reply");
  await reportItem(env, user, "posts", peerPost, `Reason${tag} for the report`);
  // A post an admin moderates: its snapshot keeps the content.
  const moderated = await post(env, user, `Moderated${tag} content`);
  await reportItem(env, peer, "posts", moderated);
  await ok(request({ method: "GET", url: "/api/admin/moderation/queue", headers: adminH }), "queue");
  await ok(request({ method: "POST", url: `/api/admin/moderation/${moderated}/delete`, headers: adminH }), "moderate");

  // Chat: a room message, a direct message each way, reactions.
  const rooms = await ok(request({ method: "GET", url: "/api/chat/rooms", headers: h }), "rooms");
  const roomId = rooms.rooms[0].id as string;
  const roomMessage = await ok(
    request({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/messages`,
      headers: h,
      payload: { content: `Room${tag} hello` },
    }),
    "room message",
  );
  await ok(
    request({
      method: "POST",
      url: `/api/chat/dm/${peer.id}`,
      headers: h,
      payload: { content: `Dm${tag} to the peer` },
    }),
    "dm",
  );
  const peerDm = await ok(
    request({
      method: "POST",
      url: `/api/chat/dm/${user.id}`,
      headers: peer.headers,
      payload: { content: "Hi from the peer" },
    }),
    "peer dm",
  );
  await ok(
    request({
      method: "POST",
      url: "/api/chat/reaction",
      headers: h,
      payload: { kind: "direct", messageId: peerDm.id ?? peerDm.message.id, emoji: "❤️" },
    }),
    "dm reaction",
  );
  await ok(
    request({
      method: "POST",
      url: "/api/chat/reaction",
      headers: h,
      payload: { kind: "room", messageId: roomMessage.id ?? roomMessage.message.id, emoji: "❤️" },
    }),
    "room reaction",
  );

  // Admin traces: a search that found the person, and a ban with a reason.
  await ok(request({ method: "GET", url: `/api/admin/users?q=${tag}-person`, headers: adminH }), "admin search");
  await ok(
    request({
      method: "PATCH",
      url: `/api/admin/users/${user.id}`,
      headers: adminH,
      payload: { banned: true, bannedReason: `Banned${tag} reason` },
    }),
    "ban",
  );
  await ok(
    request({ method: "PATCH", url: `/api/admin/users/${user.id}`, headers: adminH, payload: { banned: false } }),
    "unban",
  );

  const exported = [
    `${tag}-person@example.test`,
    v("Nick"),
    v("City"),
    `install-${tag}`,
    v("Phone"),
    v("Model"),
    v("Laptop"),
    v("Tablet"),
    `${tag}-own.net`,
    `${tag}-mailhide.net`,
    `${tag}-submitted.net`,
    `${tag}-suggested.net`,
    v("Mailbox"),
    `${tag}-mailbox@mail.test`,
    `imap.${tag}.test`,
    `promo@${tag}-casino.net`,
    v("Subject"),
    v("Pending"),
    `${tag}-notified.net`,
    v("Post"),
    v("Game"),
    v("Reply"),
    v("Reason"),
    v("Room"),
    v("Dm"),
    v("Banned"),
    `${tag}-ally@example.test`,
    v("From"),
  ];
  return { user, exported, notExported: [`push-${tag}-token`, v("Moderated")], dnsToken: enrolled.dnsToken as string };
}
