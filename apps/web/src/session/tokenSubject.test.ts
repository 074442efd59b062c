// Whose snapshot applies: the access token's subject, and nothing for a token that is not a JWT.
import { describe, expect, it } from "vitest";
import { tokenSubject } from "./tokenSubject";

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: unknown) => `${part({ alg: "HS256" })}.${part(claims)}.signature`;

describe("tokenSubject", () => {
  it("reads the subject claim", () => {
    expect(tokenSubject(jwt({ sub: "user-1", sid: "s" }))).toBe("user-1");
  });

  it("answers null for no token, a malformed one, a missing or empty subject, or an oversized token", () => {
    for (const token of [
      null,
      "",
      "not-a-jwt",
      "a.%%%.c",
      `a.${part("just a string")}.c`,
      jwt({ sid: "s" }),
      jwt({ sub: "" }),
      jwt({ sub: 42 }),
      jwt({ sub: "user-1", padding: "x".repeat(5_000) }),
    ])
      expect(tokenSubject(token)).toBeNull();
  });
});
