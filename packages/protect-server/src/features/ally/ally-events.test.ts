import { expect, it } from "vitest";
import {
  accept,
  allyView,
  HOUR,
  invite,
  linkCall,
  mailsTo,
  registeredCompanion,
  runAllyJob,
  runDeviceJobs,
} from "../../../test/allies.ts";
import { describeEachDb, type TestEnv } from "../../../test/harness.ts";
import { enroll, handshake } from "../../../test/protection.ts";
import { openSocket, type RealtimeMessage } from "../../../test/ws-client.ts";
import { allies, allyApprovals, allyEvents } from "../../db/schema/allies.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { userDevices } from "../../db/schema/user-devices.ts";
import { allyDigestJob } from "../../jobs/ally-digest.ts";
import { privacyRetentionJob } from "../../jobs/privacy-retention.ts";
import { runJobOnce } from "../../jobs/scheduler.ts";
import { MAIL_CONSENT_VERSION } from "../mail-connections/consent.ts";
import { insertConnection } from "../mail-connections/repo.ts";
import { memoryPushSender } from "../push-tokens/push-sender.ts";

const generous = { max: 10_000, windowMs: HOUR };
const housekeeping = runDeviceJobs;
const kinds = async (env: TestEnv, access: string) =>
  ((await allyView(env, access)).events as { kind: string; text: string }[]).map((event) => event.kind);

