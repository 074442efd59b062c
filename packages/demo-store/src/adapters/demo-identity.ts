// The demo's identity port: the demo user is fixed and sandboxed on the device (docs/architecture.md),
// so nobody can sign up, sign in, confirm an e-mail or ask for a new confirmation link from
// inside the demo (each refused in the demo's own words, docs/screens.md), there are no tokens
// to refresh, and signing out leaves the demo and clears its data.
import {
  AppError,
  DEMO_CONFIRM_UNAVAILABLE,
  DEMO_SESSION_NOT_REFRESHABLE,
  DEMO_SIGNIN_UNAVAILABLE,
  DEMO_SIGNUP_UNAVAILABLE,
} from "@evenkeel/contracts";
import type { IdentityPort } from "@evenkeel/domain/router";
import { exitDemo } from "../demo-session.ts";
import type { KeyValueStorage } from "../key-value-storage.ts";

export function createDemoIdentity(storage: KeyValueStorage): IdentityPort {
  const refuse = async (error: AppError): Promise<never> => {
    throw error;
  };
  return {
    signUp: () => refuse(new AppError("FORBIDDEN", DEMO_SIGNUP_UNAVAILABLE)),
    signIn: () => refuse(new AppError("FORBIDDEN", DEMO_SIGNIN_UNAVAILABLE)),
    confirm: () => refuse(new AppError("FORBIDDEN", DEMO_CONFIRM_UNAVAILABLE)),
    resendConfirmation: () => refuse(new AppError("FORBIDDEN", DEMO_CONFIRM_UNAVAILABLE)),
    refresh: () => refuse(new AppError("UNAUTHORIZED", DEMO_SESSION_NOT_REFRESHABLE)),
    async signOut() {
      exitDemo(storage);
    },
    // The demo has no sessions beyond this device's flag; erase is followed by sign-out.
    async endAllSessions() {},
  };
}
