// Every fixed user-facing text the server, the demo or the web app may show (SPEC.md §2, §4,
// §5, §8), so all three use the same words. Texts with a blank are functions.

// Sign-up, sign-in, confirmation (SPEC.md §2, §5, §8)
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
export const INVALID_REFRESH_TOKEN = "Your session has expired. Please sign in again.";
export const AUTHENTICATION_REQUIRED = "Authentication required";
export const SIGNED_OUT = "Signed out successfully";

// Profile and pictures (SPEC.md §4, §5)
export const PROFILE_UPDATED = "Profile updated successfully!";
export const PROFILE_UPDATE_FAILED = "Failed to update profile";
export const IMAGE_TYPE_INVALID = "Please select an image file";
export const IMAGE_TOO_LARGE = "Image size must be less than 5MB";
export const IMAGE_FORMAT_UNSUPPORTED = "Please upload a JPEG, PNG or WebP image";
export const PROFILE_PICTURE_PATH_INVALID = "Profile picture must be an uploaded image";

// Erase (SPEC.md §2, §8)
export const ALL_DATA_DELETED = "All account data deleted. Your account is still active.";
export const ERASE_FAILED = "Failed to delete account data";

// Mood (SPEC.md §5, §8)
export const MOOD_RATING_INVALID = "Rating must be a whole number from 1 to 10";
export const NOTES_TOO_LONG = "Notes must be at most 10,000 characters";
export const MOOD_DELETE_CONFIRM = "Are you sure you want to delete this mood rating?";
export const MOOD_DELETED = "Mood rating deleted";
export const MOOD_LOAD_FAILED = "Failed to load mood data";
export const MOOD_ALREADY_EXISTS = "A mood is already logged for this date";
export function moodNotFound(date: string): string {
  return `Mood not found for date: ${date}`;
}

// Dates
export const DATE_INVALID = "Date must be a real date in YYYY-MM-DD format";
export const DATE_RANGE_INVALID = "end_date must not be before start_date";

// Dashboard, history, carousel (SPEC.md §2, §8)
export const DASHBOARD_LOAD_FAILED = "Failed to load dashboard data";
export const HISTORY_LOAD_FAILED = "Failed to load historical data";
export const NO_HEALTH_DATA_AVAILABLE = "No health data available";
export const EXPORT_COMING_SOON = "Export functionality coming soon!";

// Insights (SPEC.md §5, §8)
export const INSIGHT_NOT_FOUND = "Insight not found";
export const INSIGHT_DELETE_CONFIRM = "Are you sure you want to delete this insight?";
export const INSIGHT_DELETED = "Insight deleted";
export const INSIGHT_DELETE_FAILED = "Failed to delete insight. Please try again.";
export const INSIGHT_GENERATION_FAILED = "Failed to generate insight";
export const INSIGHTS_LOAD_FAILED = "Failed to load AI insights";
export const FEEDBACK_TOO_LONG = "Feedback must be at most 2,000 characters";

// Wearable (SPEC.md §2, §4, §5, §8); `name` is the display name, e.g. "WHOOP"
export function wearableNotConnected(name: string): string {
  return `${name} not connected`;
}
export function connectFailed(name: string): string {
  return `Failed to connect to ${name}`;
}
export function disconnectFailed(name: string): string {
  return `Failed to disconnect ${name}`;
}
export function disconnectedSuccessfully(name: string): string {
  return `${name} account disconnected successfully`;
}
export function disconnectConfirm(name: string): string {
  return `Are you sure you want to disconnect your ${name} account?`;
}
export function callbackAuthorizationFailed(name: string, reason: string): string {
  return `${name} authorization failed: ${reason}`;
}
export function noAuthorizationCode(name: string): string {
  return `No authorization code received from ${name}`;
}
export function connectingTo(name: string): string {
  return `Connecting to ${name}...`;
}
export function connectedSuccessfully(name: string): string {
  return `Successfully connected to ${name}!`;
}
export function wearableNotConfigured(name: string): string {
  return `${name} is not configured on this server`;
}
export function wearableUnreachable(name: string): string {
  return `${name} could not be reached. Please try again later.`;
}
export function wearableCodeRefused(name: string): string {
  return `${name} did not accept the authorization. Please try connecting again.`;
}
export function wearableSyncCompleted(name: string, days: number): string {
  return `Synced ${dayCount(days)} of ${name} data`;
}
/** A sync that stopped part-way: what was kept, and why the rest was not. */
export function wearableSyncIncomplete(name: string, saved: number, reason: string): string {
  const kept =
    saved > 0 ? `Saved ${dayCount(saved)} of ${name} data, but the rest failed` : `No ${name} data was saved`;
  return `${kept}: ${reason}. Please try syncing again later.`;
}
/** Data types a member did not share at consent, e.g. ["workouts", "stress"]. */
export function wearableDataNotShared(name: string, dataTypes: readonly string[]): string {
  return `Not shared by your ${name} account: ${dataTypes.join(", ")}. Reconnect and allow them to sync them.`;
}
function dayCount(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}
export const CONNECTION_FAILED = "Connection Failed";
export const WEARABLE_NEEDS_RECONNECT = "Your wearable connection has expired. Please reconnect.";
export const OAUTH_STATE_INVALID =
  "This connection link is invalid or has expired. Please try connecting again.";

// Demo mode (SPEC.md §5, §8)
export const DEMO_USER_NOT_FOUND = "Demo user not found";
export const DEMO_SIGNUP_UNAVAILABLE =
  "Signup is not available in demo mode. Please exit demo to create an account.";
export const DEMO_SIGNIN_UNAVAILABLE = "Signin is not available in demo mode.";
export const DEMO_CONFIRM_UNAVAILABLE =
  "Email confirmation is not available in demo mode. Please exit demo to confirm your account.";
export const DEMO_SESSION_NOT_REFRESHABLE = "The demo has no session to refresh.";
/** The demo cannot serve uploads (profile pictures are /api/uploads/… paths on a server). */
export const DEMO_PROFILE_PICTURE_UNAVAILABLE =
  "Profile pictures can't be uploaded in the demo. Create an account to add yours.";
/** The demo never leaves the browser, so it cannot reach the provider's sign-in page. */
export function demoWearableConnectUnavailable(name: string): string {
  return `The demo can't connect a real ${name} account. Use Reset Demo to restore the simulated connection, or create an account to connect yours.`;
}
export function demoSyncCompleted(name: string, days: number): string {
  return `Synced ${days} ${days === 1 ? "day" : "days"} of simulated ${name} data`;
}

// Generic server answers
export const RESOURCE_NOT_FOUND = "Not found";
export const NOT_IMPLEMENTED_YET = "Not implemented yet";
export const RATE_LIMITED = "Too many requests. Please try again later.";
export const INTERNAL_ERROR = "Something went wrong. Please try again.";
export const FIELD_REQUIRED = "Required";
