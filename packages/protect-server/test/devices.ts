// Helpers of the device tests: sessions started on a device, registration, plan changes, mail.

import type { MailMessage } from "../src/features/mailer/mailer.ts";
import type { Plan } from "../src/platform/config.ts";
import type { TestEnv, TestUser } from "./harness.ts";

/** Logs the user in on an installation id; returns bearer headers plus x-device-id. */
export async function loginOn(env: TestEnv, user: TestUser, deviceId: string): Promise<Record<string, string>> {
  const res = await env.request({
    method: "POST",
    url: "/api/auth/login",
    headers: { "x-device-id": deviceId },
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token}`, "x-device-id": deviceId };
}

export const phone = (name = "Pixel", model = "Pixel 8") => ({ name, model, osVersion: "Android 15" });

export function registerDevice(env: TestEnv, headers: Record<string, string>, body: Record<string, unknown> = phone()) {
  return env.request({ method: "POST", url: "/api/devices/register", headers, payload: body });
}

/** Logs in on the installation and registers it; returns the session headers and the device id. */
export async function deviceOf(
  env: TestEnv,
  user: TestUser,
  deviceId: string,
  body: Record<string, unknown> = phone(deviceId, `${deviceId}-model`),
): Promise<{ headers: Record<string, string>; id: string }> {
  const headers = await loginOn(env, user, deviceId);
  const res = await registerDevice(env, headers, body);
  if (res.statusCode >= 300) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { headers, id: res.json().device.id };
}

export async function setPlan(env: TestEnv, userId: string, plan: Plan): Promise<void> {
  await env.ctx.plans.apply(env.ctx.db, { userId, to: plan, source: "admin" }, env.clock.now());
}

/** The messages the test app's in-memory mail transport took (queued mail due now delivered first). */
export function sentMail(env: TestEnv): Promise<MailMessage[]> {
  return env.sentMail();
}
