import { defineConfig } from "vitest/config";

// One vitest run for every unit, contract and HTTP suite in the monorepo.
// Browser journeys live in apps/web/e2e and run under Playwright instead.
export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/*/test/**/*.test.ts"],
    exclude: ["**/node_modules/**", "apps/web/e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
