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
