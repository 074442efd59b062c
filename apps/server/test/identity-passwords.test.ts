// Passwords (docs/security.md #1–3): length bounds without trimming, the common-password list,
// argon2id at OWASP's parameters in a PHC string, rehash when parameters change, and one
// answer for an unknown e-mail and a wrong password with a dummy verification.
import { newPasswordSchema, signinInputSchema } from "@evenkeel/contracts";
import { parseOptions } from "@node-rs/argon2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createIdentityService, createPasswordHasher } from "../src/identity/index.ts";
import { commonPasswordCount, isCommonPassword } from "../src/identity/password-policy.ts";
import {
  cheapHasher,
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  PUBLIC_URL,
  REQUEST,
} from "./support/identity-fixtures.ts";

// Every argon2 verification the hasher runs, with the PHC string it checked against and whether
// the library really computed it (a malformed hash is refused at once, costing nothing).
const argon2Verifications = vi.hoisted(
  () => [] as Array<{ phc: string; password: string; computed: boolean }>,
);
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...argon2,
    verify: async (...args: Parameters<typeof argon2.verify>) => {
      const record = { phc: String(args[0]), password: String(args[1]), computed: false };
      argon2Verifications.push(record);
      const matches = await argon2.verify(...args);
      record.computed = true;
      return matches;
    },
  };
});

let harness: IdentityHarness;
afterEach(async () => {
  await harness?.db.destroy();
});

const signUp = (password: string, email = "ada@example.com") =>
  harness.identity.signUp({ email, password }, REQUEST);

async function storedHash(email: string): Promise<string> {
  const row = await harness.db
    .selectFrom("users")
    .select("password_hash")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe("password rules", () => {
  it("accepts 8 and 128 characters and refuses 7 and 129", async () => {
    harness = await identityHarness();
    await expect(signUp("xk3#Lq9", "seven@example.com")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      detail: "Password must be at least 8 characters",
    });
    await expect(signUp("v".repeat(129), "long@example.com")).rejects.toMatchObject({
      detail: "Password must be at most 128 characters",
    });
    await expect(signUp("xk3#Lq9z", "eight@example.com")).resolves.toMatchObject({
      requires_confirmation: false,
    });
    await expect(signUp(`${"v".repeat(127)}w`, "max@example.com")).resolves.toMatchObject({
      requires_confirmation: false,
    });
  });

  it("counts characters as code points, in the contract and the server alike: an emoji is one", async () => {
    harness = await identityHarness();
    const emoji = "\u{1F642}";
    const cases = [
      { password: emoji.repeat(7), detail: "Password must be at least 8 characters" },
      { password: emoji.repeat(129), detail: "Password must be at most 128 characters" },
      { password: emoji.repeat(8), detail: null },
      { password: emoji.repeat(100), detail: null },
      { password: emoji.repeat(128), detail: null },
    ];
    for (const [index, { password, detail }] of cases.entries()) {
      const contract = newPasswordSchema.safeParse(password);
      expect(contract.error?.issues[0]?.message ?? null).toBe(detail);
      const email = `emoji${index}@example.com`;
      if (detail) {
        await expect(signUp(password, email)).rejects.toMatchObject({ code: "BAD_REQUEST", detail });
      } else {
        await expect(signUp(password, email)).resolves.toMatchObject({ requires_confirmation: false });
        expect(signinInputSchema.safeParse({ email, password }).success).toBe(true);
        await expect(harness.identity.signIn({ email, password }, REQUEST)).resolves.toMatchObject({
          requires_confirmation: false,
        });
      }
    }
  });

  it("counts spaces: seven characters padded with spaces are long enough and kept as typed", async () => {
    harness = await identityHarness();
    await signUp(" zq8#Lmv ");
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: "zq8#Lmv" }, REQUEST),
    ).rejects.toMatchObject({ detail: "Invalid email or password" });
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: " zq8#Lmv " }, REQUEST),
    ).resolves.toMatchObject({ requires_confirmation: false });
  });

  it("has no composition rules: a long lower-case passphrase is fine", async () => {
    harness = await identityHarness();
    await expect(signUp("purple otters juggle quietly")).resolves.toMatchObject({
      requires_confirmation: false,
    });
  });

  it.each(["password123", "Password123", "qwerty123", "iloveyou", "12345678", "Summer2024!", "monkey123!"])(
    "refuses the common password %s",
    async (password) => {
      harness = await identityHarness();
      await expect(signUp(password)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        detail: "This password is too common. Please choose a different one.",
      });
    },
  );

  it("bundles a list of thousands of common passwords, all at least 8 characters", () => {
    expect(commonPasswordCount()).toBeGreaterThan(2000);
    expect(isCommonPassword("1234567")).toBe(false);
    expect(isCommonPassword("purple otters juggle quietly")).toBe(false);
  });
});

