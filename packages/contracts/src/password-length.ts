// How long a password is. No zod: the sign-up page checks a new password's length with it
// without downloading the schema library; the sign-up call's schema (calls/auth.ts) counts with it too.

/**
 * A password's length in characters as a person counts them: Unicode code points, so an emoji
 * is one character, not two UTF-16 units (as docs/security.md counts them). The contract, the
 * server and the sign-up form all count with this.
 */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of password) count += 1;
  return count;
}
