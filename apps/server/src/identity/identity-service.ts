// The server's IdentityPort: accounts, passwords, confirmation, sessions and tokens, plus
// verifyAccessToken for the HTTP layer. Wires the pieces of this folder together.
import { AppError, CONFIRM_FAILED, EMAIL_CONFIRMED, INVALID_REFRESH_TOKEN } from "@evenkeel/contracts";
import type { AuthSession, IdentityPort } from "@evenkeel/domain/router";
import type { Config } from "../config/env.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { loadOrCreateSecret } from "../secrets/index.ts";
import { createAccessTokens } from "./access-tokens.ts";
import { type AuthRateLimits, createAuthLimiters, createKnownAddresses, ipKey } from "./auth-limits.ts";
import { confirmationTokenKey, consumeConfirmationToken } from "./confirmation-tokens.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { immediateTransaction } from "./immediate-transaction.ts";
import { createMailerFromConfig, type Mailer } from "./mailer.ts";
import { createPasswordHasher, type PasswordHasher } from "./password-hasher.ts";
import { type RotationOptions, rotateRefreshToken, sessionOfRefreshToken } from "./refresh-rotation.ts";
import { resendConfirmation } from "./resend-confirmation.ts";
import { liveSessionDataVersion, revokeAllSessions, revokeSession } from "./sessions.ts";
import { signIn } from "./sign-in.ts";
import { signUp } from "./sign-up.ts";

export const JWT_SECRET_NAME = "jwt-secret";

export interface IdentityServiceOptions {
  db: AppDatabase;
  config: Pick<Config, "dataDir" | "publicUrl" | "jwtSecret" | "smtp" | "rateLimitScale">;
  logger: Logger;
  /** Defaults to SMTP from the config (null, i.e. no confirmation, when SMTP_URL is not set). */
  mailer?: Mailer | null;
  now?: () => Date;
  /** Overrides of the default throttles (tests). */
  rateLimits?: Partial<AuthRateLimits>;
  /** Defaults to argon2id at OWASP's parameters. */
  passwordHasher?: PasswordHasher;
  rotation?: RotationOptions;
}

export interface IdentityService extends IdentityPort {
  /** The session of a valid, unexpired access token whose session is still live; else null. */
  verifyAccessToken(token: string): Promise<AuthSession | null>;
}

export function createIdentityService(options: IdentityServiceOptions): IdentityService {
  const { db, config, logger } = options;
  const now = options.now ?? (() => new Date());
  const deps: IdentityDeps = {
    db,
    config,
    logger,
    mailer: options.mailer === undefined ? createMailerFromConfig(config) : options.mailer,
    now,
    hasher: options.passwordHasher ?? createPasswordHasher(),
    limiters: createAuthLimiters(options.rateLimits, () => now().getTime(), config.rateLimitScale, db),
    knownAddresses: createKnownAddresses(() => now().getTime()),
    accessTokens: createAccessTokens({ key: signingKey(config, logger), issuer: config.publicUrl, now }),
    rotation: options.rotation ?? {},
  };
  const { limiters } = deps;

  return {
    signUp: (input, request) => signUp(deps, input, request),
    signIn: (input, request) => signIn(deps, input, request),

    async confirm(input, request) {
      const token = input.token_hash.trim();
      await limiters.confirmPerIp.consume(ipKey(request));
      await limiters.confirmPerToken.consume(confirmationTokenKey(token));
      const userId = await consumeConfirmationToken(db, token, input.type, now());
      if (userId === null) throw new AppError("BAD_REQUEST", CONFIRM_FAILED);
      logger.info({ userId }, "e-mail address confirmed");
      return { message: EMAIL_CONFIRMED };
    },

    resendConfirmation: (input, request) => resendConfirmation(deps, input, request),

    async refresh(input, request) {
      await limiters.refreshPerIp.consume(ipKey(request));
      const sessionId = await sessionOfRefreshToken(db, input.refresh_token);
      if (sessionId) await limiters.refreshPerSession.consume(`session:${sessionId}`);
      const outcome = await rotateRefreshToken(db, input.refresh_token, now(), deps.rotation);
      if (outcome.kind === "reuse") {
        logger.warn(
          { userId: outcome.userId, sessionId: outcome.sessionId },
          "spent refresh token presented again; session revoked",
        );
      }
      if (outcome.kind !== "rotated") throw new AppError("UNAUTHORIZED", INVALID_REFRESH_TOKEN);
      const accessToken = await deps.accessTokens.sign({
        userId: outcome.userId,
        sessionId: outcome.sessionId,
      });
      return { access_token: accessToken, refresh_token: outcome.refreshToken };
    },

    async signOut(session) {
      await immediateTransaction(db, (trx) => revokeSession(trx, session.sessionId, now().toISOString()));
      logger.info({ userId: session.userId, sessionId: session.sessionId }, "signed out");
    },

    async endAllSessions(userId) {
      await immediateTransaction(db, (trx) => revokeAllSessions(trx, userId, now().toISOString()));
      logger.info({ userId }, "every session ended");
    },

    async verifyAccessToken(token) {
      const claims = await deps.accessTokens.verify(token);
      if (!claims) return null;
      const dataVersion = await liveSessionDataVersion(db, claims.sessionId, claims.userId);
      return dataVersion === null ? null : { ...claims, dataVersion };
    },
  };
}

/** JWT_SECRET when given, else a key generated once in the data folder. */
function signingKey(config: IdentityServiceOptions["config"], logger: Logger): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const secret = loadOrCreateSecret(config.dataDir, JWT_SECRET_NAME);
  if (secret.created) logger.info("generated a new access-token signing key in the data folder");
  return secret.key;
}

/** The start-up line that says whether sign-ups must confirm their e-mail address. */
export function logEmailConfirmationMode(config: Pick<Config, "smtp">, logger: Logger): void {
  if (config.smtp) logger.info("E-mail confirmation is on (SMTP_URL set)");
  else logger.warn("E-mail confirmation is off (SMTP_URL not set)");
}
