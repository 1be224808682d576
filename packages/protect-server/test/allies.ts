// Helpers of the ally tests: invite through the route, read the link out of the invitation mail,
// act as the ally through the page's link routes, run the ally job.
import { expect } from "vitest";
import { allyDigestJob } from "../src/jobs/ally-digest.ts";
import { deviceHousekeepingJob } from "../src/jobs/device-housekeeping.ts";
import { deviceSilenceJob } from "../src/jobs/device-silence.ts";
import { runJobOnce } from "../src/jobs/scheduler.ts";
import type { TestEnv, TestUser } from "./harness.ts";

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export interface Invited {
  id: string;
  email: string;
  token: string;
}

/** Every response body and mail an ally could see, for the leak check. */
export const allySeen: string[] = [];

export async function invite(
  env: TestEnv,
  user: TestUser,
  body: { email?: string; fromName?: string; events?: string[]; twoPersonRule?: boolean } = {},
): Promise<Invited> {
  const email = body.email ?? `ally-${Math.random().toString(36).slice(2)}@example.test`;
  const res = await env.request({
    method: "POST",
    url: "/api/allies",
    headers: user.headers,
    payload: {
      email,
      fromName: body.fromName ?? "Robin",
      events: body.events ?? [],
      twoPersonRule: body.twoPersonRule ?? false,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, email, token: await inviteToken(env, email) };
}

/** The token of the latest invitation mail to this address. */
export async function inviteToken(env: TestEnv, email: string): Promise<string> {
  const mail = (await env.sentMail()).filter((m) => m.to === email && /#invite=/.test(m.text)).at(-1);
  const token = mail?.text.match(/#invite=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

export async function linkCall(env: TestEnv, path: string, payload: Record<string, unknown>) {
  const res = await env.request({ method: "POST", url: `/api/ally-links/${path}`, payload });
  allySeen.push(res.body);
  return res;
}

export async function accept(env: TestEnv, invited: Invited): Promise<string> {
  const res = await linkCall(env, "accept", { token: invited.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access as string;
}

export async function allyView(env: TestEnv, access: string) {
  const res = await linkCall(env, "view", { access });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Mails to this address so far (delivering what is due); each also goes to the leak check. */
export async function mailsTo(env: TestEnv, email: string) {
  const mails = (await env.sentMail()).filter((m) => m.to === email);
  for (const mail of mails) allySeen.push(`${mail.subject}\n${mail.text}`);
  return mails;
}

/** One run of the ally job (digests, endings, expired invitations) at the clock's time. */
export async function runAllyJob(env: TestEnv): Promise<void> {
  const job = allyDigestJob(env.ctx);
  await env.ctx.db.transaction((tx) => job.run(tx, env.clock.now()));
}

export async function cooldown(env: TestEnv, user: TestUser, action: "request" | "cancel" | "status") {
  return env.request({
    method: action === "status" ? "GET" : "POST",
    url: `/api/cooldown/${action}`,
    headers: user.headers,
  });
}

/** A paired and registered desktop companion of the user: its token headers. */
export async function registeredCompanion(
  env: TestEnv,
  user: TestUser,
  desktop = { deviceId: "win-install-1", name: "Work laptop", model: "ThinkPad X1", osVersion: "Windows 11 24H2" },
): Promise<Record<string, string>> {
  const created = await env.request({ method: "POST", url: "/api/magic/pair/create", headers: user.headers });
  const redeemed = await env.request({
    method: "POST",
    url: "/api/magic/pair/redeem",
    payload: { code: created.json().code },
  });
  const headers = { authorization: `Bearer ${redeemed.json().token}` };
  const registered = await env.request({ method: "POST", url: "/api/magic/register", headers, payload: desktop });
  expect(registered.statusCode, registered.body).toBe(200);
  return headers;
}

/** One run of the hourly device jobs (releases under the two-person rule, silent devices) at the clock's time. */
export async function runDeviceJobs(env: TestEnv): Promise<void> {
  await runJobOnce(env.ctx.db, deviceHousekeepingJob(env.ctx.protectionWatch), env.clock.now());
  await runJobOnce(env.ctx.db, deviceSilenceJob(env.ctx.deviceSilence), env.clock.now());
}
