// Entry point: global styles, the data layer and the router.
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ApiProvider } from "./api/ApiProvider";
import { createAppRouter } from "./app/router";
import { registerServiceWorkerAfterFirstPage } from "./app/serviceWorker";
import { KeptReads } from "./offline/KeptReads";
import { SessionWatcher } from "./session/SessionWatcher";

const router = createAppRouter();
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <ApiProvider>
      <SessionWatcher />
      <KeptReads />
      <RouterProvider router={router} />
    </ApiProvider>
  </StrictMode>,
);

// Installable app shell; only in a build, so development always loads fresh code.
if (import.meta.env.PROD) registerServiceWorkerAfterFirstPage();
