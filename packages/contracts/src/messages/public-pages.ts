// The public pages' words: the frame around sign-in, sign-up and the one-tap check-in (what
// Evenkeel is, beside the form), the two forms and the check-in's opening line (docs/screens.md).
// The build paints these pages into their HTML before the scripts run
// (docs/decisions/053-painted-public-pages.md), from the same components and so the same words.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).
import { PRODUCT_NAME } from "../product.ts";

/** The brand panel beside the form (large screens). */
export const PUBLIC_PANEL_LABEL = "About";
export const PUBLIC_HEADLINE = "Notice the drift before it becomes burnout.";
export const PUBLIC_LEAD = "A steady, private look at how you recover, sleep and feel, day after day.";
export const PUBLIC_HIGHLIGHTS = {
  activity: "Recovery, sleep, HRV and strain from your wearable, in one calm view.",
  mood: "A quick daily mood check-in that takes seconds.",
  shield: "A burnout-risk score that explains itself, and insights from your own numbers.",
  lock: "Self-hosted: your health data stays on your server.",
} as const;
export const PUBLIC_DISCLAIMER = `${PRODUCT_NAME} shows you numbers and patterns, never a diagnosis.`;
/** Between two ways in: the form and the demo. */
export const PUBLIC_OR = "or";

export const EMAIL_LABEL = "Email";
export const PASSWORD_LABEL = "Password";
export const TRY_DEMO = "Try Demo (No Account Needed)";

// /login
export const SIGN_IN_HEADING = `Sign in to ${PRODUCT_NAME}`;
export const SIGN_IN_LEAD = "Welcome back. Pick up where you left off.";
export const SIGN_IN_BUTTON = "Sign In";
export const SIGNING_IN = "Signing In...";
export const NO_ACCOUNT_YET = "Don't have an account?";
export const SIGN_UP_LINK = "Sign up";
export const DEMO_NOTE = "Explore with simulated data, kept only in this browser.";

// /signup
export const SIGN_UP_HEADING = "Create your account";
export const SIGN_UP_LEAD = `Start tracking with ${PRODUCT_NAME}.`;
export const FIRST_NAME_LABEL = "First name";
export const LAST_NAME_LABEL = "Last name";
export const SIGN_UP_PICTURE_LABEL = "Profile picture (optional)";
export const SIGN_UP_PICTURE_HINT = "An image of at most 5MB.";
export const NEW_PASSWORD_HINT = "At least 8 characters.";
export const CONFIRM_PASSWORD_LABEL = "Confirm password";
export const CREATE_ACCOUNT_BUTTON = "Create Account";
export const CREATING_ACCOUNT = "Creating Account...";
export const HAVE_AN_ACCOUNT = "Already have an account?";
export const SIGN_IN_LINK = "Sign in";
export const CHECK_INBOX_HEADING = "Check your inbox";
export const CHECK_INBOX_LEAD = `One more step before you can sign in to ${PRODUCT_NAME}.`;
export const CONFIRMED_ALREADY = "Confirmed already?";

/** The picture picker (sign-up and Settings). */
export const CHOOSE_PICTURE = "Choose picture";
export const CHANGE_PICTURE = "Change picture";
export const REMOVE_PICTURE = "Remove";
export const PICTURE_PREVIEW = "Preview";

// /checkin
/** While the page asks what the reminder's link can still do. */
export const CHECKIN_OPENING = "Opening your check-in...";
