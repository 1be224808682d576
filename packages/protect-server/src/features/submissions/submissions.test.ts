import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";
import { communityPosts } from "../../db/schema/community.ts";

const HOUR = 3_600_000;
const ADMIN_SECRET = { "x-admin-secret": "a".repeat(40) };

describeEachDb("domain submissions and notifications", (env) => {
  const call = (method: "GET" | "POST", url: string, user?: TestUser, payload?: object) =>
    env().request({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const setPlan = async (admin: TestUser, userId: string, plan: string) => {
    const res = await env().request({
      method: "POST",
      url: `/api/admin/users/${userId}/plan`,
      headers: { ...admin.headers, ...ADMIN_SECRET },
      payload: { plan },
    });
    expect(res.statusCode).toBe(200);
  };
  const coachPosts = async () => {
    const rows = await env().ctx.db.select().from(communityPosts);
    return rows;
  };

  it("user routes answer 401 anonymous; admin routes 401 anonymous and 403 for users", async () => {
    const user = await env().signup();
    for (const [method, url] of [
      ["POST", "/api/domain-submissions"],
      ["GET", "/api/domain-submissions"],
      ["GET", "/api/profile/me/approved-domains"],
      ["GET", "/api/notifications"],
      ["POST", "/api/notifications/read-all"],
      ["POST", "/api/notifications/00000000-0000-4000-8000-000000000000/read"],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
    const id = (await call("POST", "/api/domain-submissions", user, { domain: "casino.example" })).json().id;
    for (const [method, url] of [
      ["GET", "/api/admin/domain-submissions"],
      ["POST", `/api/admin/domain-submissions/${id}/approve`],
      ["POST", `/api/admin/domain-submissions/${id}/reject`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      const res = await call(method, url, user);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe("forbidden");
    }
    expect((await call("GET", "/api/domain-submissions", user)).json().submissions[0].status).toBe("pending");
  });

  it("submit normalises the domain, defaults to web, returns a pending duplicate; bad input is 400", async () => {
    const user = await env().signup();
    const first = await call("POST", "/api/domain-submissions", user, { domain: "Casino.Example." });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ domain: "casino.example", type: "web", status: "pending" });
    const again = await call("POST", "/api/domain-submissions", user, { domain: "casino.example" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const mail = await call("POST", "/api/domain-submissions", user, { domain: "casino.example", type: "mail_domain" });
    expect(mail.statusCode).toBe(201);
    for (const payload of [
      { domain: "1.2.3.4" },
      { domain: "*.x.example" },
      { domain: "a\u0000b.example" },
      { domain: "x.example", type: "sms" },
      {},
    ]) {
      const res = await call("POST", "/api/domain-submissions", user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe("invalid_input");
    }
    const other = await env().signup();
    expect((await call("GET", "/api/domain-submissions", other)).json().submissions).toEqual([]);
  });

  it("the admin queue orders legend, pro, free and oldest first, with deadline fields", async () => {
    const admin = await env().admin();
    const free = await env().signup({ nickname: "Freddy" });
    const pro = await env().signup({ nickname: "Prof" });
    const legend = await env().signup({ nickname: "Leg" });
    await setPlan(admin, free.id, "free");
    await setPlan(admin, pro.id, "pro");
    const start = env().clock.now().getTime();
    await call("POST", "/api/domain-submissions", free, { domain: "free-old.example" });
    env().clock.advance(HOUR);
    await call("POST", "/api/domain-submissions", pro, { domain: "pro-old.example" });
    env().clock.advance(HOUR);
    await call("POST", "/api/domain-submissions", legend, { domain: "legend.example" });
    await call("POST", "/api/domain-submissions", free, { domain: "free-new.example" });
    await call("POST", "/api/domain-submissions", pro, { domain: "pro-new.example" });
    env().clock.advance(23 * HOUR);
    const queue = (await call("GET", "/api/admin/domain-submissions", admin)).json().submissions;
    expect(queue.map((row: { domain: string }) => row.domain)).toEqual([
      "legend.example",
      "pro-old.example",
      "pro-new.example",
      "free-old.example",
      "free-new.example",
    ]);
    expect(queue[0]).toMatchObject({ nickname: "Leg", plan: "legend", planPriority: 2, userId: legend.id });
    expect(queue[1]).toMatchObject({ nickname: "Prof", plan: "pro", planPriority: 1 });
    expect(queue[3]).toMatchObject({ nickname: "Freddy", plan: "free", planPriority: 0 });
    // free-old was submitted 25 hours ago: overdue by one hour.
    expect(queue[3].deadlineAt).toBe(new Date(start + 24 * HOUR).toISOString());
    expect(queue[3].msUntilDeadline).toBe(-HOUR);
    expect(queue[0].msUntilDeadline).toBe(HOUR);
    const page = (await call("GET", "/api/admin/domain-submissions?limit=2&offset=1", admin)).json().submissions;
    expect(page.map((row: { domain: string }) => row.domain)).toEqual(["pro-old.example", "pro-new.example"]);
    expect((await call("GET", "/api/admin/domain-submissions?limit=0", admin)).statusCode).toBe(400);
  });

  it("approval end to end: global list, blocklist of every user, notification, coach post, approved-domains", async () => {
    const admin = await env().admin();
    const author = await env().signup();
    const bystander = await env().signup();
    const web = (await call("POST", "/api/domain-submissions", author, { domain: "newcasino.example" })).json();
    const mail = (
      await call("POST", "/api/domain-submissions", author, { domain: "promo.newcasino.example", type: "mail_domain" })
    ).json();
    const etag = String((await call("GET", "/api/protection/blocklist", bystander)).headers.etag);

    const approved = await call("POST", `/api/admin/domain-submissions/${web.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", decidedAt: env().clock.now().toISOString() });
    await call("POST", `/api/admin/domain-submissions/${mail.id}/approve`, admin);

    const list = await env().request({
      method: "GET",
      url: "/api/protection/blocklist",
      headers: { ...bystander.headers, "if-none-match": etag },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body.split("\n")).toContain("newcasino.example");
    expect((await call("GET", "/api/protection/mail-senders", bystander)).json().domains).toContain(
      "promo.newcasino.example",
    );

    const inbox = (await call("GET", "/api/notifications", author)).json();
    expect(inbox.unreadCount).toBe(2);
    expect(inbox.notifications[0]).toMatchObject({ kind: "domain_submission_approved", readAt: null });
    expect(inbox.notifications.map((n: { data: { domain: string } }) => n.data.domain).sort()).toEqual([
      "newcasino.example",
      "promo.newcasino.example",
    ]);
    expect((await call("GET", "/api/notifications", bystander)).json()).toEqual({ notifications: [], unreadCount: 0 });

    const posts = await coachPosts();
    expect(posts).toHaveLength(2);
    expect(posts.map((post) => post.i18nKey).sort()).toEqual([
      "community.coach.domainApproved.mailDomain",
      "community.coach.domainApproved.web",
    ]);
    expect(posts.every((post) => post.authorKind === "coach" && post.authorId === null)).toBe(true);
    const webPost = posts.find((post) => post.i18nKey === "community.coach.domainApproved.web");
    expect(webPost?.i18nParams).toEqual({ domain: "newcasino.example" });
    expect(webPost?.content).toContain("newcasino.example is now blocked");

    const mine = (await call("GET", "/api/profile/me/approved-domains", author)).json().domains;
    expect(mine.map((d: { domain: string }) => d.domain).sort()).toEqual([
      "newcasino.example",
      "promo.newcasino.example",
    ]);
    expect((await call("GET", "/api/profile/me/approved-domains", bystander)).json().domains).toEqual([]);

    const twice = await call("POST", `/api/admin/domain-submissions/${web.id}/reject`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe("invalid_transition");
    expect(
      (await call("POST", "/api/admin/domain-submissions/00000000-0000-4000-8000-000000000000/approve", admin))
        .statusCode,
    ).toBe(404);
    expect((await call("POST", "/api/admin/domain-submissions/nope/approve", admin)).statusCode).toBe(400);
  });

  it("two admins approving at once: exactly one wins, one coach post, one notification", async () => {
    const admin = await env().admin();
    const admin2 = await env().admin();
    const author = await env().signup();
    const id = (await call("POST", "/api/domain-submissions", author, { domain: "race.example" })).json().id;
    const results = await Promise.all([
      call("POST", `/api/admin/domain-submissions/${id}/approve`, admin),
      call("POST", `/api/admin/domain-submissions/${id}/approve`, admin2),
      call("POST", `/api/admin/domain-submissions/${id}/reject`, admin),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const [{ n }] = (await env().ctx.db.select({ n: count() }).from(communityPosts)) as [{ n: number }];
    const winner = results.find((res) => res.statusCode === 200)?.json().status;
    expect(n).toBe(winner === "approved" ? 1 : 0);
    expect((await call("GET", "/api/notifications", author)).json().notifications).toHaveLength(1);
  });

  it("reject notifies the author and adds nothing to the lists", async () => {
    const admin = await env().admin();
    const author = await env().signup();
    const id = (await call("POST", "/api/domain-submissions", author, { domain: "innocent.example" })).json().id;
    expect((await call("POST", `/api/admin/domain-submissions/${id}/reject`, admin)).json().status).toBe("rejected");
    const inbox = (await call("GET", "/api/notifications", author)).json();
    expect(inbox.notifications[0]).toMatchObject({
      kind: "domain_submission_rejected",
      data: { domain: "innocent.example" },
    });
    expect((await call("GET", "/api/protection/blocklist", author)).body.split("\n")).not.toContain("innocent.example");
    expect(await coachPosts()).toHaveLength(0);
    expect((await call("GET", "/api/admin/domain-submissions", admin)).json().submissions).toEqual([]);
  });

  it("an approved own submission does not count against the custom-domain cap", async () => {
    const admin = await env().admin();
    const author = await env().signup();
    await setPlan(admin, author.id, "free");
    for (let i = 0; i < 10; i += 1) {
      await call("POST", "/api/custom-domains", author, { domain: `own${i}.example` });
    }
    const id = (await call("POST", "/api/domain-submissions", author, { domain: "own0.example" })).json().id;
    expect((await call("POST", "/api/custom-domains", author, { domain: "eleventh.example" })).statusCode).toBe(403);
    await call("POST", `/api/admin/domain-submissions/${id}/approve`, admin);
    expect((await call("GET", "/api/custom-domains", author)).json()).toMatchObject({ used: 9, limit: 10 });
    expect((await call("POST", "/api/custom-domains", author, { domain: "eleventh.example" })).statusCode).toBe(201);
  });

  it("notifications: mark one read (owner only), read-all, unreadOnly and limit", async () => {
    const admin = await env().admin();
    const author = await env().signup();
    const other = await env().signup();
    for (const domain of ["a.example", "b.example", "c.example"]) {
      const id = (await call("POST", "/api/domain-submissions", author, { domain })).json().id;
      await call("POST", `/api/admin/domain-submissions/${id}/reject`, admin);
      env().clock.advance(1000);
    }
    const all = (await call("GET", "/api/notifications", author)).json().notifications;
    const first = all[0].id;
    for (const intruder of [other, admin]) {
      expect((await call("POST", `/api/notifications/${first}/read`, intruder)).statusCode).toBe(404);
    }
    const read = await call("POST", `/api/notifications/${first}/read`, author);
    expect(read.json().readAt).toBe(env().clock.now().toISOString());
    env().clock.advance(1000);
    expect((await call("POST", `/api/notifications/${first}/read`, author)).json().readAt).toBe(read.json().readAt);
    const unread = (await call("GET", "/api/notifications?unreadOnly=true", author)).json();
    expect(unread).toMatchObject({ unreadCount: 2 });
    expect(unread.notifications).toHaveLength(2);
    expect((await call("GET", "/api/notifications?limit=1", author)).json().notifications).toHaveLength(1);
    expect((await call("GET", "/api/notifications?unreadOnly=yes", author)).statusCode).toBe(400);
    expect((await call("POST", "/api/notifications/read-all", author)).json()).toEqual({ updated: 2 });
    expect((await call("GET", "/api/notifications", author)).json().unreadCount).toBe(0);
  });
});
