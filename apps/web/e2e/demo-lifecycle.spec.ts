// The demo banner's three actions (docs/screens.md) and the doors the demo keeps shut:
// Reset Demo brings the seeded data back, Exit Demo and Create Account leave it with the
// demo data gone, and signing in or up while the demo is on says why it cannot.
import { DEMO_SIGNIN_UNAVAILABLE, DEMO_SIGNUP_UNAVAILABLE } from "@evenkeel/contracts";
import { expect, test, VIEWPORTS } from "./support/demo";

test("Reset Demo brings back the seeded data after the visitor changed it", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  const seededMetrics = await demo.collection("metrics");
  await page.getByRole("button", { name: "Log Mood" }).click();
  await page.getByRole("button", { name: "Rate 2 out of 10" }).click();
  await page.getByRole("button", { name: "Save Mood" }).click();
  await expect(page.getByRole("button", { name: "Edit Mood" })).toBeVisible();

  await page.getByRole("region", { name: "Demo mode" }).getByRole("button", { name: "Reset Demo" }).click();

  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Latest metrics" })).toContainText("No mood logged today");
  expect((await demo.collection<{ date: string }>("moods")).some((mood) => mood.date === demo.today)).toBe(
    false,
  );
  expect((await demo.collection("metrics")).length).toBe(seededMetrics.length);
  expect(await demo.flag()).toBe("active");
});

test("Exit Demo lands on /login with the demo data gone, and the app pages closed again", async ({
  page,
  demo,
}) => {
  await demo.enter();
  await page.getByRole("region", { name: "Demo mode" }).getByRole("button", { name: "Exit Demo" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => demo.storedData()).toEqual({});
  expect(await demo.flag()).toBe("exited");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("Create Account leaves the demo and opens the sign-up form", async ({ page, demo }) => {
  await demo.enter();
  await page
    .getByRole("region", { name: "Demo mode" })
    .getByRole("button", { name: "Create Account" })
    .click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await expect.poll(() => demo.storedData()).toEqual({});
  expect(await demo.flag()).toBe("exited");
});

test("Signing in or up while the demo is on is refused with the demo's words", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();

  // The sign-in page still opens for a demo visitor who goes there; the demo answers the form.
  await page.goto("/login");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText(DEMO_SIGNIN_UNAVAILABLE);

  await page.goto("/signup");
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Rivers");
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByLabel("Password", { exact: true }).fill("a long enough password");
  await page.getByLabel("Confirm password").fill("a long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert")).toContainText(DEMO_SIGNUP_UNAVAILABLE);

  // Still in the demo, data untouched.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Demo mode" })).toBeVisible();
  expect(await demo.flag()).toBe("active");
});
