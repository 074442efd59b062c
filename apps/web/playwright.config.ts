// Browser tests: the built web app (apps/web/dist) served by the real server on a free
// port (e2e/support/stack.ts), with a fresh data folder per run. Build first (`npm test`
// does); the server and the fakes are bundled by the runner itself (e2e/support/server-bundle.ts)
// and run as plain JavaScript. Chromium is found by e2e/support/chromium.ts. Run from the repo
// root: `npm run test:browser`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { shiftedClockFlags } from "./e2e/support/clock";
import { type BundleName, buildServerBundles, bundleCommand } from "./e2e/support/server-bundle";
import {
  BROWSER_TIME_ZONE,
  FAKE_GOOGLE_HEALTH_PORT,
  FAKE_GOOGLE_HEALTH_URL,
  FAKE_LLM_URL,
  FAKE_OURA_PORT,
  FAKE_OURA_URL,
  FAKE_WHOOP_URL,
  LLM_PORT,
  MAIL_BASE_URL,
  MAIL_SERVER_PORT,
  MAIN_BASE_URL,
  MAIN_PORT,
  SMTP_ENV,
  WEARABLES_BASE_URL,
  WEARABLES_SERVER_PORT,
  WHOOP_PORT,
} from "./e2e/support/stack";

const webRoot = import.meta.dirname;
const repoRoot = path.resolve(webRoot, "../..");
const baseURL = MAIN_BASE_URL;

// This file is evaluated again in every worker; the folder made by the first evaluation is
// handed down through the environment, so the run has exactly one.
process.env.EK_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "evenkeel-e2e-"));
process.env.EK_E2E_MAIL_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "evenkeel-e2e-mail-"));
process.env.EK_E2E_WEARABLES_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "evenkeel-e2e-wearables-"));
// Bundled once, by the runner's first evaluation; the workers only read the folder's name.
process.env.EK_E2E_BUNDLE_DIR ??= buildServerBundles();
const bundleDir = process.env.EK_E2E_BUNDLE_DIR;
/** A process of the stack: its bundle, on the run's clock (e2e/support/clock.ts). */
const run = (name: BundleName) => bundleCommand(name, bundleDir, shiftedClockFlags());
const dataDir = process.env.EK_E2E_DATA_DIR;
const mailDataDir = process.env.EK_E2E_MAIL_DATA_DIR;
const wearablesDataDir = process.env.EK_E2E_WEARABLES_DATA_DIR;

