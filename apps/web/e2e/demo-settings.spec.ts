// Settings and the wearable in the demo: the simulated WHOOP connection, a sync that reads
// "Syncing..." for about 1.5 s, disconnecting (and why connecting WHOOP is not possible from the
// demo), connecting the simulated Google Health through the app's own return page, editing the
// profile (names yes, a picture no), and erasing all data with ERASE, which leaves the demo with
// nothing stored.
import {
  ALL_DATA_DELETED,
  connectedSuccessfully,
  DEMO_PROFILE_PICTURE_UNAVAILABLE,
  DEMO_SENDS_NOTHING,
  DEMO_SYNC_DELAY_MS,
  disconnectConfirm,
  METRIC_SOURCE_LABELS,
  PREFERRED_SOURCES_TITLE,
} from "@evenkeel/contracts";
import { expect, test, VIEWPORTS } from "./support/demo";
import { pngPicture } from "./support/images";

test("A demo visitor syncs the simulated WHOOP: Syncing... for about 1.5 seconds", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  const before = await demo.collection<{ last_synced_at: string }>("connections");

  await page.getByRole("button", { name: "WHOOP", exact: true }).click();
  const started = Date.now();
  await expect(page.getByRole("button", { name: "Syncing..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "WHOOP", exact: true })).toBeEnabled({ timeout: 5_000 });
  const took = Date.now() - started;

  expect(took).toBeGreaterThanOrEqual(DEMO_SYNC_DELAY_MS - 300);
  expect(took).toBeLessThan(DEMO_SYNC_DELAY_MS + 2_500);
  await expect(
    page.getByRole("status").filter({ hasText: "Your simulated WHOOP data is already up to date" }),
  ).toBeVisible();
  const after = await demo.collection<{ last_synced_at: string }>("connections");
  expect(Date.parse(after[0]?.last_synced_at ?? "")).toBeGreaterThan(
    Date.parse(before[0]?.last_synced_at ?? ""),
  );
});

test("A demo visitor sees the simulated connection in Settings and can disconnect it", async ({
  page,
  demo,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  const wearable = page.getByRole("region", { name: "Wearable Connection" });
  await expect(wearable).toContainText("Connected");
  await expect(wearable).toContainText("Connected At");
  await expect(wearable).toContainText("Last Synced");
  await expect(wearable).toContainText("Enabled");
  const account = page.getByRole("region", { name: "Account" });
  await expect(account).toContainText("demo@example.com");
  await expectAccessible();

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await wearable.getByRole("button", { name: "Disconnect" }).click();
  await expect(wearable).toContainText("WHOOP account disconnected successfully");
  await expect(wearable).toContainText("Not Connected");
  expect(dialogs).toEqual([disconnectConfirm("WHOOP")]);

  // The demo cannot reach WHOOP's sign-in page; it says so and points to Reset Demo.
  await wearable.getByRole("button", { name: "Connect WHOOP" }).click();
  await expect(wearable.getByRole("alert")).toContainText("The demo can't connect a real WHOOP account");
  await expect(page).toHaveURL(/\/settings$/);
});

test("A demo visitor connects the simulated Google Health without leaving the app", async ({
  page,
  demo,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  const wearables = page.getByRole("region", { name: "Wearable Connection" });
  const google = wearables.getByRole("region", { name: "Google Health" });
  await expect(google).toContainText("Not Connected");

  await google.getByRole("button", { name: "Connect Google Health" }).click();
  // The simulated consent returns at once to the app's own page, which finishes the connection.
  await expect(page).toHaveURL(/\/settings\/google_health\/callback\?/);
  await expect(page.getByRole("heading", { name: connectedSuccessfully("Google Health") })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/settings$/, { timeout: 10_000 });

  const connected = page.getByRole("region", { name: "Wearable Connection" }).getByRole("region", {
    name: "Google Health",
  });
  await expect(connected).toContainText("Connected At");
  await expect(connected.getByRole("button", { name: "Disconnect" })).toBeVisible();
  // Two sources now hold resting HR, HRV, sleep minutes and workouts: each may be chosen;
  // recovery, sleep quality and strain only WHOOP gives.
  const preferred = page.getByRole("region", { name: PREFERRED_SOURCES_TITLE });
  await expect(preferred.getByLabel(METRIC_SOURCE_LABELS.hrv)).toBeVisible();
  await expect(preferred.getByLabel(METRIC_SOURCE_LABELS.resting_hr)).toBeVisible();
  await expect(preferred.getByLabel(METRIC_SOURCE_LABELS.recovery_score)).toHaveCount(0);
  const stored = await demo.collection<{ source: string; recovery_score: number | null }>("source_days");
  const googleDays = stored.filter((day) => day.source === "google_health");
  expect(googleDays).toHaveLength(90);
  expect(googleDays.every((day) => day.recovery_score === null)).toBe(true);
  await expectAccessible();
  await saveScreenshot("issue39-demo-google-health-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue39-demo-google-health-390");
});

test("A demo visitor erases all data with ERASE and leaves the demo with nothing stored", async ({
  page,
  demo,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();

  await page.getByRole("button", { name: "Delete All Account Data" }).click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: "Delete All Data" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type ERASE to confirm").fill("erase");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type ERASE to confirm").fill("ERASE");
  await confirm.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ALL_DATA_DELETED)).toBeVisible();
  await expect.poll(() => demo.storedData()).toEqual({});
  expect(await demo.flag()).toBe("exited");

  // Trying the demo again starts from a fresh seed.
  await page.getByRole("button", { name: "Try Demo (No Account Needed)" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("region", { name: "Your Progress" }).getByRole("definition").first(),
  ).toHaveText("90");
});

test("A demo visitor edits the demo profile's names", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("First Name").fill("Dana");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Dana User")).toBeVisible();
});

test("A demo visitor who picks a profile picture is told the demo cannot keep one, and nothing is sent", async ({
  page,
  demo,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Profile Picture").setInputFiles(pngPicture());
  await page.getByRole("button", { name: "Save Changes" }).click();

  // The demo fixture also fails this test if the picture was sent to /api/.
  await expect(page.getByRole("alert").filter({ hasText: DEMO_PROFILE_PICTURE_UNAVAILABLE })).toBeVisible();
});

test("The demo keeps notification preferences on the device and says it sends nothing", async ({
  page,
  demo,
  saveScreenshot,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  const preferences = page.getByRole("region", { name: "Preferences" });
  await expect(preferences).toContainText(DEMO_SENDS_NOTHING);
  await preferences.getByRole("checkbox", { name: /^Daily check-in reminder/ }).click();
  await expect(preferences.getByRole("checkbox", { name: /^Daily check-in reminder/ })).toBeChecked();
  expect(await demo.collection("preferences")).toMatchObject([{ reminder_enabled: true }]);
  await saveScreenshot("issue18-demo-preferences-1440");
});
