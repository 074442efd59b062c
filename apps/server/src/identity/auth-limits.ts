// The throttles on account calls (SECURITY.md 4): per client address and per account, each a
// sliding window. Tests and operators may override any rule; the defaults let a person with a
// forgotten password try a few times and stop a script long before it gets anywhere.
import crypto from "node:crypto";
import type { RequestInfo } from "@evenkeel/domain/router";
import { createRateLimiter, type RateLimit, type RateLimiter, scaleRateLimits } from "./rate-limiter.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AuthRateLimits {
  /** Every sign-in attempt from one address. */
  signInPerIp: RateLimit;
  /** Failed sign-ins for one e-mail address (known or not, so the answer reveals nothing). */
  signInFailuresPerAccount: RateLimit;
  signUpPerIp: RateLimit;
  signUpPerEmail: RateLimit;
  confirmPerIp: RateLimit;
  /** Confirmation attempts per token (an account's link). */
  confirmPerToken: RateLimit;
  refreshPerIp: RateLimit;
  refreshPerSession: RateLimit;
  /** Requests for a new confirmation e-mail from one address. */
  resendConfirmationPerIp: RateLimit;
  /** New confirmation e-mails to one e-mail address (known or not). */
  resendConfirmationPerEmail: RateLimit;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: HOUR },
  signUpPerEmail: { limit: 5, windowMs: HOUR },
  confirmPerIp: { limit: 30, windowMs: 15 * MINUTE },
  confirmPerToken: { limit: 5, windowMs: 15 * MINUTE },
  // Browsers refresh every 15 minutes per tab; many people may share one address (NAT).
  refreshPerIp: { limit: 600, windowMs: 15 * MINUTE },
  refreshPerSession: { limit: 60, windowMs: 15 * MINUTE },
  // Each one sends an e-mail: a few for a lost message, never a way to flood an inbox.
  resendConfirmationPerIp: { limit: 10, windowMs: HOUR },
  resendConfirmationPerEmail: { limit: 3, windowMs: HOUR },
};

export type AuthLimiters = { [Name in keyof AuthRateLimits]: RateLimiter };

export function createAuthLimiters(
  overrides: Partial<AuthRateLimits> = {},
  now: () => number = Date.now,
  scale = 1,
): AuthLimiters {
  const rules = { ...scaleRateLimits(DEFAULT_AUTH_RATE_LIMITS, scale), ...overrides };
  const entries = Object.entries(rules).map(([name, rule]) => [name, createRateLimiter(rule, now)]);
  return Object.fromEntries(entries) as AuthLimiters;
}

/**
 * The key for the caller's address. RequestInfo.ip is the socket address unless the operator
 * configured TRUST_PROXY, so a forged X-Forwarded-For header cannot pick a fresh key.
 */
export function ipKey(request: RequestInfo): string {
  return `ip:${request.ip ?? "unknown"}`;
}

/** The key for an e-mail address: a digest, so addresses do not sit in memory maps. */
export function accountKey(email: string): string {
  return `account:${crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}
