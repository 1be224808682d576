// Test support for the dashboard's browser tests: axe-core over the page as it stands, and what a
// page load puts in the console (errors, answers of 400 and more).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

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
