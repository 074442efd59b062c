// Contract: the wearable connection and its sync answer alike — a sync result of the contract's schema,
// the connection marked synced, and after a disconnect "WHOOP not connected" everywhere.
// Connecting differs visibly: the server sends the browser to WHOOP, the demo cannot leave it.
import { syncResultSchema, wearableConnectionSchema } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcFailure } from "../support/trpc-client.ts";
import { HOMES, type Home } from "./homes/index.ts";

const whoop = { provider: "whoop" } as const;
const redirect_uri = "http://localhost:3000/settings/whoop/callback";

describe.each(HOMES)("the wearable in the $name home", (factory) => {
  let home: Home;

  beforeAll(async () => {
    home = await factory.start();
  });
  afterAll(() => home.close());

  it("answers the connection", async () => {
    const connection = wearableConnectionSchema.parse(await home.client.wearable.connection.query(whoop));
    expect(connection).toMatchObject({
      user_id: home.userId,
      provider: "whoop",
      sync_enabled: true,
      needs_reconnect: false,
    });
    expect(connection.last_synced_at).not.toBeNull();
  });

  it("syncs, answering success, a message and the records synced, and marks the connection synced", async () => {
    const before = await home.client.wearable.connection.query(whoop);
    const waitsBefore = home.sleeps.length;

    const result = syncResultSchema.parse(await home.client.wearable.sync.mutate(whoop));

    expect(result.success).toBe(true);
    // A demo whose simulated days are all there already says so.
    expect(result.message).toMatch(
      /^(Synced \d+ days? of (simulated )?WHOOP data|Your simulated WHOOP data is already up to date)$/,
    );
    expect(result.records_synced).toBeGreaterThanOrEqual(0);
    const after = await home.client.wearable.connection.query(whoop);
    expect(Date.parse(after.last_synced_at ?? "")).toBeGreaterThanOrEqual(
      Date.parse(before.last_synced_at ?? ""),
    );
    if (home.expects.simulatedSyncWaitMs !== null) {
      expect(home.sleeps.slice(waitsBefore)).toEqual([home.expects.simulatedSyncWaitMs]);
    }
  });

  it("starts a connection the home's way", async () => {
    const authorize = home.client.wearable.authorize.mutate({ ...whoop, redirect_uri });
    if (home.expects.wearableConnect === "oauth") {
      const { authorization_url } = await authorize;
      expect(new URL(authorization_url).searchParams.get("state")).toBeTruthy();
    } else {
      const failure = await trpcFailure(authorize);
      expect(failure).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
      expect(failure.detail).toContain("demo can't connect a real WHOOP account");
    }
  });

  it('disconnects; afterwards every wearable call answers "WHOOP not connected"', async () => {
    expect(await home.client.wearable.disconnect.mutate(whoop)).toEqual({
      message: "WHOOP account disconnected successfully",
    });

    const notConnected = { code: "NOT_FOUND", httpStatus: 404, detail: "WHOOP not connected" };
    expect(await trpcFailure(home.client.wearable.connection.query(whoop))).toEqual(notConnected);
    expect(await trpcFailure(home.client.wearable.sync.mutate(whoop))).toEqual(notConnected);
    expect(await trpcFailure(home.client.wearable.disconnect.mutate(whoop))).toEqual(notConnected);
  });
});
