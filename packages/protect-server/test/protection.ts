// Helpers of the protected-device, resolver and companion tests.
import { createHash } from "node:crypto";
import type { TestEnv } from "./harness.ts";
import { testSecrets } from "./harness.ts";

export const resolverHeaders = { "x-handshake-secret": testSecrets.handshakeSecret };

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface Enrolled {
  device: { id: string; status: string };
  dnsToken: string;
  dohUrl: string;
  dotHost: string;
  profile: Record<string, unknown>;
}

export async function enroll(
  env: TestEnv,
  headers: Record<string, string>,
  body: Record<string, unknown> = { name: "Phone", platform: "android" },
): Promise<Enrolled> {
  const res = await env.request({ method: "POST", url: "/api/devices/enroll", headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`enroll failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function handshake(
  env: TestEnv,
  devices: { token: string; lastQueryAt: string }[],
  headers: Record<string, string> = resolverHeaders,
) {
  return env.request({ method: "POST", url: "/api/devices/protected/handshake", headers, payload: { devices } });
}

export async function policy(env: TestEnv, query = "") {
  return env.request({ method: "GET", url: `/api/resolver/policy${query}`, headers: resolverHeaders });
}
