// Signs an admin in to the web console through the real routes (password, TOTP enrolment), for
// tests of the console and of admin routes called the way the browser calls them.
import type { LightMyRequestResponse } from "fastify";
import { totpCode } from "../src/features/admin-console/totp.ts";
import type { TestEnv, TestUser } from "./harness.ts";

export interface ConsoleClient {
  cookie: string;
  csrfToken: string;
  /** Cookie and CSRF headers of a state-changing request. */
  headers: Record<string, string>;
  secret: string;
  recoveryCodes: string[];
}

/** `name=value` of the response's Set-Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers["set-cookie"];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new Error(`no set-cookie in ${res.statusCode} ${res.body}`);
  return value.split(";")[0] ?? "";
}

export async function consolePasswordStage(
  env: TestEnv,
  user: TestUser,
): Promise<{ cookie: string; csrfToken: string; headers: Record<string, string>; secondFactor: string }> {
  const res = await env.request({
    method: "POST",
    url: "/api/admin/console/sign-in",
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { csrfToken: string; secondFactor: string };
  const cookie = cookieOf(res);
  return { ...body, cookie, headers: { cookie, "x-csrf-token": body.csrfToken } };
}

/** Password, enrolment and its first code: a signed-in console session. */
export async function consoleSignIn(env: TestEnv, user: TestUser): Promise<ConsoleClient> {
  const pending = await consolePasswordStage(env, user);
  const enrol = await env.request({ method: "POST", url: "/api/admin/console/enrolment", headers: pending.headers });
  if (enrol.statusCode !== 200) throw new Error(`enrolment failed: ${enrol.statusCode} ${enrol.body}`);
  const { secret } = enrol.json() as { secret: string };
  const confirm = await env.request({
    method: "POST",
    url: "/api/admin/console/enrolment/confirm",
    headers: pending.headers,
    payload: { code: totpCode(secret, env.clock.now()) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  const body = confirm.json() as { csrfToken: string; recoveryCodes: string[] };
  const cookie = cookieOf(confirm);
  return {
    cookie,
    csrfToken: body.csrfToken,
    headers: { cookie, "x-csrf-token": body.csrfToken },
    secret,
    recoveryCodes: body.recoveryCodes,
  };
}
