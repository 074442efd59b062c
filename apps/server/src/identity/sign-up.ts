// Sign-up: password rules (docs/security.md #1), argon2id hash, the account row and its picture
// claim in one transaction. With SMTP a confirmation link is mailed and no session starts
// until it is followed (docs/security.md #5); without SMTP the account is confirmed at once.
// With SMTP a taken address is not revealed (ASVS 6.3.8, review item 4): the answer is the
// one a new address gets, and the owner is mailed that someone tried. Without SMTP there is
// no mailbox to prove ownership, so a taken address still answers 409 (docs/decisions/015).
import crypto from "node:crypto";
import {
  AppError,
  type AuthResponse,
  CHECK_EMAIL_TO_CONFIRM,
  EMAIL_ALREADY_REGISTERED,
  SIGNUP_FAILED,
  type User,
} from "@evenkeel/contracts";
import type { RequestInfo, SignupData } from "@evenkeel/domain/router";
import { claimUpload } from "../media/claim-upload.ts";
import { rowToUser } from "../store/users.repository.ts";
import { insertAccount, releaseStaleUnconfirmedAccount } from "./accounts.ts";
import { accountKey, ipKey } from "./auth-limits.ts";
import { confirmationEmail, confirmationLink, signupAttemptEmail } from "./confirmation-email.ts";
import { createConfirmationToken } from "./confirmation-tokens.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { immediateTransaction } from "./immediate-transaction.ts";
import { describeMailError } from "./mailer.ts";
import { assertAcceptableNewPassword } from "./password-policy.ts";
import { startAuthenticatedSession } from "./sign-in.ts";

export async function signUp(
  deps: IdentityDeps,
  input: SignupData,
  request: RequestInfo,
): Promise<AuthResponse> {
  const { db, hasher, limiters, logger, mailer } = deps;
  const email = input.email.trim().toLowerCase();
  await limiters.signUpPerIp.consume(ipKey(request));
  await limiters.signUpPerEmail.consume(accountKey(email));
  assertAcceptableNewPassword(input.password);

  // Hashed before the address is checked, so a taken address answers no faster.
  const passwordHash = await hasher.hash(input.password);
  const now = deps.now();
  const nowIso = now.toISOString();
  const created = await immediateTransaction(db, async (trx) => {
    if (!(await releaseStaleUnconfirmedAccount(trx, email, nowIso))) {
      if (!mailer) throw new AppError("CONFLICT", EMAIL_ALREADY_REGISTERED);
      return null;
    }
    const row = await insertAccount(trx, {
      id: crypto.randomUUID(),
      email,
      password_hash: passwordHash,
      first_name: emptyToNull(input.first_name),
      last_name: emptyToNull(input.last_name),
      profile_picture_url: input.profile_picture_url ?? null,
      email_confirmed_at: mailer ? null : nowIso,
      created_at: nowIso,
      updated_at: nowIso,
    });
    if (row.profile_picture_url) await claimUpload(trx, row.profile_picture_url, row.id);
    const confirmationToken = mailer ? await createConfirmationToken(trx, row.id, "signup", now) : null;
    return { user: rowToUser(row), confirmationToken };
  });
  if (created === null && mailer) {
    // The address is taken: tell its owner, answer as for a new one. The picture, if any,
    // stays unclaimed and the orphan sweeper deletes it.
    try {
      await mailer.send(signupAttemptEmail(email, new URL("/login", deps.config.publicUrl).toString()));
    } catch (error) {
      logger.error({ mail: describeMailError(error) }, "sign-up attempt e-mail not sent");
      throw new AppError("SERVICE_UNAVAILABLE", SIGNUP_FAILED);
    }
    logger.info("sign-up with a taken address: its owner was told");
    return awaitingConfirmation({
      id: crypto.randomUUID(),
      email,
      user_metadata: {
        first_name: emptyToNull(input.first_name),
        last_name: emptyToNull(input.last_name),
        profile_picture_url: input.profile_picture_url ?? null,
      },
      created_at: nowIso,
    });
  }
  if (created === null) throw new AppError("CONFLICT", EMAIL_ALREADY_REGISTERED);
  logger.info({ userId: created.user.id, confirmationRequired: mailer !== null }, "account created");

  if (!mailer || created.confirmationToken === null) return startAuthenticatedSession(deps, created.user);

  const link = confirmationLink(deps.config.publicUrl, created.confirmationToken, "signup");
  try {
    await mailer.send(confirmationEmail(email, link));
  } catch (error) {
    // Without the e-mail the account could never be confirmed: undo it so the person can retry.
    await db.deleteFrom("users").where("id", "=", created.user.id).execute();
    logger.error({ userId: created.user.id, mail: describeMailError(error) }, "confirmation e-mail not sent");
    throw new AppError("SERVICE_UNAVAILABLE", SIGNUP_FAILED);
  }
  return awaitingConfirmation(created.user);
}

/** The answer to a sign-up that waits for the e-mail link: no tokens, a message. */
function awaitingConfirmation(user: User): AuthResponse {
  return {
    access_token: null,
    refresh_token: null,
    user,
    requires_confirmation: true,
    message: CHECK_EMAIL_TO_CONFIRM,
  };
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
