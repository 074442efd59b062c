// Browser tests: the built web app (apps/web/dist) served by the real server on a fixed
// port, with a fresh data folder per run. Build first (`npm test` does); Chromium is found
// by e2e/support/chromium.ts. Run from the repo root: `npm run test:browser`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const webRoot = import.meta.dirname;
const repoRoot = path.resolve(webRoot, "../..");
const port = Number(process.env.EK_E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// This file is evaluated again in every worker; the folder made by the first evaluation is
// handed down through the environment, so the run has exactly one.
process.env.EK_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "evenkeel-e2e-"));
const dataDir = process.env.EK_E2E_DATA_DIR;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-output/results",
  fullyParallel: false,
  // Two cores: the server, the browser and one test at a time already fill them.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "test-output/report", open: "never" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    locale: "en-US",
    timezoneId: "America/New_York",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node --import tsx apps/server/src/main.ts",
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      WEB_DIST_DIR: path.join(webRoot, "dist"),
      LOG_LEVEL: "warn",
    },
  },
});
