// The server home: the real server on a temp SQLite file, over tRPC on HTTP. Its user gets
// data the way a person does: sign-up, then connecting WHOOP (the local fake of docs/wearables.md),
// whose backfill writes the daily metrics — the demo's seeded data has the same role.
import type { AuthResponse } from "@evenkeel/contracts";
import { trpcClient } from "../../support/trpc-client.ts";
import { connectNewUser, startWhoopPair } from "../../support/whoop-fixtures.ts";
import type { Home, HomeFactory } from "./home.ts";

export const serverHome: HomeFactory = {
  name: "server",
  async start(): Promise<Home> {
    // 120 days of history on UTC (offset +00:00), so "today" matches the server's UTC day.
    const pair = await startWhoopPair({ fake: { days: 120 } });
    const { user } = await connectNewUser(pair, { offset: "+00:00" });
    return {
      name: "server",
      expects: {
        moodCreateOnExistingDate: "conflict",
        scoreAlgorithm: "ek-3",
        accounts: "real accounts",
        wearableConnect: "oauth",
        sessionAfterErase: "ended",
        simulatedSyncWaitMs: null,
      },
      sleeps: [],
      client: trpcClient(pair.server, user.accessToken),
      userId: user.id,
      today: new Date().toISOString().slice(0, 10),
      async reauthenticate() {
        const answer: AuthResponse = await trpcClient(pair.server).auth.signin.mutate({
          email: user.email,
          password: user.password,
        });
        return trpcClient(pair.server, answer.access_token);
      },
      close: () => pair.close(),
    };
  },
};
