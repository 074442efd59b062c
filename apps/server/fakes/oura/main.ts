// Runs the fake Oura on its own (browser tests, or by hand): OURA_FAKE_PORT (default 4200),
// OURA_FAKE_SEED, OURA_FAKE_DAYS; prints the environment that points Evenkeel at it.
import { runUntilStopped } from "../run-fake.ts";
import { startFakeOura } from "./fake-oura.ts";

const fake = await startFakeOura({
  port: Number(process.env.OURA_FAKE_PORT ?? 4200),
  host: process.env.OURA_FAKE_HOST ?? "127.0.0.1",
  seed: Number(process.env.OURA_FAKE_SEED ?? 7),
  days: Number(process.env.OURA_FAKE_DAYS ?? 365),
});

runUntilStopped("Fake Oura", fake);
