// Route guards (docs/screens.md): app pages need a signed-in user or an active demo; the wearable
// callback needs a signed-in user. Everyone else is sent to /login. Signed-in users who open
// /login or /signup go on to the app instead of a blank form.
import { Navigate, Outlet, useLocation } from "react-router";
import { readLoginState } from "../pages/LoginPage/loginState";
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

/**
 * Sign-in and sign-up for visitors and demo users (the demo banner's Create Account leads to
 * /signup); a signed-in user goes where sign-in would have taken them.
 */
export function RedirectSignedIn() {
  const kind = useSessionKind();
  const { from } = readLoginState(useLocation().state);
  return kind === "signed-in" ? <Navigate to={from ?? "/dashboard"} replace /> : <Outlet />;
}
