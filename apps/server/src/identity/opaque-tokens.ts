// Random bearer secrets (refresh tokens, confirmation links) and the only form stored of them:
// a SHA-256 digest, so a copy of the database hands out no working token (docs/security.md #5, #7).
import crypto from "node:crypto";

/** 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Hex SHA-256 of the token; high-entropy input needs no salt or slow hash. */
export function hashOpaqueToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}
