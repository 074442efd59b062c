// Entry point: global styles, the data layer and the router.
import "./styles/global.css";
import { checkSchemasWithoutEval } from "@evenkeel/contracts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ApiProvider } from "./api/ApiProvider";
import { createAppRouter, routerReady } from "./app/router";
import { registerServiceWorkerAfterFirstPage } from "./app/serviceWorker";
import { KeptReads } from "./offline/KeptReads";
import { SessionWatcher } from "./session/SessionWatcher";

checkSchemasWithoutEval();
const router = createAppRouter();
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render waits for the route's own module (a painted page's, app/router.tsx): until
// then the page painted into the HTML stays, and the app replaces it with the same page. Not a
// top-level await: the page's chunk imports this one, which must have finished running first.
void routerReady(router).then(() =>
  createRoot(container).render(
    <StrictMode>
      <ApiProvider>
        <SessionWatcher />
        <KeptReads />
        <RouterProvider router={router} />
      </ApiProvider>
    </StrictMode>,
  ),
);

// Installable app shell; only in a build, so development always loads fresh code.
if (import.meta.env.PROD) registerServiceWorkerAfterFirstPage();