describe("password storage", () => {
  it("stores an argon2id PHC string with m=19456, t=2, p=1", async () => {
    harness = await identityHarness({ passwordHasher: createPasswordHasher() });
    await signUp(GOOD_PASSWORD);
    const phc = await storedHash("ada@example.com");
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(phc).not.toContain(GOOD_PASSWORD);
  });

  it("rehashes at sign-in when the stored hash used other parameters", async () => {
    harness = await identityHarness({ passwordHasher: cheapHasher() });
    await signUp(GOOD_PASSWORD);
    const before = await storedHash("ada@example.com");
    expect(parseOptions(before)).toMatchObject({ memoryCost: 1024, timeCost: 1 });

    // The same database, served by a build with today's parameters.
    const upgraded = createIdentityService({
      db: harness.db,
      config: { dataDir: harness.dataDir, publicUrl: PUBLIC_URL },
      logger: harness.logs.logger,
      mailer: null,
      passwordHasher: createPasswordHasher(),
    });
    await upgraded.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    const after = await storedHash("ada@example.com");
    expect(after).not.toBe(before);
    expect(parseOptions(after)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    // The upgraded hash still opens the account, and is not rehashed again.
    await upgraded.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    expect(await storedHash("ada@example.com")).toBe(after);
  });
});

describe("sign-in failures", () => {
  it("gives one answer for an unknown e-mail and a wrong password, verifying a dummy hash for the unknown one", async () => {
    const hasher = cheapHasher();
    harness = await identityHarness({ passwordHasher: hasher });
    await signUp(GOOD_PASSWORD);
    const verify = vi.spyOn(hasher, "verify");
    const dummy = vi.spyOn(hasher, "verifyDummy");

    const wrongPassword = await harness.identity
      .signIn({ email: "ada@example.com", password: "not the password" }, REQUEST)
      .catch((error: unknown) => error);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(dummy).not.toHaveBeenCalled();

    const unknownEmail = await harness.identity
      .signIn({ email: "nobody@example.com", password: "not the password" }, REQUEST)
      .catch((error: unknown) => error);
    expect(dummy).toHaveBeenCalledTimes(1);
    expect(dummy).toHaveBeenCalledWith("not the password");
    // The dummy really spends an argon2 verification.
    expect(verify).toHaveBeenCalledTimes(2);

    for (const error of [wrongPassword, unknownEmail]) {
      expect(error).toMatchObject({ code: "BAD_REQUEST", detail: "Invalid email or password" });
    }
  });

  it("spends one argon2id verification at the stored hash's parameters on an unknown e-mail, as on a wrong password", async () => {
    harness = await identityHarness({ passwordHasher: createPasswordHasher() });
    await signUp(GOOD_PASSWORD);
    const stored = await storedHash("ada@example.com");
    const attempt = (email: string) =>
      harness.identity
        .signIn({ email, password: "not the password" }, REQUEST)
        .catch((error: unknown) => error);

    argon2Verifications.length = 0;
    const wrongPassword = await attempt("ada@example.com");
    const forWrongPassword = argon2Verifications.splice(0);
    const unknownEmail = await attempt("nobody@example.com");
    const forUnknownEmail = argon2Verifications.splice(0);

    expect(forWrongPassword).toEqual([{ phc: stored, password: "not the password", computed: true }]);
    expect(forUnknownEmail).toEqual([
      { phc: expect.any(String), password: "not the password", computed: true },
    ]);
    const dummy = forUnknownEmail[0]?.phc ?? "";
    expect(dummy).not.toBe(stored);
    // Same algorithm, version, memory, passes, lanes, salt and output lengths: the same work.
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(parseOptions(dummy)).toEqual(parseOptions(stored));

    // A later unknown e-mail costs the same again.
    await attempt("someone.else@example.com");
    expect(argon2Verifications.splice(0)).toEqual([
      { phc: dummy, password: "not the password", computed: true },
    ]);
    for (const error of [wrongPassword, unknownEmail]) {
      expect(error).toMatchObject({ code: "BAD_REQUEST", detail: "Invalid email or password" });
    }
  });
});
