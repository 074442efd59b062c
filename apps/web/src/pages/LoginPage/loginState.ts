// What other screens hand to /login through the router's location state: the page a guard
// turned the visitor away from, and a notice to show (e.g. after erasing all data).

export type LoginState = { from: string | null; notice: string | null };

export function readLoginState(state: unknown): LoginState {
  if (typeof state !== "object" || state === null) return { from: null, notice: null };
  const { from, notice } = state as Record<string, unknown>;
  return {
    // Only app paths: a crafted state must not send anyone to another site.
    from: typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : null,
    notice: typeof notice === "string" ? notice : null,
  };
}
