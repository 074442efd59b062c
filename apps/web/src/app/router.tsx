// Every route of docs/screens.md and who may see it. Pages live in ../pages; the guards in
// ../session/guards; the signed-in frame in ../components/AppLayout.
import { WEARABLE_PROVIDER_IDS, wearableCallbackPath } from "@evenkeel/contracts";
import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { AppLayout } from "../components/AppLayout/AppLayout";
import { PageSkeleton } from "../components/PageSkeleton/PageSkeleton";
import { LoginPage } from "../pages/LoginPage/LoginPage";
import { RouteErrorPage } from "../pages/RouteErrorPage/RouteErrorPage";
import { RedirectSignedIn, RequireSession } from "../session/guards";

// Every page but sign-in is its own chunk, fetched the first time it is opened: a first visit
// to /login downloads the app shell and that page only.
const AlertPage = lazy(() => import("../pages/AlertPage/AlertPage").then((m) => ({ default: m.AlertPage })));
const ConfirmEmailPage = lazy(() =>
  import("../pages/ConfirmEmailPage/ConfirmEmailPage").then((m) => ({ default: m.ConfirmEmailPage })),
);
const HistoryPage = lazy(() =>
  import("../pages/HistoryPage/HistoryPage").then((m) => ({ default: m.HistoryPage })),
);
const InsightsPage = lazy(() =>
  import("../pages/InsightsPage/InsightsPage").then((m) => ({ default: m.InsightsPage })),
);
const MoodPage = lazy(() => import("../pages/MoodPage/MoodPage").then((m) => ({ default: m.MoodPage })));
const SettingsPage = lazy(() =>
  import("../pages/SettingsPage/SettingsPage").then((m) => ({ default: m.SettingsPage })),
);
const WhoopCallbackPage = lazy(() =>
  import("../pages/WhoopCallbackPage/WhoopCallbackPage").then((m) => ({ default: m.WhoopCallbackPage })),
);

/** A lazy page: the frame around it stays; a skeleton holds its place until its chunk arrives. */
function later(page: ReactNode) {
  return <Suspense fallback={<PageSkeleton />}>{page}</Suspense>;
}

/**
 * The pages the build writes an HTML of their own for (src/painted/paintedPages.tsx), which
 * fetches their code together with the app's: route modules, which the router loads before
 * its first render, so the app's first screen is that page (no skeleton in between) and its
 * first calls go out together (docs/decisions/053-painted-public-pages.md). A painted page is
 * replaced by the same page; the dashboard's brand shell by the dashboard.
 */
const ownHtml = {
  signup: async () => ({ Component: (await import("../pages/SignupPage/SignupPage")).SignupPage }),
  checkin: async () => ({ Component: (await import("../pages/CheckinPage/CheckinPage")).CheckinPage }),
  dashboard: async () => ({
    Component: (await import("../pages/DashboardPage/DashboardPage")).DashboardPage,
  }),
};

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <RedirectSignedIn />,
          children: [
            { path: "/login", element: <LoginPage /> },
            { path: "/signup", lazy: ownHtml.signup },
          ],
        },
        { path: "/auth/confirm", element: later(<ConfirmEmailPage />) },
        // A reminder's one-tap link: the token is the credential, no sign-in.
        { path: "/checkin", lazy: ownHtml.checkin },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppLayout />,
              children: [
                { path: "/dashboard", lazy: ownHtml.dashboard },
                { path: "/mood", element: later(<MoodPage />) },
                { path: "/history", element: later(<HistoryPage />) },
                { path: "/insights", element: later(<InsightsPage />) },
                { path: "/settings", element: later(<SettingsPage />) },
                { path: "/alerts/:id", element: later(<AlertPage />) },
                // One OAuth return page per provider: /settings/whoop/callback, /settings/oura/callback.
                // The demo's too: its simulated Google Health consent returns here (docs/decisions/048).
                ...WEARABLE_PROVIDER_IDS.map((provider) => ({
                  path: wearableCallbackPath(provider),
                  element: later(<WhoopCallbackPage provider={provider} />),
                })),
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

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first location's route modules. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
