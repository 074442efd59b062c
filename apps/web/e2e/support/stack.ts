// The browser-test stack's addresses, on free loopback ports found once per run (or given
// with the EK_E2E_* variables): the main server, the fake WHOOP it syncs from, a second
// server with SMTP for the confirmation journey (the main one has no SMTP, so sign-ups
// there start a session at once) and the SMTP mailbox it sends to, and a third server with
// WHOOP, Oura and Google Health configured and the fakes of Oura and Google Health.
import { portFromEnvironment } from "./free-ports";

/** The zone the browser runs in (playwright.config.ts timezoneId); "today" in the specs is its day. */
export const BROWSER_TIME_ZONE = "America/New_York";

const ports = portFromEnvironment([
  "EK_E2E_PORT",
  "EK_E2E_WHOOP_PORT",
  "EK_E2E_MAIL_SERVER_PORT",
  "EK_E2E_SMTP_PORT",
  "EK_E2E_LLM_PORT",
  "EK_E2E_WEARABLES_SERVER_PORT",
  "EK_E2E_OURA_PORT",
  "EK_E2E_GOOGLE_HEALTH_PORT",
]);

export const MAIN_PORT = ports.EK_E2E_PORT;
/** The local fake WHOOP (apps/server/fakes/whoop) the main server syncs from. */
export const WHOOP_PORT = ports.EK_E2E_WHOOP_PORT;
export const MAIL_SERVER_PORT = ports.EK_E2E_MAIL_SERVER_PORT;
export const SMTP_PORT = ports.EK_E2E_SMTP_PORT;
/** The local fake language model (apps/server/fakes/language-model), answering faithfully. */
export const LLM_PORT = ports.EK_E2E_LLM_PORT;
/** A third server with WHOOP and Oura both configured (the Oura journeys), and the fake Oura. */
export const WEARABLES_SERVER_PORT = ports.EK_E2E_WEARABLES_SERVER_PORT;
export const FAKE_OURA_PORT = ports.EK_E2E_OURA_PORT;
export const WEARABLES_BASE_URL = `http://127.0.0.1:${WEARABLES_SERVER_PORT}`;
export const FAKE_OURA_URL = `http://127.0.0.1:${FAKE_OURA_PORT}`;
/** The local fake Google Health (apps/server/fakes/google-health) the wearables server also uses. */
export const FAKE_GOOGLE_HEALTH_PORT = ports.EK_E2E_GOOGLE_HEALTH_PORT;
export const FAKE_GOOGLE_HEALTH_URL = `http://127.0.0.1:${FAKE_GOOGLE_HEALTH_PORT}`;

export const MAIN_BASE_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const FAKE_WHOOP_URL = `http://127.0.0.1:${WHOOP_PORT}`;
export const FAKE_LLM_URL = `http://127.0.0.1:${LLM_PORT}/v1`;
/** The server that sends confirmation e-mails; use with `test.use({ baseURL: MAIL_BASE_URL })`. */
export const MAIL_BASE_URL = `http://127.0.0.1:${MAIL_SERVER_PORT}`;

export const SMTP_ENV = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  MAIL_FROM: "Evenkeel <no-reply@evenkeel.test>",
} as const;

/** Where the mailbox keeps received messages, one .eml file each (under the run's data folder). */
export function mailboxDir(): string {
  const dataDir = process.env.EK_E2E_DATA_DIR;
  if (!dataDir) throw new Error("EK_E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return `${dataDir}/mailbox`;
}
