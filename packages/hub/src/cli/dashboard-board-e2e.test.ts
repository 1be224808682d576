// The board as a kanban in headless Chromium (Debian's, via playwright-core) against a real
// `hub serve` holding a few hundred tasks, 210 of them cancelled: six columns in a 1440 px window,
// long columns scrolling inside themselves and read a page at a time, the filter box, drag and drop
// with the counts following, and a phone-sized window.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "../client/http-client.ts";
import type { TaskStatus } from "../core/api.ts";
import { consoleProblems, dragAndDrop } from "./e2e/browser-checks.ts";
import {
  ARTIFACTS,
  type DashboardRig,
  horizontalOverflow,
  openBeside,
  openSignedIn,
  startDashboardRig,
} from "./e2e/dashboard-rig.ts";

const T = 60_000;
/** Tasks per column, as on the board of the issue that had "Cancelled" cut off. */
const SEEDED: Record<TaskStatus, number> = {
  todo: 24,
  in_progress: 6,
  review: 4,
  blocked: 3,
  done: 40,
  cancelled: 210,
};
const TOPICS = ["webhook", "parser", "queue"];

describe("the board at a few hundred tasks in headless Chromium", () => {
  let rig: DashboardRig;
  let client: ReturnType<typeof createHttpClient>;
  let page: Page;
  let problems: string[] = [];

  const column = (status: TaskStatus) => page.locator(`.column[data-status="${status}"]`);
  const heading = (status: TaskStatus) => column(status).locator("h3");
  const cards = (status: TaskStatus) => column(status).locator(".card");

  beforeAll(async () => {
    rig = await startDashboardRig("dashboard-board");
    client = createHttpClient({ url: rig.server.url, token: rig.token });
    const queue = Object.entries(SEEDED).flatMap(([status, count]) =>
      Array.from({ length: count }, (_, i) => ({ status: status as TaskStatus, i })),
    );
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const topic = TOPICS[next.i % TOPICS.length];
        await client.createTask({
          title: `${next.status} ${next.i}: fix the ${topic}`,
          status: next.status,
          role: next.i % 2 ? "backend" : "ops",
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    page = await openSignedIn(rig, { width: 1440, watch: (opened) => (problems = consoleProblems(opened)) });
  }, T);

  afterAll(() => rig?.close());

  it("fits all six columns in a 1440 px window, counts from the server, first page each", async () => {
    expect(problems).toEqual([]);
    for (const [status, count] of Object.entries(SEEDED) as [TaskStatus, number][]) {
      expect(await heading(status).textContent()).toMatch(new RegExp(`\\(${count}\\)$`));
      const box = (await column(status).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1440);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // A page at a time: the long column holds its first page and a way to read more.
    expect(await cards("cancelled").count()).toBe(25);
    await column("cancelled").getByRole("button", { name: "Show more (185 not shown)" }).waitFor();
    // The long column scrolls inside itself; the page stays about one screen high.
    const list = column("cancelled").locator(".cards");
    expect(await list.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    expect((await list.boundingBox())!.y + (await list.boundingBox())!.height).toBeLessThanOrEqual(900);
    await page.screenshot({ path: `${ARTIFACTS}dashboard-board-1440.png` });
  });

  it(
    "reads the next pages of a long column as it is scrolled, until every card is there",
    async () => {
      const list = column("cancelled").locator(".cards");
      const box = (await list.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      while ((await cards("cancelled").count()) < 210) {
        const before = await cards("cancelled").count();
        await list.evaluate((node) => node.scrollBy(0, node.scrollHeight));
        await page.mouse.wheel(0, 200);
        await cards("cancelled").nth(before).waitFor();
      }
      expect(await cards("cancelled").count()).toBe(210);
      expect(await column("cancelled").locator(".more").count()).toBe(0);
      const ids = await cards("cancelled").evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute("data-task-id")),
      );
      expect(new Set(ids).size).toBe(210);
      expect(ids).toEqual([...ids].sort());
    },
    T,
  );

  it(
    "narrows every column to the tasks whose title contains the filter text; the counts follow",
    async () => {
      await page.getByLabel("Filter").fill("PARSER");
      await heading("cancelled").filter({ hasText: "(70)" }).waitFor();
      expect(await heading("todo").textContent()).toBe("To do (8)");
      expect(await heading("done").textContent()).toBe("Done (13)");
      for (const title of await column("todo").locator(".card-title").allTextContents()) {
        expect(title.toLowerCase()).toContain("parser");
      }
      await page.getByLabel("Role").selectOption("backend");
      await heading("todo").filter({ hasText: "(4)" }).waitFor();
      await page.screenshot({ path: `${ARTIFACTS}dashboard-board-filtered.png` });
      await page.getByLabel("Role").selectOption("");
      await page.getByLabel("Filter").fill("");
      await heading("cancelled").filter({ hasText: "(210)" }).waitFor();
    },
    T,
  );

  it(
    "moves a card by drag and drop with the counts following; a task beyond the loaded page counts at once, shows with its page",
    async () => {
      const id = (await cards("todo").first().getAttribute("data-task-id"))!;
      // That card by its id: `first()` would be resolved again for each event of the drag.
      await dragAndDrop(page, column("todo").locator(`[data-task-id="${id}"]`), column("in_progress"));
      await column("in_progress").locator(`[data-task-id="${id}"]`).waitFor();
      await heading("todo").filter({ hasText: "(23)" }).waitFor();
      await heading("in_progress").filter({ hasText: "(7)" }).waitFor();
      expect((await client.getTask(id)).status).toBe("in_progress");

      // A new task in a column read to its end shows at once; one beyond the loaded part of a column
      // (the filter above left "Cancelled" at its first page) is counted, and comes with its page.
      const review = await client.createTask({ title: "review late", status: "review" });
      await column("review").locator(`[data-task-id="${review.id}"]`).waitFor();
      await heading("review").filter({ hasText: "(5)" }).waitFor();
      const late = await client.createTask({ title: "cancelled late", status: "cancelled" });
      await heading("cancelled").filter({ hasText: "(211)" }).waitFor();
      expect(await column("cancelled").locator(`[data-task-id="${late.id}"]`).count()).toBe(0);
      // The "Show more" button reads the next page (the keyboard's way to what scrolling reads).
      for (let shown = await cards("cancelled").count(); shown < 211; shown = await cards("cancelled").count()) {
        await column("cancelled")
          .getByRole("button", { name: /^Show more/ })
          .click();
        await cards("cancelled").nth(shown).waitFor();
      }
      await column("cancelled").locator(`[data-task-id="${late.id}"]`).waitFor();
      expect(await cards("cancelled").count()).toBe(211);
    },
    T,
  );

  it(
    "shows one column at a time in a 390 px window, swiped sideways inside the board",
    async () => {
      const phone = await openBeside(page, rig, { width: 390, height: 844 });
      await phone.locator(".card").first().waitFor();
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      const board = phone.locator("#board");
      expect(await board.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
      const first = (await phone.locator('.column[data-status="todo"]').boundingBox())!;
      expect(first.x + first.width).toBeLessThanOrEqual(390);
      await phone.screenshot({ path: `${ARTIFACTS}dashboard-board-390.png` });
      await phone.close();
    },
    T,
  );
});
