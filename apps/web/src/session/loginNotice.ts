// A one-time message for the sign-in page after the session ends on purpose (e.g. "All
// account data deleted..."). Kept here rather than in the navigation state, because ending
// the session also makes the route guard redirect to /login, and that redirect carries no
// state of its own.

let pendingNotice: string | null = null;

export function leaveLoginNotice(notice: string): void {
  pendingNotice = notice;
}

export function peekLoginNotice(): string | null {
  return pendingNotice;
}

/** Called once the sign-in page has shown the notice, so it appears only once. */
export function clearLoginNotice(): void {
  pendingNotice = null;
}
