// The dashboard in a real browser (Debian's Chromium driven by playwright-core) against a real
// `hub serve` process, with the CLI and an SSE client in other processes/connections.
import { once } from "node:events";
import { readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "../client/http-client.ts";
import type { AgentHubEvent, Subscription } from "../core/api.ts";
import { accessibilityViolations, consoleProblems, dragAndDrop } from "./e2e/browser-checks.ts";
import {
  ARTIFACTS,
  type DashboardRig,
  horizontalOverflow,
  openBeside,
  openSignedIn,
  PAGE_STEP_BOUND_MS,
  startDashboardRig,
} from "./e2e/dashboard-rig.ts";
import { spawnHub, startServer, waitForOutput } from "./e2e/hub-process.ts";

const T = 60_000;

describe("dashboard in headless Chromium", () => {
  let rig: DashboardRig;
  let project: DashboardRig["project"];
  let token: string;
  let page: Page;
  /** What the first load put in the console. */
  let loadProblems: string[] = [];

  beforeAll(async () => {
    rig = await startDashboardRig("dashboard");
    ({ project, token } = rig);
    page = await openSignedIn(rig, { watch: (opened) => (loadProblems = consoleProblems(opened)) });
  }, T);

  afterAll(() => rig?.close());

  it("loads without an error in the console: every file, the favicon included, is served", async () => {
    expect(loadProblems).toEqual([]);
    const icon = await page.evaluate<string>("document.querySelector('link[rel=icon]').href");
    expect((await page.request.get(icon)).headers()["content-type"]).toBe("image/svg+xml");
  });

  it("signs in from the link and removes the token from the address bar", async () => {
    expect((await project.run(["open"])).stdout.trim()).toBe(`${rig.server.url}/dashboard/#token=${token}`);
    expect(page.url()).toBe(`${rig.server.url}/dashboard/`);
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
      expect(await accessibilityViolations(page)).toEqual([]);
    },
    T,
  );

  it(
    "a card dragged to another column reaches another subscriber's stream",
    async () => {
      const id = (await project.run(["task", "create", "Drag me"])).stdout.trim();
      const client = createHttpClient({ url: rig.server.url, token });
      // The other subscriber is connected before the card moves: a stream opened later would not
      // hear of the move (no replay without a last event id).
      let connected!: () => void;
      const open = new Promise<void>((resolve) => (connected = resolve));
      const seen = new Promise<AgentHubEvent>((resolve) => {
        let subscription: Subscription | undefined;
        subscription = client.subscribe(
          (event) => {
            if (event.type === "task" && event.id === id && event.status === "in_progress") {
              subscription?.close();
              resolve(event);
            }
          },
          { onOpen: () => connected() },
        );
      });
      const card = page.locator(`[data-task-id="${id}"]`);
      await Promise.all([card.waitFor(), open]);
      await dragAndDrop(page, card, page.locator('.column[data-status="in_progress"]'));
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
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Close" }).click();
      await page.locator("#task-detail").waitFor({ state: "hidden" });
    },
    T,
  );

  it(
    "finds memory notes from the search form",
    async () => {
      expect((await project.run(["memory", "add", "Payment retries", "--body", "Retry thrice, then page"])).code).toBe(
        0,
      );
      await page.getByLabel("Search notes").fill("retries");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.locator("#memory-results li", { hasText: "Payment retries" }).waitFor();
      expect(await page.locator("#memory-results").textContent()).toContain("Retry thrice, then page");
      expect(await accessibilityViolations(page)).toEqual([]);
    },
    T,
  );

  it(
    "works in a narrow window",
    async () => {
      const narrow = await openBeside(page, rig, { width: 420, height: 800 });
      expect(await horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
      await narrow.screenshot({ path: `${ARTIFACTS}dashboard-narrow.png`, fullPage: true });
      expect(await accessibilityViolations(narrow)).toEqual([]);
      await narrow.close();
    },
    T,
  );

  it(
    "without a session it asks for the token and refuses a wrong one",
    async () => {
      const other = await rig.browser.newContext();
      other.setDefaultTimeout(PAGE_STEP_BOUND_MS);
      const fresh = await other.newPage();
      const problems = consoleProblems(fresh);
      await fresh.goto(`${rig.server.url}/dashboard/`);
      await fresh.getByLabel("Token").waitFor();
      // The page asks whether it is signed in before it reads anything: no 401 on the way here.
      expect(problems).toEqual([]);
      expect(await accessibilityViolations(fresh)).toEqual([]);
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

  it(
    "meets WCAG contrast in the dark colour scheme too",
    async () => {
      const darkPage = await openSignedIn(rig, { colorScheme: "dark" });
      await darkPage.locator(".card").first().waitFor();
      expect(await accessibilityViolations(darkPage)).toEqual([]);
      await darkPage.context().close();
    },
    T,
  );

  // Last: it replaces the server. A request in flight when `hub serve` is told to stop keeps its
  // connection open, so the server takes its time to stop and answers 503 to the next request on
  // that connection: EventSource takes such an answer as final. The page must come back by itself.
  it(
    "comes back live by itself after a slow-stopping server is restarted under it",
    async () => {
      const id = (await project.run(["task", "create", "Moved while the hub stops"])).stdout.trim();
      const card = page.locator(`[data-task-id="${id}"]`);
      await card.waitFor();
      // Another process holds the task's lock: the page's move waits for it inside the server.
      const lock = join(project.dir, ".hub", "tasks", `${id}.md.lock`);
      await writeFile(lock, "");
      const moving = page.waitForRequest((request) => request.method() === "PATCH");
      await page.getByLabel(`Status of ${id}`).selectOption("in_progress");
      const move = await moving;
      // The page's request went out before this one, so usually the server has taken the move in
      // (and waits for the lock) once this is answered; not always, see below.
      const health = await fetch(`${rig.server.url}/health`);
      expect(health.status).toBe(200);
      // A client in the middle of sending a request: the server cannot finish closing while it waits.
      const port = Number(new URL(rig.server.url).port);
      const slowClient = connect(port, "127.0.0.1");
      await once(slowClient, "connect");
      slowClient.write("GET /health HTTP/1.1\r\nHost: hub\r\n");
      const stopped = once(rig.server.child, "close");
      let column: "todo" | "in_progress";
      try {
        rig.server.child.kill("SIGTERM");
        await page.getByText("Reconnecting…", { exact: true }).waitFor();
        await rm(lock);
        // The page issued the move before the barrier, but Chromium may not have written it to the
        // server by then: a request the closing server never read fails on the page's side (no
        // response), and then nothing moved. One it read completes on the stopping server; its
        // connection then meets the 503 of a closing hub.
        const response = await move.response();
        column = response === null ? "todo" : "in_progress";
        if (response !== null) expect(response.status()).toBe(200);
        // The task's file says the same (read directly: the hub is stopping).
        expect(await readFile(join(project.dir, ".hub", "tasks", `${id}.md`), "utf8")).toMatch(
          new RegExp(`^status: ${column}$`, "m"),
        );
      } finally {
        // Otherwise the stopping server waits for this half-sent request and never closes.
        slowClient.destroy();
      }
      await stopped;

      rig.server = await startServer(project, ["--no-advertise", "--port", String(port)]);
      await page.getByText("Live", { exact: true }).waitFor();
      await page.locator(`.column[data-status="${column}"] [data-task-id="${id}"]`).waitFor();
      const after = (await project.run(["task", "create", "Created after the restart"])).stdout.trim();
      await page.locator(`.column[data-status="todo"] [data-task-id="${after}"]`).waitFor();
    },
    T,
  );
});
