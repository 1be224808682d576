import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, type ErrorCode } from "../platform/errors.ts";
import { declareHookErrors } from "./error-contract.ts";
import { counterKey, type RateCounter, type StoreDownPolicy } from "./rate-counter.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The counters every rate limit uses: in memory, or Redis when REDIS_URL is set. */
    rateCounter: RateCounter;
  }
}

export interface RateBound {
  max: number;
  windowMs: number;
  /** While the shared store (Redis) is unreachable; unset: `refuse` (rate-counter.ts). */
  whenStoreDown?: StoreDownPolicy;
}

/**
 * Bounds on guessable or abusable routes. The numbers and the reasoning are in README.md ("Rate
 * limits"); tests may lower or raise them.
 */
export interface RateLimitSettings {
  signupPerAddress: RateBound;
  /** Every login attempt from one client address. */
  loginPerAddress: RateBound;
  /** Failed logins for one e-mail from one address: stops one source guessing one account. */
  loginPerAddressAndEmail: RateBound;
  /**
   * Failed logins for one e-mail from all addresses together: the slow global ramp against a
   * botnet. Devices that have signed in to the account before are exempt, so strangers cannot lock
   * the owner out of devices already in use.
   */
  loginPerEmail: RateBound;
  redeemPerAccount: RateBound;
  redeemPerAddress: RateBound;
  /** DELETE /api/me password confirmations per account. */
  accountDeletePerAccount: RateBound;
  /** GET /api/me/export per account: each export reads every table about the account. */
  exportPerAccount: RateBound;
  /** Coach messages (a hosted model costs per call) and voice synthesis (CPU or a paid provider). */
  coachPerAccount: RateBound;
  voicePerAccount: RateBound;
  /** New-device approval requests per account (each notifies the other devices). */
  approvalCreatePerAccount: RateBound;
  /** Approve/reject decisions per account (on top of 5 wrong codes per request). */
  approvalDecidePerAccount: RateBound;
  /** Approval e-mails per account. */
  approvalEmailPerAccount: RateBound;
  /** Magic-link approvals per address. */
  approvalLinkPerAddress: RateBound;
  /** Desktop pairing codes created per account. */
  pairCreatePerAccount: RateBound;
  /** Pairing-code redemptions per address. */
  pairRedeemPerAddress: RateBound;
  /**
   * Pairing-code redemptions from all addresses together: the bound on guessing, since a guess may
   * hit any account's live code (README, "Brute-force bounds").
   */
  pairRedeemGlobal: RateBound;
  /** Requests with a wrong x-handshake-secret per address (resolver routes). */
  resolverSecretFailuresPerAddress: RateBound;
  /**
   * Mail connects and renewals per account: each one is an IMAP login with a user-given password,
   * which would otherwise make the server a password-guessing relay against mail providers.
   */
  mailLoginPerAccount: RateBound;
  /** OAuth flows started per account (each stores a pending state until its TTL). */
  mailOauthInitPerAccount: RateBound;
  /** Manual scans per account (each opens an IMAP session per connection). */
  mailScanPerAccount: RateBound;
  /** Admin-console sign-ins (e-mail and password) per client address. */
  consoleSignInPerAddress: RateBound;
  /** Ally invitations per account (each sends an e-mail to an address the user typed). */
  allyInvitePerAccount: RateBound;
  /** Ally links (invitation and ally-page tokens) tried per address: the guessing bound. */
  allyLinkPerAddress: RateBound;
  /** Ally decisions and changes per account (an ally with an account, or the user's own changes). */
  allyChangePerAccount: RateBound;
  /** The companion's tamper-repaired reports per account. */
  tamperReportPerAccount: RateBound;
  /** Second-factor attempts (TOTP or recovery code, enrolment included) per admin account. */
  consoleSecondFactorPerAccount: RateBound;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The bounds, and what each does while Redis is unreachable: limits against guessing a secret
 * (passwords, codes, links, the handshake secret) refuse; limits against abuse and cost count
 * locally in each instance (README, "Rate limits").
 */
export const defaultRateLimits: { [K in keyof RateLimitSettings]: Required<RateBound> } = {
  signupPerAddress: { max: 10, windowMs: HOUR, whenStoreDown: "local" },
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  loginPerAddressAndEmail: { max: 10, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  loginPerEmail: { max: 30, windowMs: HOUR, whenStoreDown: "refuse" },
  redeemPerAccount: { max: 10, windowMs: HOUR, whenStoreDown: "refuse" },
  redeemPerAddress: { max: 30, windowMs: HOUR, whenStoreDown: "refuse" },
  accountDeletePerAccount: { max: 5, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  exportPerAccount: { max: 5, windowMs: HOUR, whenStoreDown: "local" },
  coachPerAccount: { max: 60, windowMs: HOUR, whenStoreDown: "local" },
  voicePerAccount: { max: 120, windowMs: HOUR, whenStoreDown: "local" },
  approvalCreatePerAccount: { max: 10, windowMs: HOUR, whenStoreDown: "local" },
  approvalDecidePerAccount: { max: 20, windowMs: 10 * MINUTE, whenStoreDown: "refuse" },
  approvalEmailPerAccount: { max: 3, windowMs: HOUR, whenStoreDown: "local" },
  approvalLinkPerAddress: { max: 10, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  pairCreatePerAccount: { max: 10, windowMs: HOUR, whenStoreDown: "local" },
  pairRedeemPerAddress: { max: 10, windowMs: 10 * MINUTE, whenStoreDown: "refuse" },
  pairRedeemGlobal: { max: 1000, windowMs: 10 * MINUTE, whenStoreDown: "refuse" },
  resolverSecretFailuresPerAddress: { max: 30, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  mailLoginPerAccount: { max: 10, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  mailOauthInitPerAccount: { max: 20, windowMs: 15 * MINUTE, whenStoreDown: "local" },
  mailScanPerAccount: { max: 30, windowMs: HOUR, whenStoreDown: "local" },
  consoleSignInPerAddress: { max: 10, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  consoleSecondFactorPerAccount: { max: 5, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  allyInvitePerAccount: { max: 5, windowMs: 24 * HOUR, whenStoreDown: "refuse" },
  allyLinkPerAddress: { max: 30, windowMs: 15 * MINUTE, whenStoreDown: "refuse" },
  allyChangePerAccount: { max: 30, windowMs: HOUR, whenStoreDown: "local" },
  tamperReportPerAccount: { max: 12, windowMs: HOUR, whenStoreDown: "local" },
};

/** The defaults with some bounds replaced; a replaced bound keeps its limit's store-down policy unless it names one. */
export function withRateLimits(overrides: Partial<RateLimitSettings> = {}): RateLimitSettings {
  const settings: RateLimitSettings = { ...defaultRateLimits };
  for (const [name, bound] of Object.entries(overrides) as [keyof RateLimitSettings, RateBound | undefined][]) {
    if (bound) settings[name] = { ...defaultRateLimits[name], ...bound };
  }
  return settings;
}

function refuse(reply: FastifyReply, resetInMs: number): never {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  reply.header("retry-after", String(seconds));
  throw new AppError("rate_limited", `Too many requests: try again in ${seconds} s`);
}

/** Counts one hit under name+subject; refuses with 429 and Retry-After past the bound. */
async function enforce(counter: RateCounter, reply: FastifyReply, key: string, bound: RateBound): Promise<void> {
  const { count, resetInMs } = await counter.hit(key, bound.windowMs, bound.whenStoreDown ?? "refuse");
  if (count > bound.max) refuse(reply, resetInMs);
}

/**
 * A hook enforcing one bound under one key (every attempt counts). Several can guard one route,
 * e.g. per address in onRequest and per account after the guard.
 */
export function rateLimitHook(
  app: FastifyInstance,
  name: string,
  bound: RateBound,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return declareHookErrors(
    (request: FastifyRequest, reply: FastifyReply) =>
      enforce(app.rateCounter, reply, counterKey(name, keyOf(request)), bound),
    errorsOfBound(bound),
  );
}

/** What a limit can answer: over the bound, and — when it refuses while Redis is away — that. */
export function errorsOfBound(bound: RateBound): readonly ErrorCode[] {
  return (bound.whenStoreDown ?? "refuse") === "refuse" ? ["rate_limited", "limits_unavailable"] : ["rate_limited"];
}

export interface LoginThrottleOptions {
  settings: RateLimitSettings;
  /** The normalised e-mail of a login body. */
  emailOf(request: FastifyRequest): string;
  deviceOf(request: FastifyRequest): string;
  /** True when this device has signed in to the account of this e-mail before. */
  isKnownDevice(email: string, deviceId: string): Promise<boolean>;
}

/** Requests whose failure counters were taken, so a success can refund them. */
const counted = new WeakMap<FastifyRequest, string[]>();

/**
 * The login limits as three hooks. Every attempt counts per address. Per address+e-mail and per
 * e-mail only failures count: each attempt takes a hit before the password is checked (so
 * concurrent guesses cannot slip past the bound) and a successful login, or a device-lock refusal
 * that never looked at the password, gives it back.
 */
export function loginThrottle(app: FastifyInstance, options: LoginThrottleOptions) {
  const { settings } = options;
  return {
    onRequest: rateLimitHook(app, "login-ip", settings.loginPerAddress, (req) => req.ip),
    preHandler: declareHookErrors(
      async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        const email = options.emailOf(request);
        const pairKey = counterKey("login-pair", `${request.ip}\n${email}`);
        const emailKey = counterKey("login-email", email);
        const keys = [pairKey];
        counted.set(request, keys);
        await enforce(app.rateCounter, reply, pairKey, settings.loginPerAddressAndEmail);
        keys.push(emailKey);
        const global = await app.rateCounter.hit(
          emailKey,
          settings.loginPerEmail.windowMs,
          settings.loginPerEmail.whenStoreDown ?? "refuse",
        );
        if (
          global.count > settings.loginPerEmail.max &&
          !(await options.isKnownDevice(email, options.deviceOf(request)))
        ) {
          refuse(reply, global.resetInMs);
        }
      },
      [...errorsOfBound(settings.loginPerAddressAndEmail), ...errorsOfBound(settings.loginPerEmail)],
    ),
    /** Before the response leaves, so the client's next attempt already sees the refund. */
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const keys = counted.get(request);
      if (keys && (reply.statusCode < 400 || reply.statusCode === 409)) {
        await Promise.all(keys.map((key) => app.rateCounter.undo(key))).catch((error: unknown) =>
          request.log.warn({ err: error }, "rate-limit refund failed"),
        );
      }
      return payload;
    },
  };
}
