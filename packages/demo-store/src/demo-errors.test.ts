// The demo's own refusals (docs/screens.md) and what the demo identity answers.
import { DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { DEMO_DATA_KEYS } from "./demo-keys.ts";
import { DEMO_USER_ID } from "./demo-user.ts";
import { failureOf, startDemo } from "./testing/demo-test-kit.ts";

const credentials = { email: "someone@example.com", password: "a long enough password" };

describe("accounts in the demo", () => {
  it("refuses sign-up in the demo's own words", async () => {
    const caller = await startDemo().caller();
    expect(await failureOf(caller.auth.signup(credentials))).toEqual({
      code: "FORBIDDEN",
      message: "Signup is not available in demo mode. Please exit demo to create an account.",
    });
  });

  it("refuses sign-in in the demo's own words", async () => {
    const caller = await startDemo().caller();
    expect(await failureOf(caller.auth.signin(credentials))).toEqual({
      code: "FORBIDDEN",
      message: "Signin is not available in demo mode.",
    });
  });

  it("sends no confirmation e-mails: the demo has no accounts to confirm", async () => {
    const caller = await startDemo().caller();
    expect(await failureOf(caller.auth.resendConfirmation({ email: credentials.email }))).toEqual({
      code: "FORBIDDEN",
      message: "Email confirmation is not available in demo mode. Please exit demo to confirm your account.",
    });
  });

  it("has no tokens to refresh", async () => {
    const caller = await startDemo().caller();
    expect((await failureOf(caller.auth.refresh({ refresh_token: "anything" }))).code).toBe("UNAUTHORIZED");
  });

  it("answers the fixed demo user to auth.me", async () => {
    const user = await (await startDemo().caller()).auth.me();
    expect(user).toMatchObject({
      id: DEMO_USER_ID,
      user_metadata: { first_name: "Demo", last_name: "User" },
    });
  });

  it('answers "Demo user not found" when the demo data is gone but the flag is still on', async () => {
    const demo = startDemo();
    demo.storage.removeItem(DEMO_DATA_KEYS.user);
    expect(await failureOf((await demo.caller()).auth.me())).toEqual({
      code: "UNAUTHORIZED",
      message: "Demo user not found",
    });
  });

  it("lets nobody in once the demo flag is not active", async () => {
    const demo = startDemo();
    demo.storage.setItem(DEVICE_STORAGE_KEYS.demoFlag, "exited");
    expect(await failureOf((await demo.caller()).mood.list({}))).toEqual({
      code: "UNAUTHORIZED",
      message: "Authentication required",
    });
  });

  it("signing out leaves the demo and clears its data", async () => {
    const demo = startDemo();
    await (await demo.caller()).auth.signout({});
    expect(demo.storage.getItem(DEVICE_STORAGE_KEYS.demoFlag)).toBe("exited");
    expect(demo.storage.getItem(DEMO_DATA_KEYS.metrics)).toBeNull();
  });

  it("refuses a profile picture, saying why, but changes names", async () => {
    const caller = await startDemo().caller();
    const picture = { file: { bytes: new Uint8Array([1, 2, 3]), declared_type: "image/png" } };
    expect(await failureOf(caller.auth.uploadProfilePicture(picture))).toEqual({
      code: "FORBIDDEN",
      message: "Profile pictures can't be uploaded in the demo. Create an account to add yours.",
    });
    const updated = await caller.auth.updateMe({ first_name: "Dana" });
    expect(updated.user_metadata).toMatchObject({ first_name: "Dana", last_name: "User" });
  });
});

describe("insights in the demo", () => {
  it('answers "Insight not found" to feedback on or deletion of an unknown id', async () => {
    const caller = await startDemo().caller();
    const notFound = { code: "NOT_FOUND", message: "Insight not found" };
    expect(await failureOf(caller.insights.feedback({ id: "no-such-insight", helpful: true }))).toEqual(
      notFound,
    );
    expect(await failureOf(caller.insights.delete({ id: "no-such-insight" }))).toEqual(notFound);
  });
});
