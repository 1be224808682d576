// The callers of the schema-driven tests (routes-fuzz, openapi-conformance): anonymous, a user (a
// paired companion on companion-only routes), an admin holding every shared secret (a console
// session past the password step on console-only routes), and the app options they run under.

import type { ImapConnector } from "../src/features/mail-imap/session.ts";
import { ImapLoginError } from "../src/features/mail-imap/session.ts";
import { signPayload } from "../src/features/payments/signature.ts";
import type { VoiceEngine } from "../src/features/voice/engine.ts";
import { defaultRateLimits, type RateLimitSettings } from "../src/http/rate-limits.ts";
import { consolePasswordStage } from "./admin-console.ts";
import type { TestEnv } from "./harness.ts";
import { testSecrets } from "./harness.ts";
import type { Operation } from "./schema-fuzz.ts";

// Limits far above the run's request count: a 429 would hide everything behind it.
const unlimited = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, bound]) => [name, { ...bound, max: 1_000_000 }]),
) as unknown as RateLimitSettings;

const silentVoice: VoiceEngine = {
  name: "silent",
  voices: ["v"],
  synthesize: async () => ({ audio: Buffer.alloc(0), seconds: 0 }),
};

// Mail servers refuse every login: the routes run their whole input path without the network.
const refusingImap: ImapConnector = {
  open: async () => {
    throw new ImapLoginError("refused by the fuzz test's connector");
  },
};

export type CallerName = "anonymous" | "user" | "admin";
export const CALLERS: readonly CallerName[] = ["anonymous", "user", "admin"];

/** Rate limits out of the way, a silent voice engine, mail servers that refuse every login. */
export const fuzzEnvOptions = { rateLimits: unlimited, voice: { embedded: silentVoice }, mail: { imap: refusingImap } };

/**
 * Headers of one caller for one operation. The user of a companion-only route holds a companion
 * token; the admin of a console-only route a console session past the password step.
 */
export async function callerHeaders(
  env: TestEnv,
  operation: Operation,
  caller: CallerName,
): Promise<(payload: string | undefined) => Record<string, string>> {
  if (caller === "anonymous") return () => ({});
  const schemes = new Set(operation.security.flatMap((requirement) => Object.keys(requirement)));
  if (caller === "user") {
    const user = await env.signup();
    if (schemes.has("companion") && !schemes.has("bearer")) {
      const pair = await env.request({ method: "POST", url: "/api/magic/pair/create", headers: user.headers });
      const redeem = await env.request({
        method: "POST",
        url: "/api/magic/pair/redeem",
        payload: { code: pair.json().code },
      });
      const token = redeem.json().token as string;
      return () => ({ authorization: `Bearer ${token}` });
    }
    return () => user.headers;
  }
  const admin = await env.admin();
  if (schemes.has("adminConsole") && !schemes.has("bearer")) {
    // Console-only routes (enrolment, second factor, session): a console session after the password.
    const pending = await consolePasswordStage(env, admin);
    return () => pending.headers;
  }
  return (payload) => ({
    ...admin.headers,
    "x-admin-secret": testSecrets.adminSecret,
    "x-handshake-secret": testSecrets.handshakeSecret,
    "x-payment-signature": signPayload(
      testSecrets.paymentWebhookSecret,
      payload ?? "",
      Math.floor(env.clock.now().getTime() / 1000),
    ),
  });
}
