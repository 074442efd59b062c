// The frame around every app page: header, navigation, page titles and Logout. Reached here
// through the demo, the one way in that needs no account.
import { expect, test, VIEWPORTS } from "./support/fixtures";

const PAGES = [
  { link: "Dashboard", path: "/dashboard", title: "Dashboard - Evenkeel", heading: "Dashboard" },
  { link: "Mood", path: "/mood", title: "Mood Tracking - Evenkeel", heading: "Mood Tracking" },
  { link: "History", path: "/history", title: "Health History - Evenkeel", heading: "Health History" },
  { link: "Insights", path: "/insights", title: "AI Insights - Evenkeel", heading: "AI Insights" },
  { link: "Settings", path: "/settings", title: "Settings - Evenkeel", heading: "Settings" },
] as const;

test("A visitor who tries the demo can move between every app page and log out", async ({
  page,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/login");
  await page.getByRole("button", { name: "Try Demo (No Account Needed)" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("banner").getByText("Evenkeel")).toBeVisible();
  await saveScreenshot("app-frame-1440");
  await expectAccessible();

  const navigation = page.getByRole("navigation", { name: "Main" });
  for (const target of PAGES) {
    await navigation.getByRole("link", { name: target.link }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page).toHaveTitle(target.title);
    await expect(page.getByRole("heading", { level: 1, name: target.heading })).toBeVisible();
    await expect(navigation.getByRole("link", { name: target.link })).toHaveAttribute("aria-current", "page");
  }

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("On a phone the navigation folds behind the menu button", async ({ page, saveScreenshot }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/login");
  await page.getByRole("button", { name: "Try Demo (No Account Needed)" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const navigation = page.getByRole("navigation", { name: "Main" });
  await expect(navigation).toBeHidden();
  await saveScreenshot("app-frame-390");

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(navigation).toBeVisible();
  await saveScreenshot("app-frame-390-menu");
  await navigation.getByRole("link", { name: "Mood" }).click();

  await expect(page).toHaveURL(/\/mood$/);
  await expect(navigation).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});
