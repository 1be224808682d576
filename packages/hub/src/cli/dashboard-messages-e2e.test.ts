// The dashboard's messages view in headless Chromium (Debian's, via playwright-core) against a real
// `hub serve`: an ack-required message past due shows as overdue, acking from the page clears it,
// and a thread opens from its collapsed summary. The server's clock is the system's, so the
// message is sent with a due time in the past.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OverdueAck } from "../core/api.ts";
import { accessibilityViolations } from "./e2e/browser-checks.ts";
import { ARTIFACTS, type DashboardRig, openSignedIn, startDashboardRig } from "./e2e/dashboard-rig.ts";

const T = 60_000;

describe("dashboard messages in headless Chromium", () => {
  let rig: DashboardRig;
  let project: DashboardRig["project"];
  let page: Page;

  beforeAll(async () => {
    rig = await startDashboardRig("dashboard-messages", {
      configure: async (created) => {
        expect((await created.run(["config", "set", "roles.reviewer.agents", "[rita, rob]"])).code).toBe(0);
      },
    });
    project = rig.project;
    page = await openSignedIn(rig);
  }, T);

  afterAll(() => rig?.close());

  it(
    "shows a role broadcast past due as overdue per recipient; acking from the page clears that recipient",
    async () => {
      const sent = await project.run([
        "message",
        "role:reviewer",
        "Freeze main at 5",
        "--from",
        "lead",
        "--ack-required",
        "--ack-due",
        "2026-01-01T00:00:00Z",
      ]);
      expect(sent.code, sent.stderr).toBe(0);
      const id = sent.stdout.trim();
      const rita = page.locator(`#overdue [data-overdue="${id}:rita"]`);
      const rob = page.locator(`#overdue [data-overdue="${id}:rob"]`);
      await rita.waitFor();
      await rob.waitFor();
      expect(await rita.getAttribute("class")).toContain("overdue");
      expect(await page.locator(`#messages [data-message-id="${id}"]`).getAttribute("class")).toContain("overdue");
      await page.screenshot({ path: `${ARTIFACTS}dashboard-overdue.png`, fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);

      await rita.getByRole("button", { name: `Acknowledge ${id} as rita` }).click();
      await rita.waitFor({ state: "detached" });
      expect(await rob.count()).toBe(1);
      const left = JSON.parse((await project.run(["overdue", "--json"])).stdout) as OverdueAck[];
      expect(left.map((entry) => [entry.message.id, entry.agent])).toEqual([[id, "rob"]]);

      await rob.getByRole("button", { name: `Acknowledge ${id} as rob` }).click();
      await page.locator("#overdue").getByText("Nothing overdue").waitFor();
      expect(await page.locator(`#messages [data-message-id="${id}"]`).textContent()).toContain("acknowledged");
    },
    T,
  );

  it(
    "keeps a thread collapsed under its messages and expands it on demand",
    async () => {
      const root = (await project.run(["message", "rita", "Review TSK-0001?", "--from", "lead"])).stdout.trim();
      const reply = (
        await project.run(["message", "lead", "After lunch", "--from", "rita", "--reply-to", root])
      ).stdout.trim();
      const item = page.locator(`#messages [data-message-id="${reply}"]`);
      await item.waitFor();
      const thread = item.locator("details.thread");
      expect(await thread.getAttribute("open")).toBeNull();
      expect(await thread.locator("li").first().isVisible()).toBe(false);
      await thread.locator("summary").click();
      expect(await thread.getAttribute("open")).not.toBeNull();
      expect(await thread.locator("li").allTextContents()).toEqual([
        `${root} lead → rita: Review TSK-0001?`,
        `${reply} rita → lead (re ${root}): After lunch`,
      ]);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
    T,
  );
});
