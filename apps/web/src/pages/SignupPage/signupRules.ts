// Sign-up's own checks (docs/screens.md), in the order a person fixes them: the passwords must
// match, then be long enough. E-mail and password presence is left to the browser.
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  passwordLength,
} from "@evenkeel/contracts";

export function signupPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
