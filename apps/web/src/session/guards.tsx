// Route guards of SPEC §2: app pages need a signed-in user or an active demo; the wearable
// callback needs a signed-in user. Everyone else is sent to /login.
import { Navigate, Outlet, useLocation } from "react-router";
import { useSessionKind } from "./sessionKind";
import { isSigningOut } from "./signOutHandoff";

function RedirectToLogin() {
  const location = useLocation();
  // After a deliberate sign-out there is no page to return to.
  const state = isSigningOut() ? undefined : { from: location.pathname };
  return <Navigate to="/login" replace state={state} />;
}

/** Lets signed-in users and demo visitors through. */
export function RequireSession() {
  const kind = useSessionKind();
  return kind === "none" ? <RedirectToLogin /> : <Outlet />;
}

/** Lets only signed-in users through (the demo has no wearable account to connect). */
export function RequireSignedIn() {
  const kind = useSessionKind();
  return kind === "signed-in" ? <Outlet /> : <RedirectToLogin />;
}
