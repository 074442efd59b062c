// Password hashing with argon2id at OWASP's parameters (docs/security.md #2): PHC strings stored,
// old parameters detected for rehashing, and a dummy hash so an unknown e-mail costs the same
// time as a wrong password (docs/security.md #3).
import crypto from "node:crypto";
import { type Algorithm, hash, parseOptions, verify } from "@node-rs/argon2";

export interface Argon2Parameters {
  /** KiB of memory (m). */
  memoryCost: number;
  /** Passes (t). */
  timeCost: number;
  /** Lanes (p). */
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet, argon2id option 2: m=19456 KiB, t=2, p=1. */
export const ARGON2_PARAMETERS: Argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// The package's Algorithm is a const enum that does not exist at run time; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read. */
  verify(phc: string, password: string): Promise<boolean>;
  /** True when the stored hash was made with other parameters (or another algorithm). */
  needsRehash(phc: string): boolean;
  /** Spends a full verification on a hash no account has, for unknown e-mails. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(parameters: Argon2Parameters = ARGON2_PARAMETERS): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...parameters };
  // Made when the hasher is built, with today's parameters, so that even the first unknown
  // e-mail costs exactly one verification, as a wrong password does (docs/security.md #3).
  const dummyHash = hash(crypto.randomBytes(32).toString("base64url"), options);
  // A failure surfaces at the first verifyDummy, not as an unhandled rejection.
  dummyHash.catch(() => undefined);

  const hasher: PasswordHasher = {
    hash: (password) => hash(password, options),
    async verify(phc, password) {
      try {
        return await verify(phc, password);
      } catch {
        return false;
      }
    },
    needsRehash(phc) {
      try {
        const used = parseOptions(phc);
        return (
          used.algorithm !== ARGON2ID ||
          used.memoryCost !== parameters.memoryCost ||
          used.timeCost !== parameters.timeCost ||
          used.parallelism !== parameters.parallelism
        );
      } catch {
        return true;
      }
    },
    async verifyDummy(password) {
      await hasher.verify(await dummyHash, password);
    },
  };
  return hasher;
}
