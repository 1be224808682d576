// Test support for the dashboard's browser tests: a project, its real `hub serve` on loopback, and
// Debian's Chromium driven by playwright-core; pages signed in through the `hub open` link.
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { createProject, type RunningServer, startServer, type TestProject } from "./hub-process.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * How long a page step (a click, a wait for text) may take before it fails: the tests' outer bound
 * (vitest.shared.ts), not Playwright's 30 s, which a loaded 2-core machine exceeds. Steps wait for
 * what the page shows; this only ends one that hangs.
 */
export const PAGE_STEP_BOUND_MS = 300_000;
/** Screenshots for people to look at; git-ignored. */
export const ARTIFACTS = fileURLToPath(new URL("../../../test-artifacts/", import.meta.url));

export interface DashboardRig {
  project: TestProject;
  /** Replaceable: a test that restarts the server puts the new one here, and close stops it. */
  server: RunningServer;
  token: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * A project (`configure` runs before the server starts), its server (also set as the project's
 * `server.url`, so the CLI talks to it) and a browser.
 */
export async function startDashboardRig(
  name: string,
  options: { configure?: (project: TestProject) => Promise<void> } = {},
): Promise<DashboardRig> {
  const project = await createProject(name);
  await options.configure?.(project);
  const server = await startServer(project, ["--no-advertise"]);
  const set = await project.run(["config", "set", "server.url", server.url]);
  if (set.code !== 0) throw new Error(`hub config set failed: ${set.stderr}`);
  const token = (await project.run(["token"])).stdout.trim();
  await mkdir(ARTIFACTS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const rig: DashboardRig = {
    project,
    server,
    token,
    browser,
    async close() {
      await rig.browser.close();
      await rig.server.stop();
      await rig.project.remove();
    },
  };
  return rig;
}

/**
 * A new page in its own browser context, signed in with the link `hub open` prints, once it says
 * "Live". `watch` sees the page before it loads (to collect its console, say).
 */
export async function openSignedIn(
  rig: DashboardRig,
  options: { width?: number; height?: number; colorScheme?: "light" | "dark"; watch?: (page: Page) => void } = {},
): Promise<Page> {
  const context = await rig.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme,
  });
  context.setDefaultTimeout(PAGE_STEP_BOUND_MS);
  const page = await context.newPage();
  options.watch?.(page);
  await page.goto((await rig.project.run(["open"])).stdout.trim());
  await page.getByText("Live", { exact: true }).waitFor();
  return page;
}

/** Another page of the signed-in `page`'s browser context, sized as asked, once it says "Live". */
export async function openBeside(
  page: Page,
  rig: DashboardRig,
  size: { width: number; height: number },
): Promise<Page> {
  const beside = await page.context().newPage();
  await beside.setViewportSize(size);
  await beside.goto(`${rig.server.url}/dashboard/`);
  await beside.getByText("Live", { exact: true }).waitFor();
  return beside;
}

/** How far the page is wider than the window (0 or less: no sideways scrolling of the page). */
export function horizontalOverflow(page: Page): Promise<number> {
  // A string: the test files are compiled without the DOM types.
  return page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
}
