// Sign-up, sign-in, confirmation and the session.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).
// Sign-up, sign-in, confirmation (docs/screens.md)
export const CHECK_EMAIL_TO_CONFIRM = "Please check your email to confirm your account.";
export const EMAIL_CONFIRMED = "Email confirmed! You can now sign in.";
export const INVALID_CONFIRMATION_LINK =
  "Invalid confirmation link. Please request a new confirmation email.";
export const SIGNIN_FAILED = "Invalid email or password";
export const SIGNUP_FAILED = "Failed to create account";
export const CONFIRM_FAILED = "Failed to confirm email. The link may have expired.";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
export const PASSWORD_TOO_LONG = "Password must be at most 128 characters";
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose a different one.";
export const INVALID_EMAIL = "Enter a valid email address";
export const EMAIL_ALREADY_REGISTERED = "An account with this email already exists";
export const EMAIL_NOT_CONFIRMED = "Please confirm your email before signing in.";
/** The button on /auth/confirm's error states and under the unconfirmed sign-in message. */
export const RESEND_CONFIRMATION = "Resend confirmation email";
export const RESENDING_CONFIRMATION = "Sending...";
export const RESEND_CONFIRMATION_FAILED = "Failed to send a new confirmation email. Please try again.";
export const RESEND_CONFIRMATION_PROMPT = "Enter your email to get a new confirmation link.";
/** The one answer to a resend, whether or not the address has an account waiting. */
export const CONFIRMATION_EMAIL_RESENT =
  "If an account with this email is waiting for confirmation, a new confirmation email is on its way. The link in any earlier email no longer works.";
export const INVALID_REFRESH_TOKEN = "Your session has expired. Please sign in again.";
export const AUTHENTICATION_REQUIRED = "Authentication required";
export const SIGNED_OUT = "Signed out successfully";
