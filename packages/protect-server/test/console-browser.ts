// The admin console in headless Chromium (Debian package, driven by playwright-core): launching,
// signing in with TOTP enrolment, the record of every button a test saw and clicked, and the
// layout checks at a phone's and a desktop's width.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { totpCode } from "../src/features/admin-console/totp.ts";
import type { TestEnv } from "./harness.ts";
import { requireProgram } from "./processes.ts";

/**
 * How long a page step (a click, a wait for text) may take before it fails: the tests' outer bound
 * (vitest.shared.ts), not Playwright's 30 s, which a loaded 2-core machine exceeds. Set on every
 * context the browser tests open; it only ends a step that hangs.
 */
export const PAGE_STEP_BOUND_MS = 300_000;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireProgram("chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"]),
    args: ["--no-sandbox", "--disable-gpu"],
  });
}

/** Signs in with e-mail and password and enrols a TOTP authenticator; returns the TOTP secret. */
export async function signInWithEnrolment(
  page: Page,
  env: TestEnv,
  options: { base: string; email: string; password: string; screenshots?: string },
): Promise<string> {
  await page.goto(`${options.base}/admin/`);
  await page.getByLabel("E-mail").fill(options.email);
  await page.getByLabel("Password").fill(options.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("heading", { name: "Set up your second factor" }).waitFor();
  const secret = (await page.locator("#totp-secret").textContent()) ?? "";
  if (options.screenshots) await page.screenshot({ path: join(options.screenshots, "1-enrolment.png") });
  await page.getByLabel("Code from your authenticator app").fill(totpCode(secret, env.clock.now()));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("heading", { name: "Your recovery codes" }).waitFor();
  if (options.screenshots) await page.screenshot({ path: join(options.screenshots, "2-recovery-codes.png") });
  await page.getByRole("button", { name: "I have saved them" }).click();
  await page.getByRole("heading", { name: "Users" }).waitFor();
  return secret;
}

/**
 * Records, in the page, the name of every button that became visible and of every button clicked
 * (mouse or keyboard). A button's name drops what follows " of " (`Expire unused of clinic-a` →
 * `Expire unused`), so one kind of button counts once.
 */
export async function recordButtons(page: Page): Promise<void> {
  // Runs in the page (a string: this file is compiled without the DOM library).
  await page.addInitScript({
    content: `(() => {
      const record = { seen: new Set(), clicked: new Set() };
      globalThis.__buttons = record;
      const nameOf = (button) => (button.textContent ?? "").trim().replace(/ of .*$/, "");
      document.addEventListener("click", (event) => {
        const button = event.target?.closest?.("button");
        if (button) record.clicked.add(nameOf(button));
      }, true);
      new MutationObserver(() => {
        for (const button of document.querySelectorAll("button")) {
          if (button.checkVisibility()) record.seen.add(nameOf(button));
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    })();`,
  });
}

/** The buttons seen and clicked so far (see recordButtons). */
export async function buttonsOf(page: Page): Promise<{ seen: string[]; clicked: string[] }> {
  return page.evaluate<{ seen: string[]; clicked: string[] }>(
    "({ seen: [...globalThis.__buttons.seen].sort(), clicked: [...globalThis.__buttons.clicked].sort() })",
  );
}

/**
 * Asserts the page fits the viewport: no horizontal page scroll, nothing outside the viewport's
 * width except inside a box that scrolls itself (`.table-scroll`), and "Sign out" fully visible.
 */
export async function expectFitsViewport(page: Page, view: string): Promise<void> {
  const report = await page.evaluate<{
    pageScrollsSideways: boolean;
    outside: string[];
    signOutVisible: boolean;
  }>(`(() => {
    const width = document.documentElement.clientWidth;
    const outside = [];
    for (const element of document.querySelectorAll("body *")) {
      if (!element.checkVisibility() || element.closest(".table-scroll > *") || element.closest("dialog, .skip")) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) {
        outside.push(element.tagName.toLowerCase() + "." + element.className + " " + Math.round(box.left) + "–" + Math.round(box.right));
      }
    }
    const signOut = [...document.querySelectorAll("button")].find((b) => b.textContent === "Sign out");
    const box = signOut?.getBoundingClientRect();
    return {
      pageScrollsSideways: document.documentElement.scrollWidth > width,
      outside,
      signOutVisible: Boolean(box && box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= innerHeight),
    };
  })()`);
  expect({ view, ...report }).toEqual({ view, pageScrollsSideways: false, outside: [], signOutVisible: true });
}

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations (WCAG 2.x A and AA and best practices) on the page as it is now, one line
 * each. Injected through the DevTools protocol: the console's CSP stays as served.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate<{
    violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  }>("axe.run(document)");
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
