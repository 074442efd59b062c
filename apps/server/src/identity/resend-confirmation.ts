// A new confirmation link for an account that never followed its first one (docs/security.md
// row 5). Throttled per client address and per e-mail
// address; the earlier links stop working; and the answer is the same, and as quick, whether
// the address has an unconfirmed account, a confirmed one or none: the e-mail is sent after
// the answer, so its round trip to the mail server says nothing either.
import { CONFIRMATION_EMAIL_RESENT, type MessageResponse } from "@evenkeel/contracts";
import type { RequestInfo } from "@evenkeel/domain/router";
import { findAccountByEmail } from "./accounts.ts";
import { accountKey, ipKey } from "./auth-limits.ts";
import { confirmationEmail, confirmationLink } from "./confirmation-email.ts";
import { createConfirmationToken, revokeConfirmationTokens } from "./confirmation-tokens.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { immediateTransaction } from "./immediate-transaction.ts";
import { describeMailError } from "./mailer.ts";

export async function resendConfirmation(
  deps: IdentityDeps,
  input: { email: string },
  request: RequestInfo,
): Promise<MessageResponse> {
  const { db, limiters, logger, mailer } = deps;
  const email = input.email.trim().toLowerCase();
  await limiters.resendConfirmationPerIp.consume(ipKey(request));
  await limiters.resendConfirmationPerEmail.consume(accountKey(email));
  const answer = { message: CONFIRMATION_EMAIL_RESENT };
  // Without SMTP every account is confirmed at sign-up: nothing to resend.
  if (!mailer) return answer;

  const now = deps.now();
  const issued = await immediateTransaction(db, async (trx) => {
    const account = await findAccountByEmail(trx, email);
    if (!account || account.email_confirmed_at !== null) return null;
    await revokeConfirmationTokens(trx, account.id, now);
    return { userId: account.id, token: await createConfirmationToken(trx, account.id, "signup", now) };
  });
  if (!issued) return answer;

  const link = confirmationLink(deps.config.publicUrl, issued.token, "signup");
  logger.info({ userId: issued.userId }, "confirmation link issued again");
  // Not awaited: a refused message is logged (the person can ask again), never answered.
  void mailer.send(confirmationEmail(email, link)).catch((error: unknown) => {
    logger.error({ userId: issued.userId, mail: describeMailError(error) }, "confirmation e-mail not sent");
  });
  return answer;
}
