// The dashboard in a real browser (Debian's Chromium driven by playwright-core) against a real
// `hub serve` process, with the CLI and an SSE client in other processes/connections.
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "../client/http-client.ts";
import type { AgentHubEvent, Subscription } from "../core/api.ts";
import {
  createProject,
  type RunningServer,
  spawnHub,
  startServer,
  type TestProject,
  waitForOutput,
} from "./e2e/hub-process.ts";

const T = 60_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Screenshots for people to look at; git-ignored. */
const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/", import.meta.url));

describe("dashboard in headless Chromium", () => {
  let project: TestProject;
  let server: RunningServer;
  let token: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    project = await createProject("dashboard");
    server = await startServer(project, ["--no-advertise"]);
    expect((await project.run(["config", "set", "server.url", server.url])).code).toBe(0);
    token = (await project.run(["token"])).stdout.trim();
    await mkdir(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    const link = (await project.run(["open"])).stdout.trim();
    expect(link).toBe(`${server.url}/dashboard/#token=${token}`);
    await page.goto(link);
    await page.getByText("Live", { exact: true }).waitFor();
  }, T);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await project?.remove();
  });

  it("signs in from the link and removes the token from the address bar", async () => {
    expect(page.url()).toBe(`${server.url}/dashboard/`);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "hub_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Strict");
    expect(session?.value).not.toContain(token);
  });

  it(
    "shows a task created from the CLI without a reload",
    async () => {
      const created = await project.run(["task", "create", "Wire the payment webhook", "--role", "backend"]);
      expect(created.code).toBe(0);
      const id = created.stdout.trim();
      const card = page.locator(`[data-task-id="${id}"]`);
      await card.waitFor();
      expect(await card.textContent()).toContain("Wire the payment webhook");
      expect(await page.locator('.column[data-status="todo"]').textContent()).toContain(id);
      await page.screenshot({ path: `${ARTIFACTS}dashboard-board.png`, fullPage: true });
    },
    T,
  );

  it(
    "a card dragged to another column reaches another subscriber's stream",
    async () => {
      const id = (await project.run(["task", "create", "Drag me"])).stdout.trim();
      const client = createHttpClient({ url: server.url, token });
      const seen = new Promise<AgentHubEvent>((resolve) => {
        let subscription: Subscription | undefined;
        subscription = client.subscribe((event) => {
          if (event.type === "task" && event.id === id && event.status === "in_progress") {
            subscription?.close();
            resolve(event);
          }
        });
      });
      const card = page.locator(`[data-task-id="${id}"]`);
      await card.waitFor();
      // Grabbed by its edge, as a person would: the middle holds the title button and the select.
      await card.dragTo(page.locator('.column[data-status="in_progress"]'), { sourcePosition: { x: 3, y: 3 } });
      const event = await seen;
      expect(event.action).toBe("updated");
      expect((await client.getTask(id)).status).toBe("in_progress");
      await page.locator(`.column[data-status="in_progress"] [data-task-id="${id}"]`).waitFor();
    },
    T,
  );

  it(
    "a move the rules refuse is reported on the page and changes nothing",
    async () => {
      const id = (await project.run(["task", "create", "Not yet done"])).stdout.trim();
      await page.locator(`[data-task-id="${id}"]`).waitFor();
      // todo → done is not an allowed move; the keyboard path (the status select) is used here.
      await page.getByLabel(`Status of ${id}`).selectOption("done");
      await page.getByText(`${id}: Cannot move task`).waitFor();
      const shown = (await project.run(["task", "show", id, "--json"])).stdout;
      expect(JSON.parse(shown).status).toBe("todo");
    },
    T,
  );

  it(
    "answering an ask on the page releases a waiting `hub ask --wait`",
    async () => {
      const waiting = spawnHub(["ask", "Which region?", "--from", "dev", "--wait", "--timeout", "40"], {
        cwd: project.dir,
      });
      await waitForOutput(waiting.child, "waiting up to");
      const ask = page.locator(".ask", { hasText: "Which region?" });
      await ask.waitFor();
      const askId = await ask.getAttribute("data-ask-id");
      await page.getByLabel(`Answer ${askId}`).fill("eu-central");
      await ask.getByRole("button", { name: "Send answer" }).click();
      const result = await waiting.done;
      expect(result.code).toBe(0);
      expect(result.stdout).toBe("eu-central\n");
      await ask.waitFor({ state: "detached" });
    },
    T,
  );

  it(
    "streams a task's log lines into its open detail view",
    async () => {
      const id = (await project.run(["task", "create", "Long job"])).stdout.trim();
      await page.locator(`[data-task-id="${id}"] .card-title`).click();
      await page.locator("#task-detail").waitFor();
      expect((await project.run(["log", id, "step one finished", "--agent", "dev"])).code).toBe(0);
      await page.locator("#detail-log li", { hasText: "step one finished" }).waitFor();
      await page.getByRole("button", { name: "Close" }).click();
    },
    T,
  );

  it(
    "works in a narrow window",
    async () => {
      const narrow = await context.newPage();
      await narrow.setViewportSize({ width: 420, height: 800 });
      await narrow.goto(`${server.url}/dashboard/`);
      await narrow.getByText("Live", { exact: true }).waitFor();
      // A string: the test files are compiled without the DOM types.
      const overflow = await narrow.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
      expect(overflow).toBeLessThanOrEqual(0);
      await narrow.screenshot({ path: `${ARTIFACTS}dashboard-narrow.png`, fullPage: true });
      await narrow.close();
    },
    T,
  );

  it(
    "without a session it asks for the token and refuses a wrong one",
    async () => {
      const other = await browser.newContext();
      const fresh = await other.newPage();
      await fresh.goto(`${server.url}/dashboard/`);
      await fresh.getByLabel("Token").waitFor();
      await fresh.getByLabel("Token").fill("not-the-token");
      await fresh.getByRole("button", { name: "Sign in" }).click();
      await fresh.getByText("That is not this hub's token").waitFor();
      await fresh.getByLabel("Token").fill(token);
      await fresh.getByRole("button", { name: "Sign in" }).click();
      await fresh.getByText("Live", { exact: true }).waitFor();
      await other.close();
    },
    T,
  );
});
