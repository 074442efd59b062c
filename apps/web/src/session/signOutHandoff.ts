// What a deliberate sign-out hands to the sign-in page: that it was deliberate (so the route
// guard, which also reacts to the session ending, does not offer to return to the page the
// user was on) and, sometimes, a notice such as "All account data deleted...". Kept here rather
// than in the navigation state, because the guard's own redirect would replace that state.

let handoff: { notice: string | null } | null = null;

export function handOffSignOut(notice: string | null): void {
  handoff = { notice };
}

/** True between a deliberate sign-out and the sign-in page taking over. */
export function isSigningOut(): boolean {
  return handoff !== null;
}

export function peekSignOutNotice(): string | null {
  return handoff?.notice ?? null;
}

/** Called once the sign-in page is on screen, so the notice appears only once. */
export function clearSignOutHandoff(): void {
  handoff = null;
}
