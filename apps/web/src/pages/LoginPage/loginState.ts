// What the route guard hands to /login through the location state: the page it turned the
// visitor away from, so signing in leads back there.

export type LoginState = { from: string | null };

export function readLoginState(state: unknown): LoginState {
  if (typeof state !== "object" || state === null) return { from: null };
  const { from } = state as Record<string, unknown>;
  // Only app paths: a crafted state must not send anyone to another site.
  return { from: typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : null };
}
