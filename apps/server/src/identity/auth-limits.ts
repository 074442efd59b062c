// The throttles on account calls (docs/security.md #4): per client address and per account, each a
// sliding window. Tests and operators may override any rule; the defaults let a person with a
// forgotten password try a few times and stop a script long before it gets anywhere.
import crypto from "node:crypto";
import type { RequestInfo } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import { createRateLimiter, type RateLimit, type RateLimiter, scaleRateLimits } from "./rate-limiter.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AuthRateLimits {
  /** Every sign-in attempt from one address. */
  signInPerIp: RateLimit;
  /**
   * Failed sign-ins for one e-mail address from one client address (known account or not, so
   * the answer reveals nothing): the limit a guesser meets first.
   */
  signInFailuresPerAccountAndAddress: RateLimit;
  /**
   * Failed sign-ins for one e-mail address from all client addresses together: softer, so that
   * someone else's failures cannot lock the owner out; addresses the owner signed in from
   * recently are exempt from it (docs/decisions/015).
   */
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
  signInFailuresPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { limit: 100, windowMs: HOUR },
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

/** On PostgreSQL (`db`), every rule counts in the database, shared by every process. */
export function createAuthLimiters(
  overrides: Partial<AuthRateLimits> = {},
  now: () => number = Date.now,
  scale = 1,
  db?: AppDatabase,
): AuthLimiters {
  const rules = { ...scaleRateLimits(DEFAULT_AUTH_RATE_LIMITS, scale), ...overrides };
  const entries = Object.entries(rules).map(([name, rule]) => [
    name,
    createRateLimiter(rule, now, db ? { db, bucket: name } : undefined),
  ]);
  return Object.fromEntries(entries) as AuthLimiters;
}

/**
 * The key for the caller's address. RequestInfo.ip is the socket address unless the operator
 * configured TRUST_PROXY, so a forged X-Forwarded-For header cannot pick a fresh key.
 */
export function ipKey(request: RequestInfo): string {
  return `ip:${request.ip ?? "unknown"}`;
}

/** The key for an e-mail address tried from one client address. */
export function accountAtAddressKey(email: string, request: RequestInfo): string {
  return `${accountKey(email)}|${ipKey(request)}`;
}

/** The key for an e-mail address: a digest, so addresses do not sit in memory maps. */
export function accountKey(email: string): string {
  return `account:${crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

/** How long a successful sign-in keeps its client address known to the account. */
export const KNOWN_ADDRESS_DAYS = 30;
/** Addresses remembered per account (the most recent); more would only grow memory. */
const KNOWN_ADDRESSES_PER_ACCOUNT = 10;

/**
 * The client addresses an account signed in from successfully in the last 30 days, in memory
 * (forgotten on restart, like the throttles). Sign-in attempts from them skip the account-wide
 * failure limit, so a flood of wrong passwords from elsewhere leaves the owner's devices working.
 */
export interface KnownAddresses {
  remember(accountAtAddress: string): void;
  has(accountAtAddress: string): boolean;
}

export function createKnownAddresses(now: () => number = Date.now): KnownAddresses {
  const lifetimeMs = KNOWN_ADDRESS_DAYS * 24 * HOUR;
  // account key → (address key → last success); Map keeps insertion order, oldest first.
  const byAccount = new Map<string, Map<string, number>>();
  const split = (key: string) => {
    const at = key.indexOf("|");
    return [key.slice(0, at), key.slice(at + 1)] as const;
  };
  return {
    remember(key) {
      const [account, address] = split(key);
      const addresses = byAccount.get(account) ?? new Map<string, number>();
      addresses.delete(address);
      addresses.set(address, now());
      while (addresses.size > KNOWN_ADDRESSES_PER_ACCOUNT) {
        const oldest = addresses.keys().next().value;
        if (oldest === undefined) break;
        addresses.delete(oldest);
      }
      byAccount.set(account, addresses);
    },
    has(key) {
      const [account, address] = split(key);
      const seen = byAccount.get(account)?.get(address);
      return seen !== undefined && now() - seen < lifetimeMs;
    },
  };
}
