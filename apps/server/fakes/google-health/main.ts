// Runs the fake Google Health on its own (`npm run google-health:fake`, browser tests, or by
// hand): GOOGLE_HEALTH_FAKE_PORT (default 4300), GOOGLE_HEALTH_FAKE_SEED, GOOGLE_HEALTH_FAKE_DAYS;
// prints the environment that points Evenkeel at it. POST /__control moves its clock
// ({"action": "advanceDays", "days": 7}), rate-limits it, or marks a night unprocessed.
import { runUntilStopped } from "../run-fake.ts";
import { startFakeGoogleHealth } from "./fake-google-health.ts";

const fake = await startFakeGoogleHealth({
  port: Number(process.env.GOOGLE_HEALTH_FAKE_PORT ?? 4300),
  host: process.env.GOOGLE_HEALTH_FAKE_HOST ?? "127.0.0.1",
  seed: Number(process.env.GOOGLE_HEALTH_FAKE_SEED ?? 11),
  days: Number(process.env.GOOGLE_HEALTH_FAKE_DAYS ?? 365),
});

runUntilStopped("Fake Google Health", fake);
