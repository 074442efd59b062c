// Sign-in (docs/security.md #2–4): one answer for an unknown e-mail and a wrong password, with a
// dummy verification so both take as long; "not confirmed" only once the password is right;
// the hash upgraded when its parameters are out of date; then a new session.
import {
  AppError,
  type AuthResponse,
  EMAIL_NOT_CONFIRMED,
  SIGNIN_FAILED,
  type User,
} from "@evenkeel/contracts";
import type { RequestInfo } from "@evenkeel/domain/router";
import { rowToUser } from "../store/users.repository.ts";
import { findAccountByEmail, replacePasswordHash } from "./accounts.ts";
import { accountAtAddressKey, accountKey, ipKey } from "./auth-limits.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { immediateTransaction } from "./immediate-transaction.ts";
import { REFRESH_TOKEN_LIFETIME_MS } from "./refresh-rotation.ts";
import { deleteStaleSessions, startSession } from "./sessions.ts";

export async function signIn(
  deps: IdentityDeps,
  input: { email: string; password: string },
  request: RequestInfo,
): Promise<AuthResponse> {
  const { db, hasher, limiters, logger } = deps;
  const email = input.email.trim().toLowerCase();
  const account = accountKey(email);
  const accountAtAddress = accountAtAddressKey(email, request);
  await limiters.signInPerIp.consume(ipKey(request));
  // A guesser meets the per-address limit; the softer account-wide one slows many addresses
  // at once but spares the addresses the owner signed in from lately (docs/decisions/015).
  await limiters.signInFailuresPerAccountAndAddress.assertAllowed(accountAtAddress);
  if (!deps.knownAddresses.has(accountAtAddress))
    await limiters.signInFailuresPerAccount.assertAllowed(account);
  const failed = async () => {
    await limiters.signInFailuresPerAccountAndAddress.hit(accountAtAddress);
    await limiters.signInFailuresPerAccount.hit(account);
  };

  const row = await findAccountByEmail(db, email);
  if (!row) {
    await hasher.verifyDummy(input.password);
    await failed();
    throw new AppError("BAD_REQUEST", SIGNIN_FAILED);
  }
  if (!(await hasher.verify(row.password_hash, input.password))) {
    await failed();
    logger.info({ userId: row.id }, "sign-in refused: wrong password");
    throw new AppError("BAD_REQUEST", SIGNIN_FAILED);
  }
  if (row.email_confirmed_at === null) throw new AppError("FORBIDDEN", EMAIL_NOT_CONFIRMED);
  deps.knownAddresses.remember(accountAtAddress);

  if (hasher.needsRehash(row.password_hash)) {
    const upgraded = await hasher.hash(input.password);
    await replacePasswordHash(db, row.id, upgraded, deps.now().toISOString());
    logger.info({ userId: row.id }, "password hash upgraded to current parameters");
  }
  return startAuthenticatedSession(deps, rowToUser(row));
}

/** Starts a session for a confirmed user and answers with its token pair. */
export async function startAuthenticatedSession(deps: IdentityDeps, user: User): Promise<AuthResponse> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - (deps.rotation.lifetimeMs ?? REFRESH_TOKEN_LIFETIME_MS));
  const started = await immediateTransaction(deps.db, async (trx) => {
    await deleteStaleSessions(trx, user.id, staleBefore.toISOString());
    return startSession(trx, user.id, now.toISOString());
  });
  const accessToken = await deps.accessTokens.sign({ userId: user.id, sessionId: started.sessionId });
  deps.logger.info({ userId: user.id, sessionId: started.sessionId }, "session started");
  return {
    access_token: accessToken,
    refresh_token: started.refreshToken,
    user,
    requires_confirmation: false,
    message: null,
  };
}
