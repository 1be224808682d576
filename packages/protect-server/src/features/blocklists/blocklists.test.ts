import { expect, it } from "vitest";
import { describeEachDb, type TestUser } from "../../../test/harness.ts";
import { addApprovedDomain } from "./service.ts";

const DAY = 86_400_000;

describeEachDb("blocklist routes", (env) => {
  const get = (url: string, user?: TestUser, headers: Record<string, string> = {}) =>
    env().request({ method: "GET", url, headers: { ...(user?.headers ?? {}), ...headers } });
  const setPlan = async (userId: string, plan: string) => {
    const admin = await env().admin();
    const res = await env().request({
      method: "POST",
      url: `/api/admin/users/${userId}/plan`,
      headers: { ...admin.headers, "x-admin-secret": "a".repeat(40) },
      payload: { plan },
    });
    expect(res.statusCode).toBe(200);
  };
  const lines = (body: string) => body.split("\n").filter((line) => line !== "" && !/^[#![]/.test(line));

  it("every blocklist route answers 401 to anonymous callers", async () => {
    for (const url of [
      "/api/protection/blocklist",
      "/api/protection/webcontent-domains",
      "/api/protection/mail-senders",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("serves the seeded 30-domain curated list with the caller's own web domains, in three formats", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    await env().request({
      method: "POST",
      url: "/api/custom-domains",
      headers: owner.headers,
      payload: { domain: "My-Casino.example" },
    });
    const plain = await get("/api/protection/blocklist", owner);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const entries = lines(plain.body);
    expect(entries).toHaveLength(31);
    expect(entries).toContain("bet365.com");
    expect(entries).toContain("my-casino.example");
    expect(lines((await get("/api/protection/blocklist", other)).body)).toHaveLength(30);
    const hosts = lines((await get("/api/protection/blocklist?format=hosts", owner)).body);
    expect(hosts).toContain("0.0.0.0 my-casino.example");
    const adblock = (await get("/api/protection/blocklist?format=adblock", owner)).body;
    expect(adblock.startsWith("[Adblock Plus 2.0]\n")).toBe(true);
    expect(lines(adblock)).toContain("||bet365.com^");
    const bad = await get("/api/protection/blocklist?format=csv", owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe("querystring.format");
  });

  it("answers 304 to a matching If-None-Match and a new ETag after any change", async () => {
    const owner = await env().signup();
    const first = await get("/api/protection/blocklist", owner);
    const etag = String(first.headers.etag);
    const again = await get("/api/protection/blocklist", owner, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await get("/api/protection/blocklist", owner, { "if-none-match": `"other", W/${etag}` })).statusCode).toBe(
      304,
    );
    expect((await get("/api/protection/blocklist?format=hosts", owner, { "if-none-match": etag })).statusCode).toBe(
      200,
    );

    await addApprovedDomain(env().ctx.db, "newly-approved.example", "web", env().clock.now());
    const afterList = await get("/api/protection/blocklist", owner, { "if-none-match": etag });
    expect(afterList.statusCode).toBe(200);
    expect(lines(afterList.body)).toContain("newly-approved.example");
    const etag2 = String(afterList.headers.etag);
    await env().request({
      method: "POST",
      url: "/api/custom-domains",
      headers: owner.headers,
      payload: { domain: "x.example" },
    });
    expect((await get("/api/protection/blocklist", owner, { "if-none-match": etag2 })).statusCode).toBe(200);
  });

  it("mode: legend and pro get full, free gets curated, a downgrade to free keeps full for 14 days", async () => {
    const owner = await env().signup();
    const full = await get("/api/protection/blocklist", owner);
    expect(full.headers["x-blocklist-mode"]).toBe("full");
    await setPlan(owner.id, "free");
    const state = (await get("/api/protection/state", owner)).json();
    expect(state.blocklist).toMatchObject({ mode: "full", planMode: "curated", customDomainLimit: 10 });
    expect(new Date(state.blocklist.graceUntil).getTime()).toBe(env().clock.now().getTime() + 14 * DAY);
    env().clock.advance(14 * DAY);
    expect((await get("/api/protection/state", owner)).json().blocklist).toMatchObject({
      mode: "curated",
      graceUntil: null,
    });
    expect((await get("/api/protection/blocklist", owner)).headers["x-blocklist-mode"]).toBe("curated");
    await setPlan(owner.id, "pro");
    expect((await get("/api/protection/state", owner)).json().blocklist).toMatchObject({
      mode: "full",
      graceUntil: null,
    });
  });

  it("webcontent-domains merges the curated list with the country's approved rows; bad country is 400", async () => {
    const owner = await env().signup();
    const de = (await get("/api/protection/webcontent-domains", owner)).json();
    expect(de.country).toBe("DE");
    expect(de.domains).toContain("tipico.de");
    expect(de.domains).toContain("bet365.com");
    expect(de.domains).not.toContain("win2day.at");
    const at = (await get("/api/protection/webcontent-domains?country=at", owner)).json();
    expect(at).toMatchObject({ country: "AT" });
    expect(at.domains).toContain("win2day.at");
    expect(at.domains).not.toContain("tipico.de");
    for (const bad of ["DEU", "1x", ""]) {
      expect((await get(`/api/protection/webcontent-domains?country=${bad}`, owner)).statusCode, bad).toBe(400);
    }
  });

  it("mail-senders merges the global list with the caller's own mail domains only", async () => {
    const owner = await env().signup();
    const other = await env().signup();
    await env().request({
      method: "POST",
      url: "/api/custom-domains",
      headers: owner.headers,
      payload: { domain: "news.casino.example", type: "mail_domain" },
    });
    const mine = (await get("/api/protection/mail-senders", owner)).json().domains;
    expect(mine).toContain("news.casino.example");
    expect(mine).toContain("bet365.com");
    expect((await get("/api/protection/mail-senders", other)).json().domains).not.toContain("news.casino.example");
    const web = lines((await get("/api/protection/blocklist", owner)).body);
    expect(web).not.toContain("news.casino.example");
  });
});
