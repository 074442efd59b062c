// Runs once before the browser tests: checks that the app was built, finds Chromium once
// (unpacking the bundled one if needed, handing the path to the workers via the environment),
// and starts the SMTP mailbox the mail server sends to. That server only connects when it
// sends, so starting the mailbox after the servers is fine.
import fs from "node:fs";
import { resolveChromium } from "./chromium";
import { startMailbox } from "./mailbox";
import { SCREENSHOT_DIR, WEB_DIST_INDEX } from "./paths";

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(WEB_DIST_INDEX)) {
    throw new Error(`${WEB_DIST_INDEX} is missing: build the web app first (npm run build).`);
  }
  const chromium = await resolveChromium();
  process.env.EK_CHROMIUM_EXECUTABLE = chromium.executablePath;
  console.log(`Browser tests use Chromium from ${chromium.source}: ${chromium.executablePath}`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });

  return startMailbox();
}
