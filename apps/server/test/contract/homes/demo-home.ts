// The demo home: demo-store's router over in-memory storage, activated and seeded as the
// web app does it, reached through tRPC's local link — the same transport the browser uses.

import { activateDemo, createDemoRouter, createMemoryStorage, DEMO_USER_ID } from "@evenkeel/demo-store";
import type { AppRouter } from "@evenkeel/domain/router";
import { createTRPCClient, unstable_localLink } from "@trpc/client";
import type { Home, HomeFactory } from "./home.ts";

export const demoHome: HomeFactory = {
  name: "demo",
  async start(): Promise<Home> {
    const storage = createMemoryStorage();
    const now = new Date();
    // Every wait the simulated sync asks for is recorded; the suite does not really wait 1.5 s.
    const sleeps: number[] = [];
    activateDemo(storage, now, { timeZone: "UTC" });
    const { router, createContext } = createDemoRouter(storage, {
      timeZone: () => "UTC",
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const client = createTRPCClient<AppRouter>({ links: [unstable_localLink({ router, createContext })] });
    return {
      name: "demo",
      expects: {
        moodCreateOnExistingDate: "replace",
        scoreAlgorithm: "demo-1",
        accounts: "refused in demo",
        wearableConnect: "refused in demo",
        sessionAfterErase: "kept",
        simulatedSyncWaitMs: 1500,
      },
      sleeps,
      client,
      userId: DEMO_USER_ID,
      today: now.toISOString().slice(0, 10),
      reauthenticate: async () => client,
      close: async () => undefined,
    };
  },
};
