import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  accept,
  allySeen,
  allyView,
  cooldown,
  HOUR,
  invite,
  linkCall,
  MINUTE,
  mailsTo,
  registeredCompanion,
  runAllyJob,
  runDeviceJobs,
} from "../../../test/allies.ts";
import { describeEachDb, type TestEnv, type TestUser } from "../../../test/harness.ts";
import { enroll, handshake } from "../../../test/protection.ts";
import { allies, allyApprovals } from "../../db/schema/allies.ts";
import { MAIL_CONSENT_VERSION } from "../mail-connections/consent.ts";
import { insertConnection } from "../mail-connections/repo.ts";
import { accessToken } from "./links.ts";

const EVERYTHING = [
  "cooldown_started",
  "cooldown_cancelled",
  "protection_off",
  "device_released",
  "device_silent",
  "tamper_repaired",
  "mail_connection_removed",
];
const generous = { max: 10_000, windowMs: HOUR };

async function notificationsOf(env: TestEnv, user: TestUser) {
  const res = await env.request({ method: "GET", url: "/api/notifications", headers: user.headers });
  return (res.json().notifications as { kind: string; data: Record<string, string> }[]).map((n) => n.kind);
}

describeEachDb(
  "allies",
  (env) => {
    it("invite, accept without an account (single use), shared events reach the ally batched: one mail per 15 minutes", async () => {
      const user = await env().signup({ nickname: "SecretNick" });
      const invited = await invite(env(), user, {
        events: ["cooldown_started", "cooldown_cancelled", "protection_off"],
      });
      const [invitation] = await mailsTo(env(), invited.email);
      expect(invitation?.subject).toBe("Robin asks you to be their ally");
      const offer = await linkCall(env(), "invitation", { token: invited.token });
      expect(offer.json()).toMatchObject({ fromName: "Robin", twoPersonRule: false });
      const access = await accept(env(), invited);
      expect((await linkCall(env(), "accept", { token: invited.token })).statusCode).toBe(404);
      expect(await notificationsOf(env(), user)).toContain("ally_accepted");
      // The token is stored as an HMAC only.
      const [row] = await env().ctx.db.select().from(allies);
      expect(JSON.stringify(row)).not.toContain(invited.token);

      expect((await cooldown(env(), user, "request")).statusCode).toBe(201);
      const endsAt = new Date(env().clock.now().getTime() + 24 * HOUR);
      await runAllyJob(env());
      let mails = await mailsTo(env(), invited.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text).toContain(`ends at ${endsAt.toISOString().slice(0, 16).replace("T", " ")} UTC`);
      // Within the window: cancelled and asked again, nothing goes out until 15 minutes have passed.
      env().clock.advance(MINUTE);
      expect((await cooldown(env(), user, "cancel")).statusCode).toBe(200);
      env().clock.advance(MINUTE);
      expect((await cooldown(env(), user, "request")).statusCode).toBe(201);
      await runAllyJob(env());
      expect(await mailsTo(env(), invited.email)).toHaveLength(2);
      env().clock.advance(13 * MINUTE);
      await runAllyJob(env());
      mails = await mailsTo(env(), invited.email);
      expect(mails).toHaveLength(3);
      expect(mails[2]?.subject).toBe("2 updates from Robin");
      expect(mails[2]?.text).toContain("the urge passed");
      // The cooldown runs out: the first read switches protection off, and the ally is told.
      env().clock.advance(24 * HOUR);
      expect((await cooldown(env(), user, "status")).json()).toMatchObject({ status: "resolved" });
      await runAllyJob(env());
      expect((await mailsTo(env(), invited.email)).at(-1)?.text).toContain("protection was switched off");
      const view = await allyView(env(), access);
      expect(view.events.map((e: { kind: string }) => e.kind)).toEqual([
        "protection_off",
        "cooldown_started",
        "cooldown_cancelled",
        "cooldown_started",
      ]);
    });

    it("the ally is told only the kinds the user shares; narrowing the list hides them from then on", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { events: ["cooldown_cancelled"] });
      const access = await accept(env(), invited);
      await cooldown(env(), user, "request");
      await cooldown(env(), user, "cancel");
      await runAllyJob(env());
      const mails = await mailsTo(env(), invited.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text).not.toContain("asked to switch protection off");
      expect((await allyView(env(), access)).events).toHaveLength(1);
      const narrowed = await env().request({
        method: "PATCH",
        url: `/api/allies/${invited.id}`,
        headers: user.headers,
        payload: { events: [] },
      });
      expect(narrowed.json()).toMatchObject({ sharedEvents: [] });
      const told = (await mailsTo(env(), invited.email)).at(-1);
      expect(told?.subject).toBe("Robin changed what they share with you");
      expect(told?.text).toContain("no longer shares: calling a cooldown off");
      expect((await allyView(env(), access)).events).toEqual([]);
    });

    it("plan limits: free 1, pro 2, legend 3 (invitations count); the same address twice and one's own address are refused", async () => {
      const user = await env().signup();
      await env().setPlan(user.id, "free");
      const first = await invite(env(), user);
      const second = { method: "POST" as const, url: "/api/allies", headers: user.headers };
      const payload = (email: string) => ({ email, fromName: "Robin", events: [] });
      const res = await env().request({ ...second, payload: payload("b@example.test") });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: "plan_limit", resource: "allies", current: 1, limit: 1 });
      await env().setPlan(user.id, "pro");
      expect((await env().request({ ...second, payload: payload(first.email) })).statusCode).toBe(409);
      expect((await env().request({ ...second, payload: payload(user.email) })).statusCode).toBe(409);
      expect((await env().request({ ...second, payload: payload("b@example.test") })).statusCode).toBe(201);
      expect((await env().request({ ...second, payload: payload("c@example.test") })).statusCode).toBe(403);
      await env().setPlan(user.id, "legend");
      expect((await env().request({ ...second, payload: payload("c@example.test") })).statusCode).toBe(201);
      expect((await env().request({ ...second, payload: payload("d@example.test") })).statusCode).toBe(403);
      // A withdrawn invitation frees its place; an expired one too.
      await env().request({ method: "DELETE", url: `/api/allies/${first.id}`, headers: user.headers });
      expect((await env().request({ ...second, payload: payload("d@example.test") })).statusCode).toBe(201);
      expect((await linkCall(env(), "invitation", { token: first.token })).statusCode).toBe(404);
    });

    it("two accepts of one invitation at once: exactly one wins", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user);
      const other = await env().signup();
      const results = await Promise.all([
        linkCall(env(), "accept", { token: invited.token }),
        env().request({
          method: "POST",
          url: "/api/allyships/accept",
          headers: other.headers,
          payload: { token: invited.token },
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      const [row] = await env().ctx.db.select().from(allies);
      expect(row?.status).toBe("active");
    });

    it("an invitation expires after 7 days: the link answers 404 and the user is told", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user);
      env().clock.advance(7 * 24 * HOUR);
      expect((await linkCall(env(), "invitation", { token: invited.token })).statusCode).toBe(404);
      expect((await linkCall(env(), "accept", { token: invited.token })).statusCode).toBe(404);
      await runAllyJob(env());
      expect(await notificationsOf(env(), user)).toContain("ally_ended");
    });

    it("an ally with an account: accepts signed in, sees the allyship, gets notification rows, leaves at once", async () => {
      const user = await env().signup();
      const friend = await env().signup();
      const invited = await invite(env(), user, { events: ["cooldown_started"] });
      const accepted = await env().request({
        method: "POST",
        url: "/api/allyships/accept",
        headers: friend.headers,
        payload: { token: invited.token },
      });
      expect(accepted.statusCode).toBe(200);
      allySeen.push(accepted.body);
      await cooldown(env(), user, "request");
      const list = await env().request({ method: "GET", url: "/api/allyships", headers: friend.headers });
      allySeen.push(list.body);
      expect(list.json().allyships).toEqual([expect.objectContaining({ fromName: "Robin", state: "active" })]);
      expect(await notificationsOf(env(), friend)).toContain("ally_update");
      // The user ends a second allyship of the friend's at once (no rule): the friend is notified.
      const again = await invite(env(), user, { email: "again@example.test" });
      await env().request({
        method: "POST",
        url: "/api/allyships/accept",
        headers: friend.headers,
        payload: { token: again.token },
      });
      await env().request({ method: "DELETE", url: `/api/allies/${again.id}`, headers: user.headers });
      expect(await notificationsOf(env(), friend)).toContain("allyship_ended");
      // The user cannot accept their own invitation with their account.
      const own = await invite(env(), user, { email: "second@example.test" });
      const self = await env().request({
        method: "POST",
        url: "/api/allyships/accept",
        headers: user.headers,
        payload: { token: own.token },
      });
      expect(self.statusCode).toBe(409);
      const left = await env().request({
        method: "DELETE",
        url: `/api/allyships/${invited.id}`,
        headers: friend.headers,
      });
      expect(left.statusCode).toBe(204);
      expect(await notificationsOf(env(), user)).toContain("ally_ended");
      const mine = await env().request({ method: "GET", url: "/api/allies", headers: user.headers });
      expect(mine.json().allies[0]).toMatchObject({ state: "ended" });
    });

    it("two-person rule: the ally is asked when a cooldown starts; an approval lets protection go off at the end", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { twoPersonRule: true });
      const access = await accept(env(), invited);
      await cooldown(env(), user, "request");
      const asked = await mailsTo(env(), invited.email);
      expect(asked.at(-1)?.subject).toBe("Robin asks for your approval");
      const view = await allyView(env(), access);
      expect(view.approvals).toHaveLength(1);
      const decided = await linkCall(env(), "decision", {
        access,
        approvalId: view.approvals[0].id,
        decision: "approve",
      });
      expect(decided.json()).toMatchObject({ status: "approved" });
      expect(await notificationsOf(env(), user)).toContain("ally_approval_decided");
      env().clock.advance(24 * HOUR);
      expect((await cooldown(env(), user, "status")).json()).toMatchObject({ status: "resolved" });
    });

    it("two-person rule fallback: no answer doubles the cooldown once, then protection goes off; a decline does the same", async () => {
      for (const answer of [undefined, "decline"] as const) {
        const user = await env().signup();
        const invited = await invite(env(), user, { twoPersonRule: true });
        const access = await accept(env(), invited);
        const started = await cooldown(env(), user, "request");
        const firstEnd = new Date(started.json().cooldown.endsAt).getTime();
        if (answer) {
          const { approvals } = await allyView(env(), access);
          expect(
            (await linkCall(env(), "decision", { access, approvalId: approvals[0].id, decision: answer })).statusCode,
          ).toBe(200);
        }
        env().clock.advance(24 * HOUR);
        const waiting = (await cooldown(env(), user, "status")).json();
        expect(waiting).toMatchObject({ status: "running" });
        expect(new Date(waiting.endsAt).getTime()).toBe(firstEnd + 24 * HOUR);
        expect(await notificationsOf(env(), user)).toContain("ally_wait_doubled");
        expect((await mailsTo(env(), invited.email)).at(-1)?.subject).toBe("Robin: the wait was doubled");
        env().clock.advance(24 * HOUR);
        expect((await cooldown(env(), user, "status")).json()).toMatchObject({ status: "resolved" });
        const [approval] = await env().ctx.db.select().from(allyApprovals).where(eq(allyApprovals.userId, user.id));
        expect(approval).toMatchObject({ extended: true, status: answer ? "declined" : "lapsed" });
      }
    });

    it("approve and decline at once: exactly one wins", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { twoPersonRule: true });
      const access = await accept(env(), invited);
      await cooldown(env(), user, "request");
      const { approvals } = await allyView(env(), access);
      const results = await Promise.all(
        (["approve", "decline"] as const).map((decision) =>
          linkCall(env(), "decision", { access, approvalId: approvals[0].id, decision }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)?.json().status;
      const [row] = await env().ctx.db.select().from(allyApprovals);
      expect(row?.status).toBe(winner);
    });

    it("removing the two-person rule, or ending the allyship while it holds, takes the 24-hour cooldown", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { twoPersonRule: true });
      const access = await accept(env(), invited);
      const off = await env().request({
        method: "PUT",
        url: `/api/allies/${invited.id}/two-person-rule`,
        headers: user.headers,
        payload: { enabled: false },
      });
      expect(off.json()).toMatchObject({
        twoPersonRule: true,
        ruleOffAt: new Date(env().clock.now().getTime() + 24 * HOUR).toISOString(),
      });
      await cooldown(env(), user, "request");
      expect((await allyView(env(), access)).approvals).toHaveLength(1);
      await cooldown(env(), user, "cancel");
      expect((await allyView(env(), access)).approvals).toHaveLength(0);
      env().clock.advance(24 * HOUR);
      await cooldown(env(), user, "request");
      expect((await allyView(env(), access)).holdsRule).toBe(false);
      await cooldown(env(), user, "cancel");
      // Rule on again, then the user ends: the allyship ends 24 hours later, the ally is told at once.
      await env().request({
        method: "PUT",
        url: `/api/allies/${invited.id}/two-person-rule`,
        headers: user.headers,
        payload: { enabled: true },
      });
      const ended = await env().request({ method: "DELETE", url: `/api/allies/${invited.id}`, headers: user.headers });
      expect(ended.json()).toMatchObject({ state: "ending" });
      expect((await mailsTo(env(), invited.email)).at(-1)?.subject).toBe("Robin is ending your allyship");
      expect((await allyView(env(), access)).state).toBe("ending");
      env().clock.advance(24 * HOUR);
      await runAllyJob(env());
      expect((await linkCall(env(), "view", { access })).statusCode).toBe(404);
      expect((await mailsTo(env(), invited.email)).at(-1)?.subject).toBe("Your allyship with Robin has ended");
    });

    it("the ally ends at once and can erase their data; the user is told", async () => {
      const user = await env().signup();
      const invited = await invite(env(), user, { twoPersonRule: true, events: EVERYTHING });
      const access = await accept(env(), invited);
      expect((await linkCall(env(), "end", { access })).statusCode).toBe(204);
      expect(await notificationsOf(env(), user)).toContain("ally_ended");
      expect((await linkCall(env(), "view", { access })).statusCode).toBe(404);
      expect((await linkCall(env(), "erase", { access })).statusCode).toBe(204);
      expect(await env().ctx.db.select().from(allies)).toEqual([]);
      expect((await linkCall(env(), "erase", { access })).statusCode).toBe(404);
    });

    it("every ally route: anonymous, the user, another user, a forged and an expired link", async () => {
      const user = await env().signup();
      const stranger = await env().signup();
      const admin = await env().admin();
      const invited = await invite(env(), user, { twoPersonRule: true });
      const access = await accept(env(), invited);
      await cooldown(env(), user, "request");
      const approvalId = (await allyView(env(), access)).approvals[0].id;
      const [allyId, signature] = access.split(".");
      const forged = [
        `${allyId}.${"0".repeat(64)}`,
        `${allyId}.${signature}x`,
        accessToken("another-pepper-entirely-0123456789", allyId ?? ""),
        `${crypto.randomUUID()}.${signature}`,
      ];
      for (const fake of forged) {
        for (const path of ["view", "end", "erase"])
          expect((await linkCall(env(), path, { access: fake })).statusCode).toBe(404);
        expect((await linkCall(env(), "decision", { access: fake, approvalId, decision: "approve" })).statusCode).toBe(
          404,
        );
      }
      expect((await linkCall(env(), "invitation", { token: "x".repeat(43) })).statusCode).toBe(404);
      expect((await linkCall(env(), "view", { access: "<script>" })).statusCode).toBe(400);
      // The user's routes: anonymous 401; another user and an admin find nothing (404).
      const mine = [
        { method: "PATCH" as const, url: `/api/allies/${invited.id}`, payload: { events: [] } },
        { method: "PUT" as const, url: `/api/allies/${invited.id}/two-person-rule`, payload: { enabled: false } },
        { method: "DELETE" as const, url: `/api/allies/${invited.id}` },
      ];
      for (const route of mine) {
        expect((await env().request(route)).statusCode).toBe(401);
        for (const other of [stranger, admin]) {
          expect((await env().request({ ...route, headers: other.headers })).statusCode).toBe(404);
        }
      }
      expect((await env().request({ method: "GET", url: "/api/allies" })).statusCode).toBe(401);
      expect((await env().request({ method: "GET", url: "/api/allies", headers: stranger.headers })).json()).toEqual({
        allies: [],
        approvals: [],
      });
      // The account routes of an ally: the user and strangers are not the ally of this allyship.
      const decide = {
        method: "POST" as const,
        url: `/api/allyships/${invited.id}/decision`,
        payload: { approvalId, decision: "approve" },
      };
      expect((await env().request(decide)).statusCode).toBe(401);
      for (const other of [user, stranger, admin]) {
        expect((await env().request({ ...decide, headers: other.headers })).statusCode).toBe(404);
        const leave = { method: "DELETE" as const, url: `/api/allyships/${invited.id}`, headers: other.headers };
        expect((await env().request(leave)).statusCode).toBe(404);
      }
      // An expired request cannot be decided any more (after the doubled wait too).
      env().clock.advance(48 * HOUR);
      await cooldown(env(), user, "status");
      expect((await linkCall(env(), "decision", { access, approvalId, decision: "approve" })).statusCode).toBe(409);
      expect((await allyView(env(), access)).approvals).toEqual([]);
    });

    it("no ally ever learns what the user did not share: every ally response and mail, every kind of event", async () => {
      const user = await env().signup({ nickname: "NickZqx" });
      const invited = await invite(env(), user, { events: EVERYTHING, twoPersonRule: true, fromName: "Robin" });
      const access = await accept(env(), invited);
      // Things of the account that carry names: a blocked domain, a protected device, a computer, a mailbox.
      await env().request({
        method: "POST",
        url: "/api/custom-domains",
        headers: user.headers,
        payload: { domain: "zqx-private-casino.net" },
      });
      const enrolled = await enroll(env(), user.headers, { name: "ZqxKitchenTablet", platform: "ios" });
      await handshake(env(), [{ token: enrolled.dnsToken, lastQueryAt: env().clock.now().toISOString() }]);
      const computer = await registeredCompanion(env(), user, {
        deviceId: "zqx-install",
        name: "ZqxStudyLaptop",
        model: "ZqxModel",
        osVersion: "Windows 11",
      });
      await env().request({ method: "POST", url: "/api/magic/tamper-repaired", headers: computer });
      const mailbox = await insertConnection(env().ctx.db, {
        userId: user.id,
        title: "ZqxMailTitle",
        email: "zqx-mailbox@mail.test",
        imapHost: "imap.zqx.test",
        imapPort: 993,
        consentAt: env().clock.now(),
        consentVersion: MAIL_CONSENT_VERSION,
      });
      await env().request({ method: "DELETE", url: `/api/mail-connections/${mailbox?.id}`, headers: user.headers });
      await cooldown(env(), user, "request");
      await cooldown(env(), user, "cancel");
      await env().request({ method: "POST", url: "/api/magic/release", headers: computer });
      env().clock.advance(49 * HOUR);
      await cooldown(env(), user, "status");
      await runDeviceJobs(env());
      env().clock.advance(25 * HOUR);
      await cooldown(env(), user, "status");
      await runDeviceJobs(env());
      await runAllyJob(env());
      await mailsTo(env(), invited.email);
      const view = await allyView(env(), access);
      expect(new Set(view.events.map((event: { kind: string }) => event.kind))).toEqual(new Set(EVERYTHING));
      const forbidden = [user.email, user.id, "NickZqx", user.token, enrolled.dnsToken, enrolled.device.id];
      forbidden.push("zqx-private-casino", "ZqxKitchenTablet", "ZqxStudyLaptop", "ZqxModel", "zqx-install");
      forbidden.push("ZqxMailTitle", "zqx-mailbox", "imap.zqx");
      const seen = allySeen.join("\n");
      expect(seen).toContain("Robin");
      for (const value of forbidden) expect(seen).not.toContain(value);
    });
  },
  { rateLimits: { allyLinkPerAddress: generous, allyChangePerAccount: generous, allyInvitePerAccount: generous } },
);

describeEachDb("ally rate limits", (env) => {
  it("invitations: 5 per account per day, then 429 with Retry-After", async () => {
    const user = await env().signup();
    for (let i = 0; i < 5; i += 1) {
      const invited = await invite(env(), user);
      await env().request({ method: "DELETE", url: `/api/allies/${invited.id}`, headers: user.headers });
    }
    const res = await env().request({
      method: "POST",
      url: "/api/allies",
      headers: user.headers,
      payload: { email: "late@example.test", fromName: "Robin", events: [] },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("link guesses: 30 per address per 15 minutes", async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await linkCall(env(), "invitation", { token: `guess-${i}`.padEnd(43, "x") })).statusCode).toBe(404);
    }
    expect((await linkCall(env(), "invitation", { token: "y".repeat(43) })).statusCode).toBe(429);
  });
});
