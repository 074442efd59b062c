// What every identity operation works with, resolved once by createIdentityService.
import type { Config } from "../config/env.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { AuthLimiters, KnownAddresses } from "./auth-limits.ts";
import type { Mailer } from "./mailer.ts";
import type { PasswordHasher } from "./password-hasher.ts";
import type { RotationOptions } from "./refresh-rotation.ts";

export interface IdentityDeps {
  db: AppDatabase;
  config: Pick<Config, "publicUrl">;
  logger: Logger;
  /** Null when SMTP is not configured: accounts are confirmed at sign-up. */
  mailer: Mailer | null;
  now: () => Date;
  hasher: PasswordHasher;
  limiters: AuthLimiters;
  /** Where each account signed in from lately: exempt from the account-wide failure limit. */
  knownAddresses: KnownAddresses;
  accessTokens: AccessTokens;
  rotation: RotationOptions;
}