/** What the main server and the WHOOP-and-Oura server share: the built app and the fake WHOOP. */
const whoopServerEnv = {
  HOST: "127.0.0.1",
  WEB_DIST_DIR: path.join(webRoot, "dist"),
  LOG_LEVEL: "warn",
  // Every spec signs up from 127.0.0.1: the sign-up throttle (20 an hour) would trip.
  RATE_LIMIT_SCALE: "10",
  // Reminders and alerts are looked for every 2 s, so the outreach journeys need not wait a minute.
  OUTREACH_TICK_SECONDS: "2",
  // Every journey's WHOOP account draws from one app-wide budget (100 a minute in production):
  // with a dozen syncs in a run, a sync could wait up to a minute for the next window.
  WHOOP_REQUESTS_PER_MINUTE: "1000",
  // The fake's default app (fake-whoop.ts): its client id and secret, and its URLs.
  WHOOP_CLIENT_ID: "fake-whoop-client",
  WHOOP_CLIENT_SECRET: "fake-whoop-secret",
  WHOOP_OAUTH_URL: `${FAKE_WHOOP_URL}/oauth/oauth2`,
  WHOOP_API_URL: `${FAKE_WHOOP_URL}/developer`,
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-output/results",
  // Spec files run two at a time, the tests of one file in order. Every journey signs up its own
  // account (e2e/support/account.ts) and reads only its own mail and fake members, so two
  // never share data; with the servers bundled, two workers keep both cores busy.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "test-output/report", open: "never" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    locale: "en-US",
    timezoneId: BROWSER_TIME_ZONE,
    // A failed journey keeps its trace: every action with the page's DOM before and after, its
    // network and console, and the screenshot below. The trace's film of screenshots is left out:
    // recording it for every journey cost about a tenth of the run (docs/testing.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      command: run("fake-whoop"),
      cwd: repoRoot,
      url: `${FAKE_WHOOP_URL}/__control`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { WHOOP_FAKE_PORT: String(WHOOP_PORT), WHOOP_FAKE_HOST: "127.0.0.1", WHOOP_FAKE_DAYS: "90" },
    },
    {
      command: run("fake-language-model"),
      cwd: repoRoot,
      url: `${FAKE_LLM_URL}/models`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { LLM_FAKE_PORT: String(LLM_PORT), LLM_FAKE_HOST: "127.0.0.1", LLM_FAKE_MODE: "faithful" },
    },
    {
      command: run("server"),
      cwd: repoRoot,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        ...whoopServerEnv,
        PORT: String(MAIN_PORT),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        // Users who opt in get insights narrated by the fake model (docs/decisions/027).
        LLM_BASE_URL: FAKE_LLM_URL,
        LLM_MODEL: "fake-narrator",
      },
    },
    {
      command: run("fake-oura"),
      cwd: repoRoot,
      url: `${FAKE_OURA_URL}/__control`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { OURA_FAKE_PORT: String(FAKE_OURA_PORT), OURA_FAKE_HOST: "127.0.0.1", OURA_FAKE_DAYS: "90" },
    },
    {
      command: run("fake-google-health"),
      cwd: repoRoot,
      url: `${FAKE_GOOGLE_HEALTH_URL}/__control`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        GOOGLE_HEALTH_FAKE_PORT: String(FAKE_GOOGLE_HEALTH_PORT),
        GOOGLE_HEALTH_FAKE_HOST: "127.0.0.1",
        GOOGLE_HEALTH_FAKE_DAYS: "90",
      },
    },
    {
      // The same server with WHOOP, Oura and Google Health configured, for their journeys.
      command: run("server"),
      cwd: repoRoot,
      url: `${WEARABLES_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        ...whoopServerEnv,
        PORT: String(WEARABLES_SERVER_PORT),
        DATA_DIR: wearablesDataDir,
        PUBLIC_URL: WEARABLES_BASE_URL,
        // The fake Oura's default app (fake-oura.ts).
        OURA_CLIENT_ID: "fake-oura-client",
        OURA_CLIENT_SECRET: "fake-oura-secret",
        OURA_AUTHORIZE_URL: `${FAKE_OURA_URL}/oauth/authorize`,
        OURA_API_URL: FAKE_OURA_URL,
        OURA_TOKEN_FALLBACK_URL: `${FAKE_OURA_URL}/moi/oauth/v2/ext/oauth-token`,
        // The fake Google Health's default app (fakes/google-health/state.ts).
        GOOGLE_HEALTH_CLIENT_ID: "fake-google-client.apps.googleusercontent.com",
        GOOGLE_HEALTH_CLIENT_SECRET: "fake-google-secret",
        GOOGLE_HEALTH_AUTHORIZE_URL: `${FAKE_GOOGLE_HEALTH_URL}/o/oauth2/v2/auth`,
        GOOGLE_HEALTH_TOKEN_URL: `${FAKE_GOOGLE_HEALTH_URL}/token`,
        GOOGLE_HEALTH_REVOKE_URL: `${FAKE_GOOGLE_HEALTH_URL}/revoke`,
        GOOGLE_HEALTH_API_URL: FAKE_GOOGLE_HEALTH_URL,
      },
    },
    {
      // The same server with SMTP (e2e/support/stack.ts), for the e-mail confirmation journey;
      // its mail goes to the mailbox the global setup starts.
      command: run("server"),
      cwd: repoRoot,
      url: `${MAIL_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        PORT: String(MAIL_SERVER_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: mailDataDir,
        PUBLIC_URL: MAIL_BASE_URL,
        WEB_DIST_DIR: path.join(webRoot, "dist"),
        LOG_LEVEL: "warn",
        RATE_LIMIT_SCALE: "10",
        OUTREACH_TICK_SECONDS: "2",
        ...SMTP_ENV,
      },
    },
  ],
});
