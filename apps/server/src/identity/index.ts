// Identity for the server: the IdentityPort adapter, access-token verification for the HTTP
// layer, the start-up log line, and the pieces other modules reuse.
export { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_TTL_SECONDS } from "./access-tokens.ts";
export { type AuthRateLimits, DEFAULT_AUTH_RATE_LIMITS } from "./auth-limits.ts";
export {
  createIdentityService,
  type IdentityService,
  type IdentityServiceOptions,
  JWT_SECRET_NAME,
  logEmailConfirmationMode,
} from "./identity-service.ts";
export { immediateTransaction } from "./immediate-transaction.ts";
export { createMailerFromConfig, createSmtpMailer, type Mailer, type OutgoingMail } from "./mailer.ts";
export { ARGON2_PARAMETERS, createPasswordHasher, type PasswordHasher } from "./password-hasher.ts";
export { createRateLimiter, type RateLimit, type RateLimiter } from "./rate-limiter.ts";
