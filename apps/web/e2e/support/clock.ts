// The browser tests' one clock. A journey reads "today" three times: in the test (the account
// fixture's `today`), in the browser, and on the server. A run that crosses midnight in the
// browser's zone between two of those reads fails for no fault of the app, so a run that starts
// late in New York's evening is moved back, as a whole, to NEW_YORK_START_HOUR: the servers and
// fakes run with shifted-clock.mjs preloaded, the browser with Playwright's clock installed
// (fixtures.ts), and the specs take the time from e2eNow(). At other hours the offset is 0 and
// nothing is shifted. EK_E2E_CLOCK_OFFSET_MS, when set, is used as it is (e.g. to try a shift).
// See docs/testing.md.
import path from "node:path";
import { BROWSER_TIME_ZONE } from "./stack";

/** From this hour on, the run is moved back ... */
const LATE_HOUR = 21;
/** ... to this hour of the same day, five hours before midnight. */
const NEW_YORK_START_HOUR = 19;

function hourInBrowserZone(at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: BROWSER_TIME_ZONE,
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return part("hour") + part("minute") / 60 + part("second") / 3600;
}

/** The shift for a run starting at `at`: 0, or back to NEW_YORK_START_HOUR of the same day. */
export function clockOffsetFor(at: number): number {
  const hour = hourInBrowserZone(at);
  if (hour < LATE_HOUR) return 0;
  return -Math.round((hour - NEW_YORK_START_HOUR) * 3_600_000);
}

/**
 * The run's offset in ms, decided by the runner's first evaluation of the config and handed to
 * the workers and the started servers through the environment.
 */
export function clockOffsetFromEnvironment(): number {
  process.env.EK_E2E_CLOCK_OFFSET_MS ??= String(clockOffsetFor(Date.now()));
  const offset = Number(process.env.EK_E2E_CLOCK_OFFSET_MS);
  if (!Number.isFinite(offset)) throw new Error("EK_E2E_CLOCK_OFFSET_MS must be a number of milliseconds");
  return offset;
}

/** The run's current instant, in ms since the epoch: what the servers and the browser read. */
export function e2eNow(): number {
  return Date.now() + clockOffsetFromEnvironment();
}

/** The node flags that make a server or fake of the stack run on the run's clock. */
export function shiftedClockFlags(): string {
  if (clockOffsetFromEnvironment() === 0) return "";
  return `--import ${JSON.stringify(path.join(import.meta.dirname, "shifted-clock.mjs"))} `;
}
