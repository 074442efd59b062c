// The world the fuzz suites call into: the real server (no SMTP, no WHOOP, throttles scaled
// up so fuzzing is not cut short by 429s), a user with a month of metrics, a mood and an
// insight, and for each procedure the caller whose data must not change when a call fails;
// callAndCheck makes one call and lists what is wrong with its answer.
import { type ProcedureName, procedures } from "@evenkeel/contracts";
import fc from "fast-check";
import { api } from "./api-client.ts";
import { problemsWith } from "./fuzz-expectations.ts";
import type { FuzzResult } from "./fuzz-requests.ts";
import { seedMetricDays, utcToday } from "./seed-data.ts";
import { startTestServer, type TestServer } from "./test-server.ts";
import { signUpUser, type TestUser } from "./test-users.ts";
import { snapshotUserRows } from "./user-rows.ts";

/**
 * Runs per call: the full fuzz on SQLite, a smoke on PostgreSQL (the same handlers over another
 * dialect; its own suites cover the SQL), unless FUZZ_RUNS says otherwise.
 */
export const FUZZ_RUNS = Number(
  process.env.FUZZ_RUNS ?? (process.env.EVENKEEL_TEST_DATABASE === "postgres" ? 4 : 20),
);

/** Calls that hash a password (argon2id, by design slow) or need a fresh account get half the runs. */
const PASSWORD_HASHING: readonly ProcedureName[] = [
  "auth.signup",
  "auth.signin",
  "auth.signout",
  "auth.deleteAllData",
];

export function runsFor(name: ProcedureName): number {
  return PASSWORD_HASHING.includes(name) ? Math.ceil(FUZZ_RUNS / 2) : FUZZ_RUNS;
}
/** The JWT signing key of the fuzz server, so the auth fuzz can forge tokens with it. */
export const FUZZ_JWT_SECRET = "fuzz-signing-key-that-is-at-least-32-characters";

export interface FuzzWorld {
  server: TestServer;
  user: TestUser;
  insightId: string;
}

export interface Caller {
  token: string | null;
  /** Whose rows are snapshotted around a call. */
  userId: string;
}

export async function startFuzzWorld(): Promise<FuzzWorld> {
  const server = await startTestServer({ RATE_LIMIT_SCALE: "9999", JWT_SECRET: FUZZ_JWT_SECRET });
  const user = await signUpUser(server);
  await seedMetricDays(server.db, user.id, utcToday(), 30);
  const client = api(server, user.accessToken);
  await client.post("/mood/", { date: utcToday(), rating: 6, notes: "Fuzzed around" });
  const insight = await client.post<{ id: string }>("/health/insights/generate");
  return { server, user, insightId: insight.body.id };
}

/**
 * Signing out ends the session and erasing ends them all, so those get a fresh session or a
 * fresh account per call; public calls go without a token; every other call is the user's.
 */
export async function callerFor(world: FuzzWorld, name: ProcedureName): Promise<Caller> {
  if (name === "auth.deleteAllData") {
    const fresh = await signUpUser(world.server);
    return { token: fresh.accessToken, userId: fresh.id };
  }
  if (name === "auth.signout") {
    const signIn = await api(world.server).post<{ access_token: string }>("/auth/signin", {
      email: world.user.email,
      password: world.user.password,
    });
    return { token: signIn.body.access_token, userId: world.user.id };
  }
  const isPublic = procedures[name].auth === "public" || name === "auth.uploadProfilePicture";
  return { token: isPublic ? null : world.user.accessToken, userId: world.user.id };
}

/** Makes one call as the procedure's caller; answers what came back and every problem found. */
export async function callAndCheck(
  world: FuzzWorld,
  name: ProcedureName,
  successStatus: number | undefined,
  send: (token: string | null) => Promise<FuzzResult>,
): Promise<{ answer: FuzzResult; problems: string[] }> {
  const caller = await callerFor(world, name);
  const before = await snapshotUserRows(world.server.db, caller.userId);
  const answer = await send(caller.token);
  const problems = problemsWith(name, answer.expectation, answer, successStatus ?? 200);
  if (answer.status >= 400) {
    const after = await snapshotUserRows(world.server.db, caller.userId);
    if (JSON.stringify(after) !== JSON.stringify(before))
      problems.push(`failed ${answer.status} yet changed rows`);
  }
  return { answer, problems };
}

/** An input short enough to read in a failure report (some are 100,000 characters). */
export function brief(input: unknown): string {
  const text = JSON.stringify(input) ?? String(input);
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
}

/** fc.assert, reporting the failing input briefly instead of printing it whole. */
export async function assertProperty<T>(property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { numRuns });
  if (!details.failed) return;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`Property failed after ${details.numRuns} runs (seed ${details.seed}): ${error}`);
}

/** Fails with the input, the status and every problem in one readable line. */
export function expectNoProblems(input: string, status: number, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${input} answered ${status}: ${problems.join("; ")}`);
}
