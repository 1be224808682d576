import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";

/**
 * Bounds on guessable or abusable routes, per client address and per account (or per e-mail at
 * login). The numbers are documented in README.md; tests may lower or raise them.
 */
export interface RateLimitSettings {
  signupPerAddress: { max: number; windowMs: number };
  loginPerAddress: { max: number; windowMs: number };
  loginPerEmail: { max: number; windowMs: number };
  redeemPerAccount: { max: number; windowMs: number };
  redeemPerAddress: { max: number; windowMs: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultRateLimits: RateLimitSettings = {
  signupPerAddress: { max: 10, windowMs: HOUR },
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { max: 10, windowMs: 15 * MINUTE },
  redeemPerAccount: { max: 10, windowMs: HOUR },
  redeemPerAddress: { max: 30, windowMs: HOUR },
};

export interface RateBound {
  max: number;
  windowMs: number;
}

/**
 * A hook enforcing one bound under one key. Several can guard one route (per address and per
 * account); @fastify/rate-limit's own route hook runs only once per request, so its createRateLimit
 * counter is used instead.
 */
export function rateLimitHook(
  app: FastifyInstance,
  name: string,
  bound: RateBound,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({
    max: bound.max,
    timeWindow: bound.windowMs,
    keyGenerator: (req) => `${name}:${keyOf(req)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", String(result.ttlInSeconds));
    throw new AppError("rate_limited", `Too many requests: try again in ${result.ttlInSeconds} s`);
  };
}
