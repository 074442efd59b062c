// Contract: the account calls. auth.me answers the home's user in both; sign-up and sign-in
// are where the demo answers with its own words; erase empties every kind of data in
// both, keeping the account, while only the server also ends the session.
import {
  ALL_DATA_DELETED,
  DEMO_SIGNIN_UNAVAILABLE,
  DEMO_SIGNUP_UNAVAILABLE,
  userSchema,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/test-users.ts";
import { trpcFailure } from "../support/trpc-client.ts";
import { HOMES, type Home } from "./homes/index.ts";

const password = "a sturdy contract passphrase";

describe.each(HOMES)("the account in the $name home", (factory) => {
  let home: Home;

  beforeAll(async () => {
    home = await factory.start();
  });
  afterAll(() => home.close());

  it("answers the current user", async () => {
    const user = userSchema.parse(await home.client.auth.me.query());
    expect(user.id).toBe(home.userId);
  });

  it("signs up and signs in by the home's rule", async () => {
    const email = uniqueEmail("contract");
    if (home.expects.accounts === "refused in demo") {
      expect(await trpcFailure(home.client.auth.signup.mutate({ email, password }))).toEqual({
        code: "FORBIDDEN",
        httpStatus: 403,
        detail: DEMO_SIGNUP_UNAVAILABLE,
      });
      expect(await trpcFailure(home.client.auth.signin.mutate({ email, password }))).toEqual({
        code: "FORBIDDEN",
        httpStatus: 403,
        detail: DEMO_SIGNIN_UNAVAILABLE,
      });
    } else {
      expect((await home.client.auth.signup.mutate({ email, password })).user.email).toBe(email);
      expect((await home.client.auth.signin.mutate({ email, password })).access_token).toEqual(
        expect.any(String),
      );
    }
  });

  it("erases every kind of data but keeps the account", async () => {
    expect(await home.client.auth.deleteAllData.mutate({})).toEqual({ message: ALL_DATA_DELETED });

    if (home.expects.sessionAfterErase === "ended") {
      expect((await trpcFailure(home.client.auth.me.query())).code).toBe("UNAUTHORIZED");
    }
    const client = await home.reauthenticate();
    const everything = { start_date: "2000-01-01", end_date: home.today, limit: 1000 };
    expect(await client.health.metrics.query(everything)).toEqual([]);
    expect(await client.mood.list.query(everything)).toEqual([]);
    expect(await client.burnout.history.query(everything)).toEqual([]);
    expect(await client.insights.list.query({ limit: 100 })).toEqual([]);
    expect((await trpcFailure(client.wearable.connection.query({ provider: "whoop" }))).detail).toBe(
      "WHOOP not connected",
    );
    expect((await client.auth.me.query()).id).toBe(home.userId);
  });
});
