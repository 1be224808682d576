// Test support for the dashboard's browser tests: axe-core over the page as it stands, and what a
// page load puts in the console (errors, answers of 400 and more).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Locator, Page } from "playwright-core";

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/**
 * axe-core's violations on the page as it is now (its default rules: WCAG 2.x A and AA and best
 * practices), one line each; [] when there are none. Injected through the DevTools protocol, so the
 * page's Content-Security-Policy stays as it is served.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate<AxeResults>("axe.run(document)");
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Console errors, uncaught page errors and answers of 400 or more, from now on. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/**
 * Drags `source` onto `target` by the HTML drag-and-drop events a browser sends (dragstart on the
 * source, dragenter, dragover and drop on the target, dragend on the source), sharing one
 * DataTransfer as a real drag does. Not Playwright's `dragTo`: it decides whether a drag began by a
 * 0 ms timer after its mouse move, which on a loaded machine can fire before Chromium's dragstart —
 * the drop then never comes (a CI run of stop 42 waited 60 s for the moved card).
 */
export async function dragAndDrop(page: Page, source: Locator, target: Locator): Promise<void> {
  const dataTransfer = await page.evaluateHandle("new DataTransfer()");
  try {
    await source.dispatchEvent("dragstart", { dataTransfer });
    for (const type of ["dragenter", "dragover", "drop"]) await target.dispatchEvent(type, { dataTransfer });
    await source.dispatchEvent("dragend", { dataTransfer });
  } finally {
    await dataTransfer.dispose();
  }
}
