import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { userRow } from "../../../test/db-counts.ts";
import { describeEachDb, TEST_START } from "../../../test/harness.ts";
import { users } from "../../db/schema/users.ts";

const complete = { birthYear: 1985, gender: "female", bundesland: "DE-BY", employmentStatus: "employed" };

describeEachDb("demographics", (env) => {
  const patch = (headers: Record<string, string>, payload: object) =>
    env().request({ method: "PATCH", url: "/api/profile/me/demographics", headers, payload });
  const remove = (headers: Record<string, string>) =>
    env().request({ method: "DELETE", url: "/api/profile/me/demographics", headers });
  const makeFree = (id: string) => env().setPlan(id, "free");

  it("PATCH writes the fields and stamps consent", async () => {
    const owner = await env().signup();
    const res = await patch(owner.headers, { birthYear: 1990, city: " Köln ", industry: "education", shiftWork: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.demographics).toMatchObject({
      birthYear: 1990,
      city: "Köln",
      industry: "education",
      shiftWork: true,
      demographicsConsentAt: TEST_START.toISOString(),
      demographicsWithdrawnAt: null,
    });
    expect(res.json().trialAwarded).toBe(false);
  });

  it("PATCH with values outside the value sets answers 400 naming each field and writes nothing", async () => {
    const owner = await env().signup();
    const res = await patch(owner.headers, {
      gender: "x",
      bundesland: "Bayern",
      jobTenure: "forever",
      birthYear: 2020,
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .fields.map((f: { path: string }) => f.path)
      .sort();
    expect(paths).toEqual(["body.bundesland", "body.gender", "body.jobTenure"]);
    const tooYoung = await patch(owner.headers, { birthYear: 2020 });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json()).toMatchObject({ error: "invalid_input", fields: [{ path: "body.birthYear" }] });
    expect(await patch(owner.headers, {}).then((r) => r.statusCode)).toBe(400);
    expect(await patch(owner.headers, { profession: "baker" }).then((r) => r.statusCode)).toBe(400);
    const row = await userRow(env().ctx.db, owner.id);
    expect(row).toMatchObject({ gender: null, birthYear: null, demographicsConsentAt: null });
  });

  it("completing the profile on a free account awards the one-week pro trial once", async () => {
    const owner = await env().signup();
    await makeFree(owner.id);
    const res = await patch(owner.headers, complete);
    expect(res.json().trialAwarded).toBe(true);
    expect(res.json().profile).toMatchObject({
      plan: "pro",
      proTrialSource: "demographics",
      proTrialStartedAt: TEST_START.toISOString(),
      proTrialExpiresAt: new Date(TEST_START.getTime() + 7 * 86_400_000).toISOString(),
    });
    await makeFree(owner.id);
    await remove(owner.headers);
    expect((await patch(owner.headers, complete)).json().trialAwarded).toBe(false);
  });

  it("a legend account completing the profile gets no trial", async () => {
    const owner = await env().signup();
    const res = await patch(owner.headers, complete);
    expect(res.json()).toMatchObject({ trialAwarded: false, profile: { plan: "legend", proTrialUsedAt: null } });
  });

  it("DELETE nulls every demographic field, the legacy profession included, and stamps the withdrawal", async () => {
    const owner = await env().signup();
    await patch(owner.headers, {
      ...complete,
      city: "Berlin",
      industry: "trade",
      jobTenure: "1_3y",
      maritalStatus: "single",
      shiftWork: false,
    });
    await env().ctx.db.update(users).set({ profession: "Bäcker" }).where(eq(users.id, owner.id));
    env().clock.advance(1000);
    const res = await remove(owner.headers);
    expect(res.statusCode).toBe(200);
    const row = await userRow(env().ctx.db, owner.id);
    for (const field of [
      "birthYear",
      "gender",
      "maritalStatus",
      "profession",
      "bundesland",
      "city",
      "employmentStatus",
      "shiftWork",
      "industry",
      "jobTenure",
      "demographicsConsentAt",
    ] as const) {
      expect(row[field], field).toBeNull();
    }
    expect(row.demographicsWithdrawnAt?.toISOString()).toBe(new Date(TEST_START.getTime() + 1000).toISOString());
  });

  it("a re-grant after withdrawal clears the withdrawal and stamps fresh consent", async () => {
    const owner = await env().signup();
    await patch(owner.headers, { city: "Bonn" });
    await remove(owner.headers);
    env().clock.advance(5000);
    const res = await patch(owner.headers, { city: "Bonn" });
    expect(res.json().profile.demographics).toMatchObject({
      city: "Bonn",
      demographicsWithdrawnAt: null,
      demographicsConsentAt: new Date(TEST_START.getTime() + 5000).toISOString(),
    });
  });

  it("anonymous callers get 401; each user changes only their own demographics", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    const admin = await env().admin();
    expect((await patch({}, { city: "Ulm" })).statusCode).toBe(401);
    expect((await remove({})).statusCode).toBe(401);
    await patch(owner.headers, { city: "Ulm" });
    await remove(other.headers);
    await remove(admin.headers);
    expect((await userRow(env().ctx.db, owner.id)).city).toBe("Ulm");
  });
});
