import { expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";

describeEachDb("profile routes", (env) => {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    env().request({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

  it("every profile route answers 401 to anonymous callers and writes nothing", async () => {
    const routes: [string, string, object | undefined][] = [
      ["POST", "/api/profile/me/install-event", undefined],
      ["POST", "/api/profile/me/diga-banner-dismiss", undefined],
      ["POST", "/api/me/calls-enabled", { enabled: false }],
      ["POST", "/api/me/presence-visibility", { visible: false }],
      ["POST", "/api/me/last-seen", undefined],
      ["POST", "/api/users/me/mdm-status", { managed: true }],
      ["PATCH", "/api/profile/me/onboarding-step", { step: "nickname" }],
    ];
    const user = await env().signup();
    for (const [method, url, payload] of routes) {
      const res = await env().request({ method: method as "POST", url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ error: "unauthorized" });
    }
    const row = await userRow(env().ctx.db, user.id);
    expect(row).toMatchObject({ callsEnabled: true, presenceVisible: true, mdmManaged: false, lastSeenAt: null });
  });

  it("install-event, banner dismiss and last-seen stamp the caller's account only", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    env().clock.set(new Date("2026-06-02T08:00:00.000Z"));
    expect((await post("/api/profile/me/install-event", owner.headers)).json().lastInstallAt).toBe(
      "2026-06-02T08:00:00.000Z",
    );
    expect((await post("/api/me/last-seen", owner.headers)).json().lastSeenAt).toBe("2026-06-02T08:00:00.000Z");
    const first = await post("/api/profile/me/diga-banner-dismiss", owner.headers);
    env().clock.advance(60_000);
    const again = await post("/api/profile/me/diga-banner-dismiss", owner.headers);
    expect(again.json().digaBannerDismissedAt).toBe(first.json().digaBannerDismissedAt);
    const untouched = await userRow(env().ctx.db, other.id);
    expect(untouched).toMatchObject({ lastInstallAt: null, lastSeenAt: null, digaBannerDismissedAt: null });
  });

  it("calls-enabled and presence-visibility toggle the owner's flags and show in /api/auth/me", async () => {
    const owner = await env().signup();
    const admin = await env().admin();
    expect((await post("/api/me/calls-enabled", owner.headers, { enabled: false })).json().callsEnabled).toBe(false);
    expect((await post("/api/me/presence-visibility", owner.headers, { visible: false })).json().presenceVisible).toBe(
      false,
    );
    const me = (await env().request({ method: "GET", url: "/api/auth/me", headers: owner.headers })).json();
    expect(me).toMatchObject({ callsEnabled: false, presenceVisible: false });
    const adminMe = (await env().request({ method: "GET", url: "/api/auth/me", headers: admin.headers })).json();
    expect(adminMe).toMatchObject({ callsEnabled: true, presenceVisible: true });
  });

  it("toggles with a non-boolean body answer 400 with the field and change nothing", async () => {
    const owner = await env().signup();
    const res = await post("/api/me/calls-enabled", owner.headers, { enabled: "no" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_input", fields: [{ path: "body.enabled" }] });
    expect((await userRow(env().ctx.db, owner.id)).callsEnabled).toBe(true);
  });

  it("mdm-status records managed state and keeps the first detection time", async () => {
    const owner = await env().signup();
    const on = await post("/api/users/me/mdm-status", owner.headers, { managed: true });
    expect(on.json()).toMatchObject({ mdmManaged: true, mdmDetectedAt: TEST_START.toISOString() });
    env().clock.advance(3_600_000);
    const still = await post("/api/users/me/mdm-status", owner.headers, { managed: true });
    expect(still.json().mdmDetectedAt).toBe(TEST_START.toISOString());
    const off = await post("/api/users/me/mdm-status", owner.headers, { managed: false });
    expect(off.json().mdmManaged).toBe(false);
  });

  it("PATCH nickname sets the owner's nickname; bad input answers 400 and writes nothing", async () => {
    const owner = await env().signup();
    const other = await env().signup({ nickname: "Other" });
    const set = (headers: Record<string, string>, nickname: unknown) =>
      env().request({ method: "PATCH", url: "/api/profile/me/nickname", headers, payload: { nickname } });
    expect((await set(owner.headers, "  Kim ")).json().nickname).toBe("Kim");
    expect((await set({}, "Anon")).statusCode).toBe(401);
    const bad = await set(owner.headers, "x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe("body.nickname");
    expect((await userRow(env().ctx.db, owner.id)).nickname).toBe("Kim");
    expect((await userRow(env().ctx.db, other.id)).nickname).toBe("Other");
  });

  it("an update that changes nothing writes nothing: same nickname, same toggle, same MDM state keep updatedAt", async () => {
    const owner = await env().signup({ nickname: "Kim" });
    const patchNickname = (nickname: string) =>
      env().request({
        method: "PATCH",
        url: "/api/profile/me/nickname",
        headers: owner.headers,
        payload: { nickname },
      });
    await post("/api/users/me/mdm-status", owner.headers, { managed: false });
    const before = await userRow(env().ctx.db, owner.id);
    env().clock.advance(60_000);
    expect((await patchNickname("Kim")).json().nickname).toBe("Kim");
    expect((await post("/api/me/calls-enabled", owner.headers, { enabled: before.callsEnabled })).statusCode).toBe(200);
    expect((await post("/api/users/me/mdm-status", owner.headers, { managed: false })).statusCode).toBe(200);
    expect(await userRow(env().ctx.db, owner.id)).toEqual(before);

    expect((await patchNickname("Kimberly")).json().nickname).toBe("Kimberly");
    expect((await userRow(env().ctx.db, owner.id)).updatedAt).toEqual(new Date(TEST_START.getTime() + 60_000));
  });

  it("onboarding moves forward only; going back answers 409 invalid_transition", async () => {
    const owner = await env().signup();
    const patch = (step: string) =>
      env().request({
        method: "PATCH",
        url: "/api/profile/me/onboarding-step",
        headers: owner.headers,
        payload: { step },
      });
    expect((await patch("block")).json().onboardingStep).toBe("block");
    expect((await patch("block")).statusCode).toBe(200);
    const back = await patch("nickname");
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ error: "invalid_transition" });
    expect((await patch("done")).json().onboardingStep).toBe("done");
    const bad = await patch("finished");
    expect(bad.statusCode).toBe(400);
    expect((await userRow(env().ctx.db, owner.id)).onboardingStep).toBe("done");
  });

  it("done and nickname sent together end on done, in every order (done is final)", async () => {
    for (let run = 0; run < 10; run += 1) {
      const owner = await env().signup();
      const patch = (step: string) =>
        env().request({
          method: "PATCH",
          url: "/api/profile/me/onboarding-step",
          headers: owner.headers,
          payload: { step },
        });
      const answers = await Promise.all(
        run % 2 ? [patch("done"), patch("nickname")] : [patch("nickname"), patch("done")],
      );
      expect((await userRow(env().ctx.db, owner.id)).onboardingStep).toBe("done");
      expect(answers.map((a) => a.statusCode).every((code) => code === 200 || code === 409)).toBe(true);
    }
  });
});
