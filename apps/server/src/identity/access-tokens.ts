// Access tokens (docs/security.md #6): HS256 JWTs signed with jose, issuer = PUBLIC_URL, audience
// "evenkeel", 15 minutes. Verification allows exactly one algorithm and checks every claim;
// whether the session is still live is checked by the caller against the database.
// A token that verified is remembered until it expires, so the signature and claims of the
// same token are not checked again on each of its requests (the read-path benchmark,
// docs/decisions/013); the session check stays per request, so signing out still ends the
// token at once.
import { webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_AUDIENCE = "evenkeel";
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = "HS256";
/** Verified tokens remembered at most; the oldest is forgotten first. */
const VERIFIED_TOKENS_KEPT = 5000;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, claims, age, shape). */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens(options: {
  key: Uint8Array;
  issuer: string;
  now: () => Date;
}): AccessTokens {
  const { key, issuer, now } = options;
  // Given raw bytes, jose imports the key into WebCrypto on every call; imported once here.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const hmacKey = () =>
    (imported ??= webcrypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]));
  const verified = new Map<string, { claims: AccessTokenClaims; validUntil: number }>();
  return {
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await hmacKey());
    },
    async verify(token) {
      const nowSeconds = now().getTime() / 1000;
      const known = verified.get(token);
      if (known) {
        if (nowSeconds < known.validUntil) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          algorithms: [ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: "JWT",
          currentDate: now(),
          // A token claiming a longer life than we ever issue is not ours.
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
          requiredClaims: ["exp", "iat", "sub", "sid"],
        });
        const { sub, sid } = payload;
        if (typeof sub !== "string" || typeof sid !== "string" || sub === "" || sid === "") return null;
        const claims = { userId: sub, sessionId: sid };
        // jose refuses a token once exp is reached or it is older than the maximum age.
        const validUntil = Math.min(
          payload.exp as number,
          (payload.iat as number) + ACCESS_TOKEN_TTL_SECONDS,
        );
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, validUntil });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
