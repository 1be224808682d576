// Runs on the Windows CI runner (administrator): the Windows adapter applies the plan for real,
// reads it back with the observation script, repairs a change, and removes everything again.
// Interface DNS is applied to a loopback adapter alias given by the job (PROTECT_TEST_INTERFACE),
// so the runner's own network keeps working.

import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { GOLDEN_PROFILE } from "../../test/fixtures.ts";
import { WindowsAdapter } from "./windows-adapter.ts";
import { WINDOWS_ITEMS } from "./windows-plan.ts";

const iface = process.env.PROTECT_TEST_INTERFACE;
const firefoxDir = process.env.RUNNER_TEMP ? `${process.env.RUNNER_TEMP}\\firefox` : "C:\\protect-test\\firefox";
const all = (state: string) => Object.fromEntries(WINDOWS_ITEMS.map((item) => [item, state]));

describe("Windows adapter on a real Windows machine", () => {
  it("applies, observes, repairs and removes the plan", async () => {
    if (!iface) throw new Error("PROTECT_TEST_INTERFACE must name the test's loopback adapter");
    const adapter = new WindowsAdapter({ interfaces: [iface], firefoxDir });
    await adapter.apply(GOLDEN_PROFILE, WINDOWS_ITEMS);
    expect(await adapter.observe(GOLDEN_PROFILE)).toEqual(all("applied"));

    execFileSync("reg", [
      "add",
      "HKLM\\SOFTWARE\\Policies\\Google\\Chrome",
      "/v",
      "DnsOverHttpsMode",
      "/t",
      "REG_SZ",
      "/d",
      "secure",
      "/f",
    ]);
    expect((await adapter.observe(GOLDEN_PROFILE))["browser:chrome"]).toBe("drifted");
    await adapter.apply(GOLDEN_PROFILE, ["browser:chrome", "doh-server"]);
    expect(await adapter.observe(GOLDEN_PROFILE)).toEqual(all("applied"));

    await adapter.remove(WINDOWS_ITEMS, GOLDEN_PROFILE);
    const after = await adapter.observe(GOLDEN_PROFILE);
    for (const item of WINDOWS_ITEMS.filter((i) => i !== "interface-dns")) expect(after[item]).toBe("missing");
  });
});
