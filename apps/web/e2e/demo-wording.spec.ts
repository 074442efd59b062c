// The demo speaks of the demo, not of a server it never talks to. A provider
// it does not simulate is named as such, the language model section says the demo writes
// insights by rules, and file import is refused before a file is chosen.
import {
  DEMO_IMPORTS_UNAVAILABLE,
  DEMO_NARRATOR_UNAVAILABLE,
  DEMO_NOT_SIMULATED_CHIP,
  demoWearableNotSimulated,
} from "@evenkeel/contracts";
import { expect, test, VIEWPORTS } from "./support/demo";
import { WEARABLES_BASE_URL } from "./support/stack";

// A server that offers WHOOP, Oura and a language model: the demo still says none of it is here.
test.use({ baseURL: WEARABLES_BASE_URL });

test("The demo's Settings speak of the demo, never of the server", async ({ page, demo, saveScreenshot }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.goto("/settings");
  const wearables = page.getByRole("region", { name: "Wearable Connection" });
  const oura = wearables.getByRole("region", { name: "Oura" });
  await expect(oura).toContainText(`${demoWearableNotSimulated("Oura")}.`);
  await expect(oura).toContainText(DEMO_NOT_SIMULATED_CHIP);
  const narrator = page.getByRole("region", { name: "Language Model Insights" });
  await expect(narrator).toContainText(DEMO_NARRATOR_UNAVAILABLE);
  const imports = page.getByRole("region", { name: "Import data" });
  await expect(imports.getByText(DEMO_IMPORTS_UNAVAILABLE)).toBeVisible();
  await expect(imports.locator('input[type="file"]')).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText("on this server");
  await expect(page.getByRole("main")).not.toContainText("is configured");
  await saveScreenshot("issue37-demo-settings-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-demo-settings-390");
});
