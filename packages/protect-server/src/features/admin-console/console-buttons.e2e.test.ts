// Every button of the admin console, clicked in headless Chromium against the real server (issue
// 30: "Ban author" had never worked and no test noticed). The page records each button that
// became visible and each one clicked; the test fails when one was seen but never clicked. Also:
// the status line belongs to the view that caused it, and every view fits a phone (390 px) and a
// desktop (1440 px) screen. Screenshots go to test-artifacts/admin-console/ (git-ignored).
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { post, reportItem } from "../../../test/community-fixtures.ts";
import {
  accessibilityViolations,
  buttonsOf,
  expectFitsViewport,
  launchChromium,
  PAGE_STEP_BOUND_MS,
  recordButtons,
  signInWithEnrolment,
} from "../../../test/console-browser.ts";
import { buildConsole } from "../../../test/console-build.ts";
import { userRow } from "../../../test/db-counts.ts";
import { createTestEnv, type TestEnv } from "../../../test/harness.ts";
import { adminAuditLog, moderationActions } from "../../db/schema/admin-console.ts";
import { communityPosts } from "../../db/schema/community.ts";
import { totpCode } from "./totp.ts";

const artifacts = fileURLToPath(new URL("../../../test-artifacts/admin-console/", import.meta.url));

describe("admin console: every button in Chromium", () => {
  let consoleDir: string;
  let browser: Browser;
  let env: TestEnv;
  let base: string;
  let page: Page;
  const cspViolations: string[] = [];
  const failedRequests: string[] = [];

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    consoleDir = await buildConsole();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    if (consoleDir) rmSync(consoleDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    env = await createTestEnv("pglite", { adminConsoleDir: consoleDir });
    base = await env.app.listen({ host: "127.0.0.1", port: 0 });
    const context = await browser.newContext({ acceptDownloads: true });
    context.setDefaultTimeout(PAGE_STEP_BOUND_MS);
    page = await context.newPage();
    await recordButtons(page);
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on("response", (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
  });

  afterEach(async () => {
    await page?.context().close();
    await env?.app.close();
    await env?.database.close();
  });

  const status = () => page.locator("#status");
  const open = async (link: string, heading: string) => {
    await page.getByRole("navigation").getByRole("link", { name: link }).click();
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  };
  const confirm = (name: string) => page.getByRole("dialog").getByRole("button", { name }).click();

  it("clicks every button once: users, submissions, curated domains, moderation (ban author too), DiGA, audit log, sign-out and TOTP sign-in", async () => {
    const admin = await env.admin();
    const target = await env.signup({ nickname: "Target" });
    const finder = await env.signup({ nickname: "Finder" });
    const spammer = await env.signup({ nickname: "Spammer" });
    const submit = (domain: string) =>
      env.request({ method: "POST", url: "/api/domain-submissions", headers: finder.headers, payload: { domain } });
    expect((await submit("approve-me.example")).statusCode).toBe(201);
    expect((await submit("reject-me.example")).statusCode).toBe(201);
    const raced = await submit("raced.example");
    expect(raced.statusCode).toBe(201);
    const suggest = await env.request({
      method: "POST",
      url: "/api/curated-domains/suggest",
      headers: finder.headers,
      payload: { country: "DE", domain: "curated.example" },
    });
    expect(suggest.statusCode).toBe(201);
    const kept = await post(env, finder, "A fair question about limits");
    const removed = await post(env, finder, "Rude words here");
    const spam = await post(env, spammer, "Buy casino chips here");
    for (const id of [kept, removed, spam]) await reportItem(env, admin, "posts", id);

    const secret = await signInWithEnrolment(page, env, { base, email: admin.email, password: admin.password });

    // Users: search, edit and save (the status says so), then delete after a cancelled first try.
    await page.getByRole("searchbox", { name: "Search" }).fill(target.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => status().textContent()).toBe("1 accounts shown");
    await page.getByRole("button", { name: `Edit ${target.email}` }).click();
    await page.getByLabel("Plan", { exact: true }).last().selectOption("pro");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => status().textContent()).toBe("Saved");
    expect((await userRow(env.ctx.db, target.id)).plan).toBe("pro");
    // A message belongs to its view: "Saved" is gone on the next page.
    await open("DiGA codes", "DiGA codes");
    expect(await status().textContent()).toBe("");
    await open("Users", "Users");
    await page.getByRole("button", { name: `Edit ${target.email}` }).click();
    await page.getByRole("button", { name: "Delete account" }).click();
    await confirm("Cancel");
    expect((await userRow(env.ctx.db, target.id)).deletedAt).toBeNull();
    await page.getByRole("button", { name: "Delete account" }).click();
    await confirm("Delete account");
    await expect.poll(() => status().textContent()).toBe("Account deleted");

    // Submissions: one decided elsewhere meanwhile shows an error, which the next action clears.
    await open("Submissions", "Domain submissions");
    const [pending] = (
      await env.request({
        method: "GET",
        url: "/api/admin/domain-submissions",
        headers: { ...admin.headers, "x-admin-secret": env.ctx.secrets.adminSecret },
      })
    )
      .json()
      .submissions.filter((item: { domain: string }) => item.domain === "raced.example");
    const elsewhere = await env.request({
      method: "POST",
      url: `/api/admin/domain-submissions/${pending.id}/reject`,
      headers: { ...admin.headers, "x-admin-secret": env.ctx.secrets.adminSecret },
    });
    expect(elsewhere.statusCode).toBe(200);
    await page.getByRole("button", { name: "Approve raced.example" }).click();
    await confirm("Approve");
    await expect.poll(() => status().getAttribute("class")).toBe("error");
    await page.getByRole("button", { name: "Reject reject-me.example" }).click();
    await confirm("Reject");
    await expect.poll(() => status().textContent()).toBe("reject-me.example: rejected");
    expect(await status().getAttribute("class")).toBe("info");
    await page.getByRole("button", { name: "Approve approve-me.example" }).click();
    await confirm("Approve");
    await expect.poll(() => status().textContent()).toBe("approve-me.example: approved");
    await page.getByRole("button", { name: "Approve curated.example for DE" }).click();
    await expect.poll(() => status().textContent()).toBe("curated.example approved for DE");

    // Moderation: dismiss, delete, ban author (no reason given: the server's default applies).
    await open("Moderation", "Moderation");
    await page.getByRole("button", { name: "Dismiss: A fair question about limits" }).click();
    await confirm("Dismiss");
    await expect.poll(() => status().textContent()).toBe("Dismiss: done");
    await page.getByRole("button", { name: "Delete: Rude words here" }).click();
    await confirm("Delete");
    await expect.poll(() => status().textContent()).toBe("Delete: done");
    await page.getByRole("button", { name: "Ban author: Buy casino chips here" }).click();
    await confirm("Ban author");
    await expect.poll(() => status().textContent()).toBe("Ban author: done");
    await page.getByRole("cell", { name: "Nothing reported" }).waitFor();
    expect(await userRow(env.ctx.db, spammer.id)).toMatchObject({ banned: true, bannedReason: "Community rules" });
    const [spamRow] = await env.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, spam));
    expect(spamRow).toMatchObject({ isDeleted: true, content: "" });
    const decisions = await env.ctx.db.select().from(moderationActions);
    expect(decisions.map((row) => row.action).sort()).toEqual(["ban_user", "delete", "dismiss"]);

    // DiGA: create a batch, expire it.
    await open("DiGA codes", "DiGA codes");
    await page.getByLabel("Number of codes").fill("2");
    await page.getByLabel("Label", { exact: true }).fill("clinic-buttons");
    await page.getByRole("button", { name: "Create codes" }).click();
    await expect.poll(() => status().textContent()).toBe("2 codes created");
    await page.getByRole("button", { name: "Expire unused of clinic-buttons" }).click();
    await confirm("Expire codes");
    await expect.poll(() => status().textContent()).toBe("2 codes expired");

    // Audit log: more than a page, so "Load more" shows; the affected account by e-mail and name.
    await env.ctx.db.insert(adminAuditLog).values(
      Array.from({ length: 60 }, (_, index) => ({
        adminUserId: admin.id,
        action: "fixture.entry",
        targetUserId: finder.id,
        createdAt: new Date(env.clock.now().getTime() - (index + 1) * 1000),
      })),
    );
    await open("Audit log", "Audit log");
    await page.getByLabel("Action").fill("fixture.entry");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => status().textContent()).toBe("50 audit entries loaded");
    expect(
      await page
        .getByRole("row", { name: /fixture\.entry/ })
        .first()
        .textContent(),
    ).toContain(`${finder.email} (Finder)`);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => status().textContent()).toBe("10 audit entries loaded");
    expect(await page.getByRole("row", { name: /fixture\.entry/ }).count()).toBe(60);

    // Sign out, then in again with the authenticator's next code.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to the admin console" }).waitFor();
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Second factor" }).waitFor();
    env.clock.advance(30_000);
    await page.getByLabel("Code from your authenticator app").fill(totpCode(secret, env.clock.now()));
    await page.getByRole("button", { name: "Sign in" }).click();
    // Back on the view of the address (#/audit-log).
    await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();

    const buttons = await buttonsOf(page);
    expect(
      buttons.seen.filter((name) => !buttons.clicked.includes(name)),
      "buttons never clicked",
    ).toEqual([]);
    expect(buttons.seen).toEqual(
      expect.arrayContaining(["Ban author", "Dismiss", "Delete", "Reject", "Approve", "Load more", "Sign in"]),
    );
    expect(cspViolations).toEqual([]);
    // Refused: the session probe before signing in, and the approval of the submission decided elsewhere.
    expect(failedRequests).toEqual([
      "401 /api/admin/console/session",
      `409 /api/admin/domain-submissions/${pending.id}/approve`,
    ]);
  });

  it("every view fits a 390 px phone and a 1440 px desktop (the header wraps, tables scroll inside themselves) and passes axe", async () => {
    const admin = await env.admin();
    const author = await env.signup({ nickname: "A-rather-long-nickname" });
    const id = await post(env, author, "A post with a fairly long text that makes the moderation table wide enough");
    await reportItem(env, admin, "posts", id, "advertising");
    expect(
      (
        await env.request({
          method: "POST",
          url: "/api/domain-submissions",
          headers: author.headers,
          payload: { domain: "a-very-long-domain-name-for-the-table.example" },
        })
      ).statusCode,
    ).toBe(201);
    const batch = await env.request({
      method: "POST",
      url: "/api/admin/diga-codes",
      headers: { ...admin.headers, "x-admin-secret": env.ctx.secrets.adminSecret },
      payload: { count: 1, plan: "pro", label: "a-clinic-with-a-long-label-name-2026" },
    });
    expect(batch.statusCode).toBe(201);
    await signInWithEnrolment(page, env, { base, email: admin.email, password: admin.password });
    const views = [
      ["Users", "Users", "users"],
      ["Submissions", "Domain submissions", "submissions"],
      ["Moderation", "Moderation", "moderation"],
      ["DiGA codes", "DiGA codes", "diga"],
      ["Audit log", "Audit log", "audit-log"],
    ] as const;
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [link, heading, file] of views) {
        await open(link, heading);
        await page.locator("tbody tr").first().waitFor();
        await expectFitsViewport(page, `${file} at ${width}px`);
        expect(await accessibilityViolations(page), `${file} at ${width}px`).toEqual([]);
        await page.screenshot({ path: join(artifacts, `layout-${file}-${width}.png`), fullPage: true });
      }
    }
    // On the phone, the widest table scrolls inside its own box, which the keyboard can reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await open("Moderation", "Moderation");
    const box = page.getByRole("region", { name: "Reported posts and replies, oldest report first" });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await box.getAttribute("tabindex")).toBe("0");
    expect(cspViolations).toEqual([]);
  });
});
