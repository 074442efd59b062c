// Throttles on picture uploads (docs/security.md #10): sign-up uploads come before an account exists,
// so anonymous uploads are limited per client address; signed-in ones per account.
import { AppError, AUTHENTICATION_REQUIRED } from "@evenkeel/contracts";
import type { RequestInfo } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
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

export type UploadThrottle = (request: RequestInfo, ownerUserId: string | null) => Promise<void>;

export function createUploadThrottle(
  overrides: Partial<UploadRateLimits> = {},
  now: () => number = Date.now,
  scale = 1,
  /** Counts in this database when it is PostgreSQL (shared by every process). */
  db?: AppDatabase,
): UploadThrottle {
  const rules = { ...scaleRateLimits(DEFAULT_UPLOAD_RATE_LIMITS, scale), ...overrides };
  const anonymous = createRateLimiter(
    rules.anonymousPerIp,
    now,
    db && { db, bucket: "uploadAnonymousPerIp" },
  );
  const signedIn = createRateLimiter(rules.perUser, now, db && { db, bucket: "uploadPerUser" });
  return async (request, ownerUserId) => {
    if (ownerUserId !== null) {
      await signedIn.consume(`user:${ownerUserId}`);
      return;
    }
    // Without an address (not a real socket) there is nothing to key an anonymous limit on.
    if (request.ip === null) throw new AppError("UNAUTHORIZED", AUTHENTICATION_REQUIRED);
    await anonymous.consume(`ip:${request.ip}`);
  };
}
