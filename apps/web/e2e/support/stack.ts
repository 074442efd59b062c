// The e-mail side of the browser tests, on fixed loopback ports (override with the EK_E2E_*
// variables): a second server with SMTP for the confirmation journey (the main one has no
// SMTP, so sign-ups there start a session at once) and the SMTP mailbox it sends to.

/** The zone the browser runs in (playwright.config.ts timezoneId); "today" in the specs is its day. */
export const BROWSER_TIME_ZONE = "America/New_York";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const MAIN_PORT = port("EK_E2E_PORT", 3100);
export const MAIL_SERVER_PORT = port("EK_E2E_MAIL_SERVER_PORT", 3102);
export const SMTP_PORT = port("EK_E2E_SMTP_PORT", 3125);
/** A third server with WHOOP and Oura both configured (the Oura journeys), and the fake Oura. */
export const WEARABLES_SERVER_PORT = port("EK_E2E_WEARABLES_SERVER_PORT", 3103);
export const FAKE_OURA_PORT = port("EK_E2E_OURA_PORT", 3104);
export const WEARABLES_BASE_URL = `http://127.0.0.1:${WEARABLES_SERVER_PORT}`;
export const FAKE_OURA_URL = `http://127.0.0.1:${FAKE_OURA_PORT}`;

export const MAIN_BASE_URL = `http://127.0.0.1:${MAIN_PORT}`;
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
