// The pages the build writes an HTML of their own for (docs/decisions/053-painted-public-pages.md).
// The public ones are painted into it, so a phone shows the form's frame before any script has
// run: each is rendered at build time from the page's own component, in the state the app's
// first render puts it in, so the app replaces it with the same boxes in the same places (no
// layout shift). The painted copy is inert: nothing in it can be focused or typed into before
// the real page replaces it. The dashboard, whose look depends on the account, keeps the brand
// shell; its HTML only fetches its code at once instead of after the app's.
// build/painted-pages.ts renders this module in Node and writes dist/pages/<name>.html.
import { PAGE_TITLES } from "@evenkeel/contracts";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ApiProvider } from "../api/ApiProvider";
import { CheckinOpening } from "../pages/CheckinPage/CheckinPage";
import { LoginPage } from "../pages/LoginPage/LoginPage";
import { SignupPage } from "../pages/SignupPage/SignupPage";

export interface PaintedPage {
  /** dist/pages/<name>.html, served for the path /<name>. */
  name: string;
  title: string;
  /** The page's module, from the app's root: the build preloads its chunk and styles. */
  module: string;
  /** What is painted inside #root; without it, the brand shell stays. */
  Page?: ComponentType;
}

export const PAINTED_PAGES: readonly PaintedPage[] = [
  { name: "login", title: PAGE_TITLES.signIn, module: "src/pages/LoginPage/LoginPage.tsx", Page: LoginPage },
  {
    name: "signup",
    title: PAGE_TITLES.signUp,
    module: "src/pages/SignupPage/SignupPage.tsx",
    Page: SignupPage,
  },
  // A reminder's link: the page first asks what the link can still do.
  {
    name: "checkin",
    title: PAGE_TITLES.checkin,
    module: "src/pages/CheckinPage/CheckinPage.tsx",
    Page: CheckinOpening,
  },
  // Where a signed-in phone (and the installed app) opens.
  { name: "dashboard", title: PAGE_TITLES.dashboard, module: "src/pages/DashboardPage/DashboardPage.tsx" },
];

export interface PaintedMarkup {
  name: string;
  title: string;
  module: string;
  /** What goes inside #root in place of the brand shell, if anything. */
  markup?: string;
}

export function renderPaintedPages(): PaintedMarkup[] {
  return PAINTED_PAGES.map(({ name, title, module, Page }) => ({
    name,
    title,
    module,
    markup:
      Page &&
      renderToStaticMarkup(
        <ApiProvider>
          <MemoryRouter initialEntries={[`/${name}`]}>
            <div inert>
              <Page />
            </div>
          </MemoryRouter>
        </ApiProvider>,
      ),
  }));
}
