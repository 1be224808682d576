import { expect, it } from "vitest";
import { deviceOf, loginOn, phone, registerDevice, sentMail, setPlan } from "../../../test/devices.ts";
import { describeEachDb, type TestEnv, type TestUser } from "../../../test/harness.ts";
import { deviceApprovalRequests } from "../../db/schema/device-approvals.ts";
import { userDevices } from "../../db/schema/user-devices.ts";

/** A free account (cap 2) with devices A and B registered, and a session on the new device C. */
async function accountAtCap(env: TestEnv) {
  const owner = await env.signup({ nickname: "Sam" });
  await setPlan(env, owner.id, "free");
  env.clock.advance(1000);
  const a = await deviceOf(env, owner, "device-a");
  env.clock.advance(1000);
  const b = await deviceOf(env, owner, "device-b");
  const c = await loginOn(env, owner, "device-c");
  return { owner, a, b, c };
}

async function requestPlace(env: TestEnv, headers: Record<string, string>) {
  const res = await env.request({
    method: "POST",
    url: "/api/devices/approvals",
    headers,
    payload: phone("New phone", "Galaxy S25"),
  });
  if (res.statusCode !== 201) throw new Error(`approval request failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; code: string; status: string; expiresAt: string };
}

const installations = async (env: TestEnv) =>
  (await env.ctx.db.select().from(userDevices)).map((device) => device.deviceId).sort();

describeEachDb("new-device approvals", (env) => {
  const approve = (headers: Record<string, string>, id: string, body: Record<string, unknown>) =>
    env().request({ method: "POST", url: `/api/devices/approvals/${id}/approve`, headers, payload: body });

  it("a new device at the cap asks, an existing device sees it and approves with the code, evicting the chosen device", async () => {
    const { a, b, c } = await accountAtCap(env());
    expect((await registerDevice(env(), c)).statusCode).toBe(403);
    const created = await requestPlace(env(), c);
    expect(created).toMatchObject({ status: "pending", code: expect.stringMatching(/^\d{6}$/) });
    expect(new Date(created.expiresAt).getTime() - env().clock.now().getTime()).toBe(10 * 60_000);
    const listed = await env().request({ method: "GET", url: "/api/devices/approvals", headers: a.headers });
    expect(listed.json().requests).toEqual([
      expect.objectContaining({
        id: created.id,
        description: "New phone (Galaxy S25, Android 15)",
        deviceId: "device-c",
      }),
    ]);
    expect(listed.body).not.toContain(created.code);
    const res = await approve(a.headers, created.id, { code: created.code, evictDeviceId: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ request: { status: "approved" }, device: { deviceId: "device-c" } });
    expect(await installations(env())).toEqual(["device-a", "device-c"]);
    const poll = await env().request({ method: "GET", url: `/api/devices/approvals/${created.id}`, headers: c });
    expect(poll.json()).toMatchObject({ status: "approved" });
    expect((await approve(a.headers, created.id, { code: created.code, evictDeviceId: a.id })).statusCode).toBe(409);
  });

  it("wrong codes count: 400 invalid_code with attemptsLeft, the fifth closes the request as rejected", async () => {
    const { a, b, c } = await accountAtCap(env());
    const created = await requestPlace(env(), c);
    const wrong = created.code === "000000" ? "000001" : "000000";
    for (let left = 4; left >= 0; left -= 1) {
      const res = await approve(a.headers, created.id, { code: wrong, evictDeviceId: b.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_code", attemptsLeft: left });
    }
    const res = await approve(a.headers, created.id, { code: created.code, evictDeviceId: b.id });
    expect(res.statusCode).toBe(409);
    expect(
      (await env().request({ method: "GET", url: `/api/devices/approvals/${created.id}`, headers: c })).json(),
    ).toMatchObject({
      status: "rejected",
    });
    expect(await installations(env())).toEqual(["device-a", "device-b"]);
  });

  it("authz: the new device cannot approve itself (403), another user and an admin get 404, anonymous 401", async () => {
    const { owner, b, c } = await accountAtCap(env());
    const created = await requestPlace(env(), c);
    const body = { code: created.code, evictDeviceId: b.id };
    expect((await approve(c, created.id, body)).statusCode).toBe(403);
    // A signup session (no device) of the owner is not a registered device either.
    expect((await approve(owner.headers, created.id, body)).statusCode).toBe(403);
    const other = await env().signup();
    const admin = await env().admin();
    for (const user of [other, admin]) {
      expect((await approve(user.headers, created.id, body)).statusCode).toBe(404);
      const poll = await env().request({
        method: "GET",
        url: `/api/devices/approvals/${created.id}`,
        headers: user.headers,
      });
      expect(poll.statusCode).toBe(404);
      const list = await env().request({ method: "GET", url: "/api/devices/approvals", headers: user.headers });
      expect(list.json()).toEqual({ requests: [] });
      const reject = await env().request({
        method: "POST",
        url: `/api/devices/approvals/${created.id}/reject`,
        headers: user.headers,
      });
      expect(reject.statusCode).toBe(404);
    }
    for (const [method, url] of [
      ["POST", "/api/devices/approvals"],
      ["GET", "/api/devices/approvals"],
      ["GET", `/api/devices/approvals/${created.id}`],
      ["POST", `/api/devices/approvals/${created.id}/approve`],
      ["POST", `/api/devices/approvals/${created.id}/reject`],
      ["POST", `/api/devices/approvals/${created.id}/email`],
    ] as const) {
      expect((await env().request({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await installations(env())).toEqual(["device-a", "device-b"]);
  });

  it("bad input: malformed code, id or eviction target answer 400/404 and change nothing", async () => {
    const { a, b, c } = await accountAtCap(env());
    const created = await requestPlace(env(), c);
    expect((await approve(a.headers, created.id, { code: "12345", evictDeviceId: b.id })).statusCode).toBe(400);
    expect((await approve(a.headers, "nope", { code: created.code, evictDeviceId: b.id })).statusCode).toBe(400);
    const unknown = await approve(a.headers, created.id, {
      code: created.code,
      evictDeviceId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    const noBody = await env().request({ method: "POST", url: "/api/devices/approvals", headers: c, payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect(await installations(env())).toEqual(["device-a", "device-b"]);
  });

  it("a request expires after 10 minutes; reject closes one; with room the request is refused (409)", async () => {
    const { a, b, c } = await accountAtCap(env());
    const first = await requestPlace(env(), c);
    env().clock.advance(10 * 60_000);
    expect(
      (await env().request({ method: "GET", url: `/api/devices/approvals/${first.id}`, headers: c })).json().status,
    ).toBe("expired");
    expect((await approve(a.headers, first.id, { code: first.code, evictDeviceId: b.id })).statusCode).toBe(409);
    const second = await requestPlace(env(), c);
    const rejected = await env().request({
      method: "POST",
      url: `/api/devices/approvals/${second.id}/reject`,
      headers: a.headers,
    });
    expect(rejected.json()).toMatchObject({ status: "rejected" });
    expect((await approve(a.headers, second.id, { code: second.code, evictDeviceId: b.id })).statusCode).toBe(409);
    await env().request({ method: "POST", url: `/api/devices/${b.id}/request-release`, headers: a.headers });
    const roomy = await env().signup();
    const res = await env().request({
      method: "POST",
      url: "/api/devices/approvals",
      headers: await loginOn(env(), roomy, "roomy-new"),
      payload: phone(),
    });
    expect(res.statusCode).toBe(409);
  });

  it("approving signs the evicted device out: its sessions answer 401, the others keep working", async () => {
    const { owner, a, b, c } = await accountAtCap(env());
    const bAgain = await loginOn(env(), owner, "device-b");
    const stranger = await env().signup();
    const strangerOnB = await loginOn(env(), stranger, "device-b");
    const me = (headers: Record<string, string>) =>
      env()
        .request({ method: "GET", url: "/api/devices", headers })
        .then((res) => res.statusCode);
    expect(await me(b.headers)).toBe(200);
    const created = await requestPlace(env(), c);
    expect((await approve(a.headers, created.id, { code: created.code, evictDeviceId: b.id })).statusCode).toBe(200);
    expect(await me(b.headers)).toBe(401);
    expect(await me(bAgain)).toBe(401);
    expect(await me(a.headers)).toBe(200);
    expect(await me(c)).toBe(200);
    expect(await me(strangerOnB)).toBe(200);
  });

  it("the e-mail fallback signs the evicted device out as well", async () => {
    const { a, b, c } = await accountAtCap(env());
    const created = await requestPlace(env(), c);
    await env().request({ method: "POST", url: `/api/devices/approvals/${created.id}/email`, headers: c });
    const token = /token=([A-Za-z0-9_-]{43})/.exec((await sentMail(env())).at(-1)?.text ?? "")?.[1] ?? "";
    const res = await env().request({
      method: "POST",
      url: `/api/devices/approvals/email/${token}`,
      payload: { evictDeviceId: a.id },
    });
    expect(res.statusCode).toBe(200);
    const status = (headers: Record<string, string>) =>
      env()
        .request({ method: "GET", url: "/api/devices", headers })
        .then((r) => r.statusCode);
    expect(await status(a.headers)).toBe(401);
    expect(await status(b.headers)).toBe(200);
  });

  it("the e-mail fallback sends a single-use link that approves without a session, evicting the least recently seen device", async () => {
    const { owner, c } = await accountAtCap(env());
    const created = await requestPlace(env(), c);
    const sent = await env().request({ method: "POST", url: `/api/devices/approvals/${created.id}/email`, headers: c });
    expect(sent.statusCode).toBe(200);
    const mail = (await sentMail(env())).at(-1);
    expect(mail?.to).toBe(owner.email);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).toHaveLength(43);
    expect(mail?.text).not.toContain(created.code);
    const link = (t: string, payload: Record<string, unknown> = {}) =>
      env().request({ method: "POST", url: `/api/devices/approvals/email/${t}`, payload });
    expect((await link("short")).statusCode).toBe(400);
    expect((await link("A".repeat(43))).statusCode).toBe(404);
    const res = await link(token);
    expect(res.statusCode).toBe(200);
    expect(await installations(env())).toEqual(["device-b", "device-c"]);
    expect((await link(token)).statusCode).toBe(409);
  });

  it("of two concurrent approvals of one request exactly one wins", async () => {
    const { a, b, c } = await accountAtCap(env());
    const created = await requestPlace(env(), c);
    const results = await Promise.all([
      approve(a.headers, created.id, { code: created.code, evictDeviceId: b.id }),
      approve(a.headers, created.id, { code: created.code, evictDeviceId: a.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await installations(env())).toHaveLength(2);
    expect(await installations(env())).toContain("device-c");
    const [row] = await env().ctx.db.select().from(deviceApprovalRequests);
    expect(row?.status).toBe("approved");
  });
});

describeEachDb("paths that look alike (redocly's no-ambiguous-paths)", (env) => {
  it("a concrete path that fits two templates reaches one route, and never by taking a literal for an id", async () => {
    const user = await env().signup();
    // approvals/email/{token} vs approvals/{id}/approve: the magic link's route (no session, a token).
    const link = await env().request({ method: "POST", url: "/api/devices/approvals/email/approve", payload: {} });
    expect(link.statusCode).toBe(400);
    expect(link.json().fields).toEqual([{ path: "params.token", message: "must be an approval link token" }]);
    // approvals/{id} (GET) vs {id}/request-release (POST): either way the literal in the {id}
    // position is not a UUID, so the request is refused rather than served by the wrong route.
    for (const method of ["GET", "POST"] as const) {
      const res = await env().request({ method, url: "/api/devices/approvals/request-release", headers: user.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject([{ path: "params.id" }]);
    }
  });
});

describeEachDb(
  "approval rate limits",
  (env) => {
    it("magic-link guesses are limited per address (429)", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await env().request({
          method: "POST",
          url: `/api/devices/approvals/email/${"B".repeat(43)}`,
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    });
  },
  { rateLimits: { approvalLinkPerAddress: { max: 3, windowMs: 60_000 } } },
);

export type { TestUser };
