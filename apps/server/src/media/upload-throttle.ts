// Throttles on picture uploads (SECURITY.md 10): sign-up uploads come before an account exists,
// so anonymous uploads are limited per client address; signed-in ones per account.
import { AppError, AUTHENTICATION_REQUIRED } from "@evenkeel/contracts";
import type { RequestInfo } from "@evenkeel/domain/router";
import { createRateLimiter, type RateLimit, scaleRateLimits } from "../identity/rate-limiter.ts";

const HOUR = 60 * 60_000;

export interface UploadRateLimits {
  anonymousPerIp: RateLimit;
  perUser: RateLimit;
}

export const DEFAULT_UPLOAD_RATE_LIMITS: UploadRateLimits = {
  anonymousPerIp: { limit: 10, windowMs: HOUR },
  perUser: { limit: 30, windowMs: HOUR },
};

export type UploadThrottle = (request: RequestInfo, ownerUserId: string | null) => void;

export function createUploadThrottle(
  overrides: Partial<UploadRateLimits> = {},
  now: () => number = Date.now,
  scale = 1,
): UploadThrottle {
  const rules = { ...scaleRateLimits(DEFAULT_UPLOAD_RATE_LIMITS, scale), ...overrides };
  const anonymous = createRateLimiter(rules.anonymousPerIp, now);
  const signedIn = createRateLimiter(rules.perUser, now);
  return (request, ownerUserId) => {
    if (ownerUserId !== null) {
      signedIn.consume(`user:${ownerUserId}`);
      return;
    }
    // Without an address (not a real socket) there is nothing to key an anonymous limit on.
    if (request.ip === null) throw new AppError("UNAUTHORIZED", AUTHENTICATION_REQUIRED);
    anonymous.consume(`ip:${request.ip}`);
  };
}
