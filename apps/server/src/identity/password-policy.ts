// The rules a new password must meet (docs/security.md #1): 8–128 characters of anything, taken
// exactly as typed (never trimmed), no composition rules, and not a common password.
import {
  AppError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordLength,
} from "@evenkeel/contracts";
import { COMMON_PASSWORD_STEMS, COMMON_PASSWORDS, COMMON_SUFFIXES } from "./common-passwords.ts";

// Years people add to a stem ("summer2024"), two decades either side of today's users.
const YEARS = Array.from({ length: 51 }, (_, index) => String(1980 + index));

const commonPasswords: ReadonlySet<string> = buildCommonPasswordSet();

function buildCommonPasswordSet(): Set<string> {
  const entries = new Set<string>();
  const add = (candidate: string) => {
    if (candidate.length >= PASSWORD_MIN_LENGTH) entries.add(candidate.toLowerCase());
  };
  for (const password of COMMON_PASSWORDS) add(password);
  for (const stem of COMMON_PASSWORD_STEMS) {
    for (const suffix of COMMON_SUFFIXES) add(stem + suffix);
    for (const year of YEARS) {
      add(stem + year);
      add(`${stem}${year}!`);
    }
  }
  return entries;
}

/** How many passwords the list refuses (for tests and the decision record). */
export function commonPasswordCount(): number {
  return commonPasswords.size;
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Throws AppError BAD_REQUEST with the contract's message when the password is not acceptable. */
export function assertAcceptableNewPassword(password: string): void {
  // In code points, as the contract counts (review item 7).
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) throw new AppError("BAD_REQUEST", PASSWORD_TOO_SHORT);
  if (length > PASSWORD_MAX_LENGTH) throw new AppError("BAD_REQUEST", PASSWORD_TOO_LONG);
  if (isCommonPassword(password)) throw new AppError("BAD_REQUEST", PASSWORD_TOO_COMMON);
}
