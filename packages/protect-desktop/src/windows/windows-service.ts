// The tamper-protection service's registration: a Windows service running as LocalSystem that
// starts with the machine, restarts when killed, and that administrators may start but not stop,
// reconfigure or delete (its security descriptor). The installer runs these; the uninstaller runs
// the removal only when the agent reports uninstallAllowed.
export const SERVICE_NAME = "ProtectDesktopGuard";

/**
 * SDDL of the service object. SYSTEM: full control. Administrators (BA): query, start, interrogate,
 * read (CC LC SW RP LO CR RC) — no stop (WP), pause (DT), delete (SD) or ACL change (WD WO).
 * Interactive users (IU): query and read.
 */
export const SERVICE_SDDL = "D:(A;;CCDCLCSWRPWPDTLOCRSDRCWDWO;;;SY)(A;;CCLCSWRPLOCRRC;;;BA)(A;;CCLCSWLOCRRC;;;IU)";

export interface ServiceOptions {
  /** Full path of the service executable (the agent as a Node single-executable application). */
  readonly executable: string;
}

export function serviceInstallCommands(options: ServiceOptions): string[][] {
  return [
    [
      "sc.exe",
      "create",
      SERVICE_NAME,
      "binPath=",
      `"${options.executable}" service`,
      "start=",
      "auto",
      "obj=",
      "LocalSystem",
      "DisplayName=",
      "Protect Desktop Guard",
    ],
    [
      "sc.exe",
      "description",
      SERVICE_NAME,
      "Keeps gambling protection (DNS and browser policies) in place and repairs changes.",
    ],
    ["sc.exe", "failure", SERVICE_NAME, "reset=", "86400", "actions=", "restart/5000/restart/5000/restart/5000"],
    ["sc.exe", "failureflag", SERVICE_NAME, "1"],
    ["sc.exe", "sdset", SERVICE_NAME, SERVICE_SDDL],
    ["sc.exe", "start", SERVICE_NAME],
  ];
}

/** Run by the uninstaller as SYSTEM (the installer service), and only after the release. */
export function serviceRemoveCommands(): string[][] {
  return [
    ["sc.exe", "stop", SERVICE_NAME],
    ["sc.exe", "delete", SERVICE_NAME],
  ];
}
