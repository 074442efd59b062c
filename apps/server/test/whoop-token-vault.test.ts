// The token vault (docs/security.md #11): AES-256-GCM envelopes that carry their key version, bind
// the row id and column, never contain the token, and refuse any tampering or another key.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenVault, TokenDecryptionError } from "../src/wearables/core/token-vault.ts";

const vault = createTokenVault(crypto.randomBytes(32));
const TOKEN = "whoop-access-token-1234567890";

describe("The token vault", () => {
  it("seals a token into an envelope that opens again only for its row and column", () => {
    const envelope = vault.seal(TOKEN, "row-1", "access_token");
    expect(envelope).not.toContain(TOKEN);
    expect(envelope.split(".")).toHaveLength(4);
    expect(envelope.startsWith(`ek1.${vault.keyVersion}.`)).toBe(true);
    expect(vault.open(envelope, "row-1", "access_token")).toBe(TOKEN);
    expect(() => vault.open(envelope, "row-2", "access_token")).toThrow(TokenDecryptionError);
    expect(() => vault.open(envelope, "row-1", "refresh_token")).toThrow(TokenDecryptionError);
  });

  it("uses a fresh 96-bit nonce every time", () => {
    const first = vault.seal(TOKEN, "row-1", "access_token");
    const second = vault.seal(TOKEN, "row-1", "access_token");
    expect(first).not.toBe(second);
    expect(Buffer.from(first.split(".")[2] as string, "base64url")).toHaveLength(12);
  });

  it("refuses a tampered envelope", () => {
    const [prefix, version, nonce, sealed] = vault
      .seal(TOKEN, "row-1", "access_token")
      .split(".") as string[];
    const bytes = Buffer.from(sealed as string, "base64url");
    bytes[0] = (bytes[0] as number) ^ 1;
    const tampered = [prefix, version, nonce, bytes.toString("base64url")].join(".");
    expect(() => vault.open(tampered, "row-1", "access_token")).toThrow(TokenDecryptionError);
    expect(() => vault.open("not an envelope", "row-1", "access_token")).toThrow(TokenDecryptionError);
  });

  it("names the key that sealed an envelope, so another key refuses it plainly", () => {
    const other = createTokenVault(crypto.randomBytes(32));
    expect(other.keyVersion).not.toBe(vault.keyVersion);
    const envelope = vault.seal(TOKEN, "row-1", "access_token");
    expect(() => other.open(envelope, "row-1", "access_token")).toThrow(/another key/);
    expect(() => createTokenVault(crypto.randomBytes(16))).toThrow(/32 bytes/);
  });
});
