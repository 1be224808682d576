// The dashboard's reservations panel in headless Chromium (Debian's, via playwright-core) against a
// real `hub serve`: reservations made from the CLI appear and change live, and releasing one from
// the page (forced, after a confirmation, when it belongs to an agent) reaches another subscriber.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpClient } from "../client/http-client.ts";
import type { AgentHubEvent, Reservation, Subscription } from "../core/api.ts";
import { accessibilityViolations } from "./e2e/browser-checks.ts";
import {
  ARTIFACTS,
  type DashboardRig,
  horizontalOverflow,
  openBeside,
  openSignedIn,
  startDashboardRig,
} from "./e2e/dashboard-rig.ts";

const T = 60_000;

describe("dashboard reservations in headless Chromium", () => {
  let rig: DashboardRig;
  let project: DashboardRig["project"];
  let page: Page;

  const reserve = async (...args: string[]): Promise<Reservation> => {
    const result = await project.run(["reserve", ...args, "--json"]);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as Reservation;
  };
  const listed = async (): Promise<string[]> =>
    (JSON.parse((await project.run(["reservations", "--json"])).stdout) as Reservation[]).map((r) => r.id);
  const item = (id: string) => page.locator(`#reservations [data-reservation-id="${id}"]`);

  /**
   * A separate SSE subscriber, once its stream is open: resolves with the next reservation event
   * for `id` with `action`.
   */
  const nextEvent = async (id: string, action: string): Promise<{ event: Promise<AgentHubEvent> }> => {
    const client = createHttpClient({ url: rig.server.url, token: rig.token });
    let opened!: () => void;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const event = new Promise<AgentHubEvent>((resolve) => {
      let subscription: Subscription | undefined;
      subscription = client.subscribe(
        (seen) => {
          if (seen.type === "reservation" && seen.id === id && seen.action === action) {
            subscription?.close();
            resolve(seen);
          }
        },
        { onOpen: opened },
      );
    });
    await open;
    return { event };
  };

  beforeAll(async () => {
    rig = await startDashboardRig("dashboard-reservations");
    project = rig.project;
    page = await openSignedIn(rig);
  }, T);

  afterAll(() => rig?.close());

  it(
    "shows reservations made from the CLI live, with paths, holder, mode and time left, and a renewal",
    async () => {
      await page.locator("#reservations").getByText("No live reservations").waitFor();
      const ann = await reserve("src/core", "docs/", "--agent", "ann", "--ttl", "600", "--task", "TSK-0001");
      const bob = await reserve("README.md", "--agent", "bob", "--shared", "--note", "reading the intro");
      await item(ann.id).waitFor();
      await item(bob.id).waitFor();
      expect(await item(ann.id).locator(".paths li").allTextContents()).toEqual(["src/core", "docs/**"]);
      const annText = await item(ann.id).textContent();
      expect(annText).toContain(`exclusive ${ann.id} · by ann · task TSK-0001`);
      expect(annText).toMatch(/(9|10) min left/);
      const bobText = await item(bob.id).textContent();
      expect(bobText).toContain(`shared ${bob.id} · by bob`);
      expect(bobText).toContain("reading the intro");
      expect(await item(bob.id).locator("time").getAttribute("datetime")).toBe(bob.expiresAt);

      // Live updates leave keyboard focus alone: on an unchanged item, and on a renewed (rebuilt) one.
      await item(bob.id)
        .getByRole("button", { name: `Release ${bob.id}` })
        .focus();
      expect((await project.run(["renew", ann.id, "--agent", "ann", "--ttl", "7200"])).code).toBe(0);
      await item(ann.id)
        .getByText(/^(1 h 59|2 h 0) min left$/)
        .waitFor();
      expect(await page.evaluate<string>("document.activeElement.textContent")).toBe(`Release ${bob.id}`);
      await item(ann.id)
        .getByRole("button", { name: `Release ${ann.id}` })
        .focus();
      expect((await project.run(["renew", ann.id, "--agent", "ann", "--ttl", "3600"])).code).toBe(0);
      await item(ann.id)
        .getByText(/^(59|1 h 0) min left$/)
        .waitFor();
      expect(await page.evaluate<string>("document.activeElement.textContent")).toBe(`Release ${ann.id}`);
      await page.screenshot({ path: `${ARTIFACTS}dashboard-reservations.png`, fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
    },
    T,
  );

  it(
    "releasing an agent's reservation asks first (Escape cancels), then forces it; another subscriber sees it",
    async () => {
      const held = await reserve("packages/hub", "--agent", "cy");
      await item(held.id).waitFor();
      // From the keyboard: focus the button, Enter opens the confirmation, Escape closes it.
      const release = page.getByRole("button", { name: `Release ${held.id}` });
      await release.focus();
      await page.keyboard.press("Enter");
      const confirmation = page.getByRole("group", { name: `${held.id} belongs to another agent, cy` });
      await confirmation.waitFor();
      expect(await release.getAttribute("aria-expanded")).toBe("true");
      expect(await page.evaluate<string>("document.activeElement.id")).toBe(`release-confirm-${held.id}`);
      await item(held.id).screenshot({ path: `${ARTIFACTS}dashboard-reservations-confirm.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await confirmation.waitFor({ state: "detached" });
      expect(await page.evaluate<string>("document.activeElement.textContent")).toBe(`Release ${held.id}`);
      expect(await listed()).toContain(held.id);

      const released = await nextEvent(held.id, "released");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter"); // "Release anyway"
      const event = await released.event;
      expect(event).toMatchObject({ agent: "cy", paths: ["packages/hub"] });
      await item(held.id).waitFor({ state: "detached" });
      expect(await listed()).not.toContain(held.id);
      expect(await page.locator("#notice").textContent()).toBe("");
    },
    T,
  );

  it(
    "releases the person's own reservation (held by ceo) without asking",
    async () => {
      const own = await reserve("scripts/", "--agent", "ceo");
      await item(own.id).waitFor();
      const released = await nextEvent(own.id, "released");
      await item(own.id)
        .getByRole("button", { name: `Release ${own.id}` })
        .click();
      expect((await released.event).agent).toBe("ceo");
      await item(own.id).waitFor({ state: "detached" });
      expect(await page.locator("#reservations .confirm").count()).toBe(0);
    },
    T,
  );

  it(
    "removes a reservation released from the CLI, and one that expires (the server's sweep)",
    async () => {
      const cli = await reserve("lib/", "--agent", "dee");
      const short = await reserve("tmp/", "--agent", "eve", "--ttl", "1");
      await item(cli.id).waitFor();
      expect((await project.run(["release", cli.id, "--agent", "dee"])).code).toBe(0);
      await item(cli.id).waitFor({ state: "detached" });
      // The server sweeps every 5 s and publishes `expired`; the page drops the item on that event.
      await item(short.id).waitFor({ state: "detached" });
    },
    T,
  );

  it(
    "works in a narrow window",
    async () => {
      await reserve("packages/hub/src/server/routes/a-rather-long-folder-name/**/*.test.ts", "--agent", "fay");
      const narrow = await openBeside(page, rig, { width: 420, height: 800 });
      await narrow.locator("#reservations [data-reservation-id]").first().waitFor();
      expect(await horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
      await narrow.locator("#reservations").screenshot({ path: `${ARTIFACTS}dashboard-reservations-narrow.png` });
      await narrow.close();
    },
    T,
  );
});
