import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GOLDEN_PROFILE } from "../../test/fixtures.ts";
import { expectGolden } from "../../test/golden.ts";
import { mergeFirefoxPolicies } from "../plan/browser-policies.ts";
import { parseWindowsObservation, windowsObserveScript } from "./windows-observe.ts";
import { quoteArgument, renderSteps, WINDOWS_ITEMS, windowsApplySteps, windowsRemoveSteps } from "./windows-plan.ts";
import {
  serviceInstallCommands,
  serviceReleaseCommands,
  serviceRemoveCommands,
  windowsInstallerHooks,
} from "./windows-service.ts";

const golden = (name: string) => new URL(`../../test/golden/windows/${name}`, import.meta.url);
const options = { interfaces: ["Ethernet", "Wi-Fi 2"] };
const lines = (commands: string[][]) => commands.map((argv) => `${argv.map(quoteArgument).join(" ")}\n`).join("");

describe("Windows plan", () => {
  it("applies DoH registration, DoHPolicy, interface DNS and browser policies exactly as the golden file", () => {
    expectGolden(renderSteps(windowsApplySteps(GOLDEN_PROFILE, options)), golden("apply.txt"));
  });

  it("removes everything exactly as the golden file", () => {
    expectGolden(renderSteps(windowsRemoveSteps(GOLDEN_PROFILE, options)), golden("remove.txt"));
  });

  it("registers the tamper-protection service as LocalSystem exactly as the golden file", () => {
    expectGolden(
      lines(serviceInstallCommands({ executable: "C:\\Program Files\\Protect Desktop\\protect-guard.exe" })) +
        lines(serviceReleaseCommands()) +
        lines(serviceRemoveCommands()),
      golden("service.txt"),
    );
  });

  it("the installer hooks in src-tauri/windows/hooks.nsh are the generated ones", () => {
    const hooks = new URL("../../src-tauri/windows/hooks.nsh", import.meta.url);
    expectGolden(windowsInstallerHooks(), hooks);
    expect(readFileSync(hooks, "utf8")).toContain(
      "nsExec::ExecToStack '\"$INSTDIR\\protect-desktop-agent.exe\" uninstall-check'",
    );
  });

  it("reads the machine back with the golden PowerShell script", () => {
    expectGolden(windowsObserveScript(GOLDEN_PROFILE, options), golden("observe.ps1"));
  });

  it("writes Firefox's policies.json exactly as the golden file", () => {
    expectGolden(mergeFirefoxPolicies(null), golden("firefox-policies.json"));
  });

  it("registers every resolver address with autoupgrade=yes udpfallback=no and no plain fallback", () => {
    const steps = windowsApplySteps(GOLDEN_PROFILE, options).filter((s) => s.item === "doh-server" && s.kind === "run");
    const registrations = steps.flatMap((s) => (s.kind === "run" && s.argv[2] === "add" ? [s.argv] : []));
    expect(registrations.map((argv) => argv[4])).toEqual([
      "server=192.0.2.53",
      "server=192.0.2.54",
      "server=2001:db8::53",
    ]);
    for (const argv of registrations)
      expect(argv.slice(5)).toEqual([`dohtemplate=${GOLDEN_PROFILE.dohUrl}`, "autoupgrade=yes", "udpfallback=no"]);
  });

  it("sets an interface's IPv6 DNS servers to none when the profile has no IPv6 resolver", () => {
    const text = renderSteps(
      windowsApplySteps({ ...GOLDEN_PROFILE, addresses: ["192.0.2.53"] }, { interfaces: ["Ethernet"] }),
    );
    expect(text).toContain(
      "netsh interface ipv6 set dnsservers name=Ethernet source=static address=none register=none validate=no\n",
    );
  });

  it("repairs only the drifted items", () => {
    const steps = windowsApplySteps(GOLDEN_PROFILE, options, ["browser:edge"]);
    expect(steps.map((s) => s.item)).toEqual(["browser:edge", "browser:edge"]);
    expect(renderSteps(steps)).toBe(
      "reg add HKLM\\SOFTWARE\\Policies\\Microsoft\\Edge /v DnsOverHttpsMode /t REG_SZ /d off /f\n" +
        "reg add HKLM\\SOFTWARE\\Policies\\Microsoft\\Edge /v BuiltInDnsClientEnabled /t REG_DWORD /d 0 /f\n",
    );
  });

  it("quotes arguments as the MSVC runtime parses them", () => {
    expect(quoteArgument("plain")).toBe("plain");
    expect(quoteArgument("name=Wi-Fi 2")).toBe('"name=Wi-Fi 2"');
    expect(quoteArgument('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteArgument("C:\\dir with space\\")).toBe('"C:\\dir with space\\\\"');
    expect(quoteArgument("")).toBe('""');
  });

  it("parses the observation script's answer and rejects anything else with its path", () => {
    const all = Object.fromEntries(WINDOWS_ITEMS.map((item) => [item, "applied"]));
    expect(parseWindowsObservation(JSON.stringify({ ...all, "doh-policy": "drifted" }))["doh-policy"]).toBe("drifted");
    expect(() => parseWindowsObservation("Get-DnsClientDohServerAddress : not recognised")).toThrow(/not JSON/);
    expect(() => parseWindowsObservation(JSON.stringify({ ...all, "browser:edge": "gone" }))).toThrow(/\/browser:edge/);
  });
});
