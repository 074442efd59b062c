// The one fixed, sandboxed demo user (docs/screens.md) and the seed its data grows from.
import type { User } from "@evenkeel/contracts";

export const DEMO_USER_ID = "demo-user";
export const DEMO_USER_EMAIL = "demo@example.com";
/** Seeds the simulator: every visitor sees the same story, laid over their own dates. */
export const DEMO_SEED = "evenkeel-demo";

/** The demo user's profile; a member since the simulated wearable was connected. */
export function demoUser(memberSince: string): User {
  return {
    id: DEMO_USER_ID,
    email: DEMO_USER_EMAIL,
    user_metadata: { first_name: "Demo", last_name: "User", profile_picture_url: null },
    created_at: memberSince,
  };
}