describeEachDb(
  "ally events from devices, the companion and mail",
  (env) => {
    it("a protected device silent for 48 hours is reported once; traffic clears it", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { events: ["device_silent"] });
      const access = await accept(env(), invited);
      const enrolled = await enroll(env(), user.headers, { name: "Kitchen iPad", platform: "ios" });
      await handshake(env(), [{ token: enrolled.dnsToken, lastQueryAt: env().clock.now().toISOString() }]);
      env().clock.advance(47 * HOUR);
      await housekeeping(env());
      expect(await kinds(env(), access)).toEqual([]);
      env().clock.advance(2 * HOUR);
      await housekeeping(env());
      env().clock.advance(HOUR);
      await housekeeping(env());
      expect(await kinds(env(), access)).toEqual(["device_silent"]);
      await runAllyJob(env());
      const mail = (await mailsTo(env(), invited.email)).at(-1);
      expect(mail?.text).toContain("A protected device of Robin's has sent no traffic");
      expect(mail?.text).not.toContain("Kitchen iPad");
      // Traffic again, then silent again: a second report.
      await handshake(env(), [{ token: enrolled.dnsToken, lastQueryAt: env().clock.now().toISOString() }]);
      env().clock.advance(49 * HOUR);
      await housekeeping(env());
      expect(await kinds(env(), access)).toEqual(["device_silent", "device_silent"]);
    });

    it("a computer's release needs the ally's approval under the two-person rule; unanswered it waits 24 h more, then goes", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, {
        events: ["device_released", "tamper_repaired"],
        twoPersonRule: true,
      });
      const access = await accept(env(), invited);
      const token = await registeredCompanion(env(), user);
      expect(
        (await env().request({ method: "POST", url: "/api/magic/tamper-repaired", headers: token })).statusCode,
      ).toBe(204);
      expect(
        (await env().request({ method: "POST", url: "/api/magic/tamper-repaired", headers: user.headers })).statusCode,
      ).toBe(403);
      const [desktop] = await env().ctx.db.select().from(userDevices);
      const released = await env().request({
        method: "POST",
        url: `/api/devices/${desktop?.id}/request-release`,
        headers: user.headers,
      });
      expect(released.statusCode, released.body).toBe(200);
      const approvals = (await allyView(env(), access)).approvals as { action: string }[];
      expect(approvals.map((a) => a.action)).toEqual(["release"]);
      env().clock.advance(25 * HOUR);
      await housekeeping(env());
      expect(await env().ctx.db.select().from(userDevices)).toHaveLength(1);
      env().clock.advance(24 * HOUR);
      await housekeeping(env());
      expect(await env().ctx.db.select().from(userDevices)).toHaveLength(0);
      expect(await kinds(env(), access)).toEqual(["device_released", "tamper_repaired"]);
      const texts = JSON.stringify(await allyView(env(), access));
      expect(texts).not.toContain("Work laptop");
      expect(texts).not.toContain("ThinkPad");
    });

    it("two releases of one computer at once: one request to the ally, one approval mail", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { twoPersonRule: true });
      const access = await accept(env(), invited);
      await registeredCompanion(env(), user);
      const [desktop] = await env().ctx.db.select().from(userDevices);
      const release = () =>
        env().request({ method: "POST", url: `/api/devices/${desktop?.id}/request-release`, headers: user.headers });
      const results = await Promise.all([release(), release()]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await env().ctx.db.select().from(allyApprovals)).toHaveLength(1);
      expect((await allyView(env(), access)).approvals).toHaveLength(1);
      const asked = (await mailsTo(env(), invited.email)).filter((m) => m.subject === "Robin asks for your approval");
      expect(asked).toHaveLength(1);
    });

    it("an ally with the app gets a push naming only how many updates wait", async () => {
      const user = await env().signup();
      const friend = await env().signup();
      const invited = await invite(env(), user, { events: ["cooldown_started", "cooldown_cancelled"] });
      await env().request({
        method: "POST",
        url: "/api/allyships/accept",
        headers: friend.headers,
        payload: { token: invited.token },
      });
      await env().request({
        method: "POST",
        url: "/api/users/me/push-token",
        headers: friend.headers,
        payload: { token: "ExponentPushToken[friend]", platform: "ios" },
      });
      await env().request({ method: "POST", url: "/api/cooldown/request", headers: user.headers });
      await env().request({ method: "POST", url: "/api/cooldown/cancel", headers: user.headers });
      const push = memoryPushSender();
      await env().ctx.db.transaction((tx) => allyDigestJob(env().ctx, push.sender).run(tx, env().clock.now()));
      expect(push.sent).toEqual([
        expect.objectContaining({
          token: "ExponentPushToken[friend]",
          title: "Robin",
          body: "shared 2 updates with you",
        }),
      ]);
    });

    it("realtime: the allyship reaches the user and the ally's account (no hash, no user id), requests the user; a stranger gets none", async () => {
      const url = await env().app.listen({ port: 0, host: "127.0.0.1" });
      const user = await env().signup();
      const friend = await env().signup();
      const stranger = await env().signup();
      const userSocket = await openSocket(url, user.token);
      const friendSocket = await openSocket(url, friend.token);
      const strangerSocket = await openSocket(url, stranger.token);
      const change = (table: string) => (m: RealtimeMessage) => m.type === "change" && m.table === table;
      const invited = await invite(env(), user, { events: ["cooldown_started"], twoPersonRule: true });
      await env().request({
        method: "POST",
        url: "/api/allyships/accept",
        headers: friend.headers,
        payload: { token: invited.token },
      });
      const active = (m: RealtimeMessage) => change("allies")(m) && (m.row as { status: string }).status === "active";
      for (const socket of [userSocket, friendSocket]) {
        const row = (await socket.waitFor(active)).row as Record<string, unknown>;
        expect(row).toMatchObject({ id: invited.id, status: "active", allyUserId: friend.id });
        expect(Object.keys(row)).not.toContain("inviteTokenHash");
        expect(Object.keys(row)).not.toContain("userId");
      }
      await env().request({ method: "POST", url: "/api/cooldown/request", headers: user.headers });
      expect((await userSocket.waitFor(change("ally_approvals"))).row).toMatchObject({ action: "protection_off" });
      const update = (m: RealtimeMessage) =>
        change("notifications")(m) && (m.row as { kind: string }).kind === "ally_update";
      expect((await friendSocket.waitFor(update)).row).toMatchObject({ data: { kind: "cooldown_started" } });
      // A marker row of the stranger's own: everything sent before it reached the stranger is theirs.
      await env()
        .ctx.db.insert(notifications)
        .values({ userId: stranger.id, kind: "domain_submission_approved", data: {}, createdAt: env().clock.now() });
      await strangerSocket.waitFor(change("notifications"));
      expect(strangerSocket.messages.filter((m) => m.type === "change").map((m) => m.table)).toEqual(["notifications"]);
      await Promise.all([userSocket, friendSocket, strangerSocket].map((socket) => socket.close()));
    });

    it("retention: an ended allyship goes 30 days after its end", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { events: ["cooldown_started"] });
      const access = await accept(env(), invited);
      await env().request({ method: "POST", url: "/api/cooldown/request", headers: user.headers });
      await linkCall(env(), "end", { access });
      env().clock.advance(29 * 24 * HOUR);
      await runJobOnce(env().ctx.db, privacyRetentionJob(), env().clock.now());
      expect(await env().ctx.db.select().from(allies)).toHaveLength(1);
      env().clock.advance(2 * 24 * HOUR);
      await runJobOnce(env().ctx.db, privacyRetentionJob(), env().clock.now());
      expect(await env().ctx.db.select().from(allies)).toEqual([]);
      expect(await env().ctx.db.select().from(allyEvents)).toEqual([]);
    });

    it("an approved release goes ahead when due", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { twoPersonRule: true });
      const access = await accept(env(), invited);
      await registeredCompanion(env(), user);
      const [desktop] = await env().ctx.db.select().from(userDevices);
      await env().request({
        method: "POST",
        url: `/api/devices/${desktop?.id}/request-release`,
        headers: user.headers,
      });
      const [approval] = (await allyView(env(), access)).approvals;
      await linkCall(env(), "decision", { access, approvalId: approval.id, decision: "approve" });
      env().clock.advance(25 * HOUR);
      await housekeeping(env());
      expect(await env().ctx.db.select().from(userDevices)).toHaveLength(0);
    });

    it("a removed mail connection is shared, without the mailbox", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { events: ["mail_connection_removed"] });
      const access = await accept(env(), invited);
      const connection = await insertConnection(env().ctx.db, {
        userId: user.id,
        title: "Private box",
        email: "hidden-box@mail.test",
        imapHost: "imap.mail.test",
        imapPort: 993,
        consentAt: env().clock.now(),
        consentVersion: MAIL_CONSENT_VERSION,
      });
      const removed = await env().request({
        method: "DELETE",
        url: `/api/mail-connections/${connection?.id}`,
        headers: user.headers,
      });
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      expect(await kinds(env(), access)).toEqual(["mail_connection_removed"]);
      await runAllyJob(env());
      const mail = (await mailsTo(env(), invited.email)).at(-1);
      expect(mail?.text).toContain("removed a mailbox");
      expect(mail?.text).not.toContain("hidden-box");
    });

    it("export covers both sides; erasing the user removes their ally records; erasing an ally's account ends their allyships", async () => {
      const user = await env().signup();
      const friend = await env().signup();
      const invited = await invite(env(), user, { events: ["cooldown_started"], twoPersonRule: true });
      await env().request({
        method: "POST",
        url: "/api/allyships/accept",
        headers: friend.headers,
        payload: { token: invited.token },
      });
      await env().request({ method: "POST", url: "/api/cooldown/request", headers: user.headers });
      const exported = (await env().request({ method: "GET", url: "/api/me/export", headers: user.headers })).json();
      expect(exported.allies.allies).toEqual([expect.objectContaining({ email: invited.email, status: "active" })]);
      expect(exported.allies.approvals).toHaveLength(1);
      expect(exported.allies.sharedWithAllies).toHaveLength(1);
      expect(JSON.stringify(exported)).not.toMatch(/invite_?token/i);
      const theirs = (await env().request({ method: "GET", url: "/api/me/export", headers: friend.headers })).json();
      expect(theirs.allies.allyOf).toEqual([expect.objectContaining({ fromName: "Robin" })]);
      expect(theirs.allies.sharedWithMe).toHaveLength(1);
      expect(JSON.stringify(theirs.allies)).not.toContain(user.email);
      // The ally's account is erased: the allyship goes and the user is told.
      const erased = await env().request({
        method: "DELETE",
        url: "/api/me",
        headers: friend.headers,
        payload: { password: friend.password },
      });
      expect(erased.statusCode, erased.body).toBeLessThan(300);
      expect(await env().ctx.db.select().from(allies)).toEqual([]);
      // A second ally, then the user is erased: every ally record of theirs goes.
      const second = await invite(env(), user, { email: "second@example.test" });
      await accept(env(), second);
      await env().request({
        method: "DELETE",
        url: "/api/me",
        headers: user.headers,
        payload: { password: user.password },
      });
      expect(await env().ctx.db.select().from(allies)).toEqual([]);
      expect(await env().ctx.db.select().from(allyEvents)).toEqual([]);
      expect(await env().ctx.db.select().from(allyApprovals)).toEqual([]);
    });
  },
  { rateLimits: { allyLinkPerAddress: generous, allyChangePerAccount: generous, allyInvitePerAccount: generous } },
);
