// Every route of SPEC §2 and who may see it. Pages live in ../pages; the guards in
// ../session/guards; the signed-in frame in ../components/AppLayout.
import { DEFAULT_WEARABLE_PROVIDER, wearableCallbackPath } from "@evenkeel/contracts";
import { createBrowserRouter, Navigate } from "react-router";
import { AppLayout } from "../components/AppLayout/AppLayout";
import { ConfirmEmailPage } from "../pages/ConfirmEmailPage/ConfirmEmailPage";
import { DashboardPage } from "../pages/DashboardPage/DashboardPage";
import { HistoryPage } from "../pages/HistoryPage/HistoryPage";
import { InsightsPage } from "../pages/InsightsPage/InsightsPage";
import { LoginPage } from "../pages/LoginPage/LoginPage";
import { MoodPage } from "../pages/MoodPage/MoodPage";
import { RouteErrorPage } from "../pages/RouteErrorPage/RouteErrorPage";
import { SettingsPage } from "../pages/SettingsPage/SettingsPage";
import { SignupPage } from "../pages/SignupPage/SignupPage";
import { WhoopCallbackPage } from "../pages/WhoopCallbackPage/WhoopCallbackPage";
import { RequireSession, RequireSignedIn } from "../session/guards";

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        { path: "/login", element: <LoginPage /> },
        { path: "/signup", element: <SignupPage /> },
        { path: "/auth/confirm", element: <ConfirmEmailPage /> },
        {
          element: <RequireSignedIn />,
          children: [
            { path: wearableCallbackPath(DEFAULT_WEARABLE_PROVIDER), element: <WhoopCallbackPage /> },
          ],
        },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppLayout />,
              children: [
                { path: "/dashboard", element: <DashboardPage /> },
                { path: "/mood", element: <MoodPage /> },
                { path: "/history", element: <HistoryPage /> },
                { path: "/insights", element: <InsightsPage /> },
                { path: "/settings", element: <SettingsPage /> },
              ],
            },
          ],
        },
        { path: "/", element: <Navigate to="/dashboard" replace /> },
        { path: "*", element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ]);
}
