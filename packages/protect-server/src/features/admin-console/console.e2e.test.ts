// The admin console in headless Chromium (Debian package, driven by playwright-core): sign-in
// with TOTP enrolment, user edit and deletion, DiGA code batches, deleting a reported post,
// approving a domain submission from the queue, reading the audit log.
// Screenshots are kept in test-artifacts/admin-console/ (git-ignored).
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { post, reportItem } from "../../../test/community-fixtures.ts";
import { launchChromium, PAGE_STEP_BOUND_MS } from "../../../test/console-browser.ts";
import { buildConsole } from "../../../test/console-build.ts";
import { userRow } from "../../../test/db-counts.ts";
import { createTestEnv, type TestEnv, testSecrets } from "../../../test/harness.ts";
import { adminAuditLog, moderationActions } from "../../db/schema/admin-console.ts";
import { communityPosts } from "../../db/schema/community.ts";
import { globallyBlocked } from "../blocklists/service.ts";
import { totpCode } from "./totp.ts";

const artifacts = fileURLToPath(new URL("../../../test-artifacts/admin-console/", import.meta.url));

describe("admin console in Chromium", () => {
  let consoleDir: string;
  let browser: Browser;
  let env: TestEnv;
  let base: string;
  let page: Page;
  /** Every response body the browser received, to prove no server secret reached it. */
  const seen: string[] = [];
  const cspViolations: string[] = [];

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
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on("response", async (response) => {
      seen.push(await response.text().catch(() => ""));
    });
  });

  afterEach(async () => {
    await page?.context().close();
    await env?.app.close();
    await env?.database.close();
  });

  async function signInWithEnrolment(email: string, password: string): Promise<void> {
    await page.goto(`${base}/admin/`);
    await expect.poll(() => page.evaluate("document.activeElement?.tagName")).toBe("H1");
    // Keyboard only: Tab from the focused heading into the form, Enter submits.
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Set up your second factor" }).waitFor();
    expect(await page.locator("figure.qr svg path").getAttribute("d")).toMatch(/^M\d/);
    const secret = (await page.locator("#totp-secret").textContent()) ?? "";
    await page.screenshot({ path: join(artifacts, "1-enrolment.png") });
    await page.getByLabel("Code from your authenticator app").fill(totpCode(secret, env.clock.now()));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("heading", { name: "Your recovery codes" }).waitFor();
    expect(await page.locator("#recovery-codes li").count()).toBe(10);
    await page.screenshot({ path: join(artifacts, "2-recovery-codes.png") });
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("heading", { name: "Users" }).waitFor();
  }

  it("signs in with TOTP enrolment, edits and deletes a user with confirmation", async () => {
    const admin = await env.admin();
    const target = await env.signup({ nickname: "Target" });
    await signInWithEnrolment(admin.email, admin.password);

    const cookies = await page.context().cookies();
    expect(cookies).toMatchObject([{ name: "hq_admin", httpOnly: true, sameSite: "Strict" }]);
    expect(await page.evaluate("document.cookie")).toBe("");

    await page.getByRole("cell", { name: target.email, exact: true }).waitFor();
    await page.screenshot({ path: join(artifacts, "3-users.png") });
    await page.getByRole("button", { name: `Edit ${target.email}` }).click();
    await page.getByLabel("Banned").check();
    await page.getByLabel("Ban reason").fill("Spam in the community");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("cell", { name: "banned: Spam in the community", exact: true }).waitFor();
    expect(await userRow(env.ctx.db, target.id)).toMatchObject({ banned: true, bannedReason: "Spam in the community" });

    await page.getByRole("button", { name: `Edit ${target.email}` }).click();
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this account?" });
    await dialog.waitFor();
    await page.screenshot({ path: join(artifacts, "4-delete-confirmation.png") });
    // Escape cancels: nothing is deleted.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect((await userRow(env.ctx.db, target.id)).deletedAt).toBeNull();
    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete account" }).click();
    await page.getByText("Account deleted").waitFor();
    expect(await userRow(env.ctx.db, target.id)).toMatchObject({ email: null, deletedAt: expect.any(Date) });

    const actions = (await env.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, admin.id))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["console.enrol", "user.list", "user.update", "user.delete"]));
    expect(seen.some((body) => body.includes(testSecrets.adminSecret))).toBe(false);
    expect(cspViolations).toEqual([]);
  });

  it("creates a DiGA code batch, downloads it as CSV and expires it", async () => {
    const admin = await env.admin();
    await signInWithEnrolment(admin.email, admin.password);
    await page.getByRole("link", { name: "DiGA codes" }).click();
    await page.getByRole("heading", { name: "DiGA codes" }).waitFor();
    await page.getByLabel("Number of codes").fill("3");
    await page.getByLabel("Plan granted").selectOption("pro");
    await page.getByLabel("Label", { exact: true }).fill("clinic-e2e");
    await page.getByLabel("Notes").fill("Browser test batch");
    await page.getByRole("button", { name: "Create codes" }).click();
    await page.getByRole("heading", { name: '3 codes created in "clinic-e2e"' }).waitFor();
    const codes = await page.locator("#created-codes li").allTextContents();
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await page.screenshot({ path: join(artifacts, "5-diga-created.png") });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV of clinic-e2e" }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(download.suggestedFilename()).toBe("diga-codes-clinic-e2e.csv");
    expect(csv.trimEnd().split("\r\n")).toHaveLength(4);
    for (const code of codes) expect(csv).toContain(`"${code}","pro","clinic-e2e","Browser test batch"`);

    await page.getByRole("button", { name: "Expire unused of clinic-e2e" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Expire codes" }).click();
    await page.getByText("3 codes expired").waitFor();
    await page.screenshot({ path: join(artifacts, "6-diga-expired.png") });
    const user = await env.signup();
    const redeem = await env.request({
      method: "POST",
      url: "/api/onboarding/redeem-diga-code",
      headers: user.headers,
      payload: { code: codes[0] },
    });
    expect(redeem.json()).toMatchObject({ error: "expired" });
    expect(cspViolations).toEqual([]);
  });

  it("deletes a reported post from the moderation queue after confirmation", async () => {
    const admin = await env.admin();
    const author = await env.signup({ nickname: "Author" });
    const postId = await post(env, author, "Buy casino chips here");
    await reportItem(env, admin, "posts", postId, "advertising");
    await signInWithEnrolment(admin.email, admin.password);
    await page.getByRole("link", { name: "Moderation" }).click();
    await page.getByRole("cell", { name: "Buy casino chips here", exact: true }).waitFor();
    await page.screenshot({ path: join(artifacts, "7-moderation-queue.png") });
    await page.getByRole("button", { name: "Delete: Buy casino chips here" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Delete: done").waitFor();
    await page.getByRole("cell", { name: "Nothing reported" }).waitFor();
    const [row] = await env.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, postId));
    expect(row).toMatchObject({ isDeleted: true, content: "" });
    const [action] = await env.ctx.db.select().from(moderationActions).where(eq(moderationActions.targetId, postId));
    expect(action).toMatchObject({ action: "delete", snapshot: { content: "Buy casino chips here" } });
    expect(cspViolations).toEqual([]);
  });

  it("approves a submitted domain from the queue after confirmation: global blocklist, author notified, audited", async () => {
    const admin = await env.admin();
    const author = await env.signup({ nickname: "Finder" });
    const submit = (domain: string) =>
      env.request({ method: "POST", url: "/api/domain-submissions", headers: author.headers, payload: { domain } });
    expect((await submit("Old-Casino.example")).statusCode).toBe(201);
    env.clock.advance(25 * 3_600_000);
    expect((await submit("new-casino.example")).statusCode).toBe(201);
    expect(await globallyBlocked(env.ctx, "old-casino.example", "curated")).toBe(false);

    await signInWithEnrolment(admin.email, admin.password);
    await page.getByRole("link", { name: "Submissions" }).click();
    await page.getByRole("heading", { name: "Domain submissions" }).waitFor();
    const overdue = page.getByRole("row", { name: /old-casino\.example/ });
    await overdue.waitFor();
    // The 24-hour deadline: the older one is an hour overdue (highlighted), the new one due in 24 h.
    expect(await overdue.textContent()).toContain("overdue by 1 h 0 min (2026-06-02 10:00 UTC)");
    expect(await overdue.getAttribute("class")).toBe("overdue");
    const fresh = page.getByRole("row", { name: /new-casino\.example/ });
    expect(await fresh.textContent()).toContain("due in 24 h 0 min (2026-06-03 11:00 UTC)");
    expect(await fresh.getAttribute("class")).toBeNull();
    expect(await overdue.textContent()).toContain("Finder (legend)");
    await page.screenshot({ path: join(artifacts, "8-submissions-queue.png") });

    // Keyboard: focus the approve button, Enter opens the confirmation; Escape cancels it.
    await page.getByRole("button", { name: "Approve old-casino.example" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Approve old-casino.example?" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await globallyBlocked(env.ctx, "old-casino.example", "curated")).toBe(false);
    await page.getByRole("button", { name: "Approve old-casino.example" }).click();
    await dialog.waitFor();
    await page.screenshot({ path: join(artifacts, "9-approve-confirmation.png") });
    await dialog.getByRole("button", { name: "Approve" }).click();
    await page.getByText("old-casino.example: approved").waitFor();
    await overdue.waitFor({ state: "detached" });
    await page.getByRole("row", { name: /new-casino\.example/ }).waitFor();
    await page.screenshot({ path: join(artifacts, "10-submission-approved.png") });

    expect(await globallyBlocked(env.ctx, "old-casino.example", "curated")).toBe(true);
    const someone = await env.signup();
    const list = await env.request({ method: "GET", url: "/api/protection/blocklist", headers: someone.headers });
    expect(list.body.split("\n")).toContain("old-casino.example");
    const notifications = await env.request({ method: "GET", url: "/api/notifications", headers: author.headers });
    expect(notifications.json().notifications).toEqual([
      expect.objectContaining({
        kind: "domain_submission_approved",
        data: expect.objectContaining({ domain: "old-casino.example", type: "web" }),
      }),
    ]);

    await page.getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    await page.getByLabel("Action").fill("submission.approve");
    await page.getByLabel("Action").press("Enter");
    const entry = page.getByRole("row", { name: /submission\.approve/ });
    await entry.waitFor();
    expect(await page.getByRole("row").count()).toBe(2);
    expect(await entry.textContent()).toContain(admin.email);
    expect(await entry.textContent()).toContain(author.id);
    expect(await entry.textContent()).toContain("domain: old-casino.example");
    await page.screenshot({ path: join(artifacts, "11-audit-log.png"), fullPage: true });
    const reads = await env.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "audit_log.read"));
    expect(reads.map((read) => read.details.action)).toEqual([null, "submission.approve"]);
    expect(cspViolations).toEqual([]);
  });
});
