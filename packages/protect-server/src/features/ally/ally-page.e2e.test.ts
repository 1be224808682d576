// The ally page in headless Chromium (Debian package, driven by playwright-core): an ally without
// an account opens the invitation link, accepts, approves a two-person-rule request, stops being an
// ally and erases their data; a forged link reads as not working. The link's token travels in the
// fragment only: no request URL the browser sends carries it. Screenshots: test-artifacts/ally-page/.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invite } from "../../../test/allies.ts";
import { PAGE_STEP_BOUND_MS } from "../../../test/console-browser.ts";
import { createTestEnv, type TestEnv } from "../../../test/harness.ts";
import { requireProgram } from "../../../test/processes.ts";
import { allies } from "../../db/schema/allies.ts";

const artifacts = fileURLToPath(new URL("../../../test-artifacts/ally-page/", import.meta.url));

describe("ally page in Chromium", () => {
  let browser: Browser;
  let env: TestEnv;
  let base: string;
  let page: Page;
  const requested: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    browser = await chromium.launch({
      executablePath: requireProgram("chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"]),
      args: ["--no-sandbox", "--disable-gpu"],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    env = await createTestEnv("pglite");
    base = await env.app.listen({ host: "127.0.0.1", port: 0 });
    const context = await browser.newContext();
    context.setDefaultTimeout(PAGE_STEP_BOUND_MS);
    page = await context.newPage();
    page.on("request", (request) => requested.push(request.url()));
    page.on("console", (message) => {
      if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
  });

  afterEach(async () => {
    await page?.context().close();
    await env?.app.close();
    await env?.database.close();
  });

  it("invitation → accept → approve a request → stop → erase, with the token never in a request URL", async () => {
    const user = await env.signup({ nickname: "HiddenNick" });
    const invited = await invite(env, user, {
      events: ["cooldown_started", "cooldown_cancelled"],
      twoPersonRule: true,
    });
    await page.goto(`${base}/ally#invite=${invited.token}`);
    await page.getByRole("heading", { name: "An invitation from Robin" }).waitFor();
    expect(await page.locator("#shared li").allTextContents()).toEqual([
      "when they ask to switch protection off (with the time the 24-hour wait ends)",
      "when they call a cooldown off (an urge that passed)",
    ]);
    await page.screenshot({ path: join(artifacts, "1-invitation.png") });
    await page.getByRole("button", { name: "Accept" }).click();
    await page.getByRole("heading", { name: "You are Robin's ally" }).waitFor();
    expect(page.url()).toMatch(/#access=[0-9a-f-]{36}\.[0-9a-f]{64}$/);

    // The user starts a cooldown: the ally's page shows the request after a reload.
    await env.request({ method: "POST", url: "/api/cooldown/request", headers: user.headers });
    await page.reload();
    await page.getByRole("heading", { name: "Waiting for your answer" }).waitFor();
    expect(await page.locator("#events li").allTextContents()).toEqual([
      expect.stringContaining("Robin asked to switch protection off"),
    ]);
    await page.screenshot({ path: join(artifacts, "2-request.png") });
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByText("You approved.").waitFor();
    expect(await page.locator("#approvals li").allTextContents()).toEqual(["No request is open."]);

    await page.getByRole("button", { name: "Stop being an ally" }).click();
    await page.getByRole("heading", { name: "You are no longer an ally" }).waitFor();
    await page.getByRole("button", { name: "Erase my data" }).click();
    await page.getByRole("heading", { name: "Your data is erased" }).waitFor();
    expect(await env.ctx.db.select().from(allies)).toEqual([]);
    await page.screenshot({ path: join(artifacts, "3-erased.png") });

    expect(requested.filter((url) => url.includes(invited.token) || url.includes("access="))).toEqual([]);
    const body = await page.content();
    expect(body).not.toContain("HiddenNick");
    expect(body).not.toContain(user.email);
    expect(problems).toEqual([]);
  });

  it("a forged or used link reads as not working; the page answers with a strict CSP", async () => {
    const res = await page.goto(`${base}/ally#access=${crypto.randomUUID()}.${"a".repeat(64)}`);
    expect(res?.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
    await page.getByRole("heading", { name: "This link does not work any more" }).waitFor();
    const user = await env.signup();
    const invited = await invite(env, user);
    await env.request({ method: "POST", url: "/api/ally-links/accept", payload: { token: invited.token } });
    await page.goto(`${base}/ally#invite=${invited.token}`);
    await page.getByRole("heading", { name: "This link does not work any more" }).waitFor();
    expect(problems.filter((text) => !/404/.test(text))).toEqual([]);
  });
});
