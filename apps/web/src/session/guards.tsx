// Route guards of SPEC §2: app pages need a signed-in user or an active demo; the wearable
// callback needs a signed-in user. Everyone else is sent to /login.
import { Navigate, Outlet, useLocation } from "react-router";
import { useSessionKind } from "./sessionKind";

function RedirectToLogin() {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: location.pathname }} />;
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
