// Runs the fake WHOOP on its own (`npm run whoop:fake`): WHOOP_FAKE_PORT (default 4100),
// WHOOP_FAKE_SEED, WHOOP_FAKE_DAYS; prints the URLs and the environment for Evenkeel.
import { runUntilStopped } from "../run-fake.ts";
import { startFakeWhoop } from "./fake-whoop.ts";

const fake = await startFakeWhoop({
  port: Number(process.env.WHOOP_FAKE_PORT ?? 4100),
  host: process.env.WHOOP_FAKE_HOST ?? "127.0.0.1",
  seed: Number(process.env.WHOOP_FAKE_SEED ?? 1),
  days: Number(process.env.WHOOP_FAKE_DAYS ?? 365),
  // Run by hand for development: a restart keeps the app's connection working.
  adoptUnknownTokens: true,
});

runUntilStopped("Fake WHOOP", fake, [
  `  authorize: ${fake.oauthUrl}/auth`,
  `  token:     ${fake.oauthUrl}/token`,
  `  API:       ${fake.apiUrl}/v2/...`,
  `  control:   POST ${fake.url}/__control {"action": "..."}`,
]);
