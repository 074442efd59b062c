// Wearable tokens at rest (docs/security.md #11): AES-256-GCM with a random 96-bit nonce, the key's
// version in the envelope, and the row id (plus the column) as associated data, so an envelope
// copied to another row or column does not decrypt. No plaintext token ever reaches the database.
import crypto from "node:crypto";

const ENVELOPE_PREFIX = "ek1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** The envelope could not be opened: wrong key (SECRET_KEY changed), tampering, or corruption. */
export class TokenDecryptionError extends Error {
  override name = "TokenDecryptionError";
}

export interface TokenVault {
  /** "ek1.<key version>.<nonce>.<ciphertext+tag>", base64url parts. */
  seal(plaintext: string, rowId: string, column: string): string;
  open(envelope: string, rowId: string, column: string): string;
  readonly keyVersion: string;
}

/**
 * `secret` is SECRET_KEY (32 bytes) or the generated key file. The token key is derived from
 * it with HKDF, so the same secret could serve another purpose without sharing a key; the key
 * version is a fingerprint of the derived key, so an envelope says which key sealed it.
 */
export function createTokenVault(secret: Buffer): TokenVault {
  if (secret.length !== KEY_BYTES) throw new Error(`The token key must be ${KEY_BYTES} bytes`);
  const key = Buffer.from(
    crypto.hkdfSync("sha256", secret, Buffer.alloc(0), "evenkeel wearable tokens v1", KEY_BYTES),
  );
  const keyVersion = crypto.createHash("sha256").update(key).digest("base64url").slice(0, 8);

  return {
    keyVersion,
    seal(plaintext, rowId, column) {
      const nonce = crypto.randomBytes(NONCE_BYTES);
      const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(rowId, column));
      const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return [ENVELOPE_PREFIX, keyVersion, nonce.toString("base64url"), sealed.toString("base64url")].join(
        ".",
      );
    },
    open(envelope, rowId, column) {
      const [prefix, version, nonceText, sealedText, ...rest] = envelope.split(".");
      if (prefix !== ENVELOPE_PREFIX || !nonceText || !sealedText || rest.length > 0) {
        throw new TokenDecryptionError("Not a token envelope");
      }
      if (version !== keyVersion)
        throw new TokenDecryptionError(`Sealed with another key (version ${version})`);
      const nonce = Buffer.from(nonceText, "base64url");
      const sealed = Buffer.from(sealedText, "base64url");
      if (nonce.length !== NONCE_BYTES || sealed.length <= TAG_BYTES)
        throw new TokenDecryptionError("Malformed envelope");
      try {
        const decipher = crypto.createDecipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
        decipher.setAAD(associatedData(rowId, column));
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]).toString("utf8");
      } catch (error) {
        throw new TokenDecryptionError("Envelope failed authentication", { cause: error });
      }
    },
  };
}

function associatedData(rowId: string, column: string): Buffer {
  return Buffer.from(`wearable_connections/${rowId}/${column}`, "utf8");
}
