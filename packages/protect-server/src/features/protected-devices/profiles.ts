import { randomUUID } from "node:crypto";
import type { ProtectedDeviceRow } from "../../db/schema/protected-devices.ts";
import type { DeviceSettings } from "../../platform/app-context.ts";

export const APPLE_PROFILE_TYPE = "application/x-apple-aspen-config";
const JSON_TYPE = "application/json; charset=utf-8";

const xml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * An Apple configuration profile with one com.apple.dnsSettings.managed payload: encrypted DNS over
 * HTTPS to our DoH URL with the device's token. Fresh PayloadUUIDs each time; the identifiers are
 * stable per device, so installing a newer profile replaces the older one.
 */
export function appleMobileconfig(options: {
  deviceId: string;
  name: string;
  dohUrl: string;
  serverAddresses: readonly string[];
}): string {
  const id = `org.protect.dns.${options.deviceId}`;
  const addresses = options.serverAddresses.map((address) => `          <string>${xml(address)}</string>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>DNSSettings</key>
      <dict>
        <key>DNSProtocol</key>
        <string>HTTPS</string>
        <key>ServerURL</key>
        <string>${xml(options.dohUrl)}</string>
        <key>ServerAddresses</key>
        <array>
${addresses}
        </array>
      </dict>
      <key>PayloadDescription</key>
      <string>Filters gambling sites through Protect DNS</string>
      <key>PayloadDisplayName</key>
      <string>Protect DNS</string>
      <key>PayloadIdentifier</key>
      <string>${xml(id)}.dns</string>
      <key>PayloadType</key>
      <string>com.apple.dnsSettings.managed</string>
      <key>PayloadUUID</key>
      <string>${randomUUID().toUpperCase()}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
    </dict>
  </array>
  <key>PayloadDisplayName</key>
  <string>Protect: ${xml(options.name)}</string>
  <key>PayloadIdentifier</key>
  <string>${xml(id)}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${randomUUID().toUpperCase()}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}

export type DnsProfile =
  | { kind: "mobileconfig"; contentType: typeof APPLE_PROFILE_TYPE; fileName: string; mobileconfig: string }
  | { kind: "private_dns"; hostname: string }
  | { kind: "doh_template"; template: string; serverAddresses: string[]; dotHost: string };

/** Where a token's DNS goes: the DoH URL and the DoT / Android Private DNS host name. */
export function dnsEndpoints(settings: DeviceSettings, token: string): { dohUrl: string; dotHost: string } {
  return { dohUrl: `${settings.dohUrl.replace(/\/+$/, "")}/${token}`, dotHost: `${token}.${settings.dotDomain}` };
}

/**
 * The media types enrolment can answer for a platform, the default first: JSON always; iOS and
 * macOS also the .mobileconfig itself (for a client that hands it straight to the system).
 */
export function enrollmentMediaTypes(
  platform: ProtectedDeviceRow["platform"],
): readonly [typeof JSON_TYPE, ...(typeof JSON_TYPE | typeof APPLE_PROFILE_TYPE)[]] {
  return platform === "ios" || platform === "macos" ? [JSON_TYPE, APPLE_PROFILE_TYPE] : [JSON_TYPE];
}

/** The configuration a platform needs: a .mobileconfig (iOS, macOS), a Private DNS host name (Android), a DoH template (Windows). */
export function dnsProfile(
  settings: DeviceSettings,
  device: Pick<ProtectedDeviceRow, "id" | "name" | "platform">,
  token: string,
): DnsProfile {
  const { dohUrl, dotHost } = dnsEndpoints(settings, token);
  switch (device.platform) {
    case "ios":
    case "macos":
      return {
        kind: "mobileconfig",
        contentType: APPLE_PROFILE_TYPE,
        fileName: "protect-dns.mobileconfig",
        mobileconfig: appleMobileconfig({
          deviceId: device.id,
          name: device.name,
          dohUrl,
          serverAddresses: settings.dohServerAddresses,
        }),
      };
    case "android":
      return { kind: "private_dns", hostname: dotHost };
    case "windows":
      return { kind: "doh_template", template: dohUrl, serverAddresses: [...settings.dohServerAddresses], dotHost };
  }
}
